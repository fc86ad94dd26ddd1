import type { components } from '@probuild/api-client/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import {
  comsetExtrasGroups,
  comsetLevelKeys,
  comsetLevels,
  comsetOptions,
  comsetPartGroups,
  products,
} from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';

type Schemas = components['schemas'];
export type ComsetSelection = Schemas['ComsetSelection'];
export type ComsetConfiguration = Schemas['ComsetConfiguration'];
type ProductRow = typeof products.$inferSelect;
type PartGroup = (typeof comsetPartGroups)[number];

interface Option {
  id: string;
  group: string;
  part: ProductRow;
  discount: number;
}

/** What a computer set offers, read from the database as it is now. */
export interface ComsetOffer {
  set: ProductRow;
  options: Map<string, Option>;
  extrasGroups: (typeof comsetExtrasGroups.$inferSelect)[];
  levels: (typeof comsetLevels.$inferSelect)[];
}

const priceOf = (product: ProductRow) => product.salePrice ?? product.price;
const isPartGroup = (group: string): group is PartGroup =>
  (comsetPartGroups as readonly string[]).includes(group);
/** A part costs its price less the set's discount, never below zero. */
const partPrice = (option: Option) => Math.max(0, priceOf(option.part) - option.discount);
/** 422 `INVALID_OPTION`: a configuration, colour or bundle the product does not offer. */
export const invalidOption = (message: string) => new DomainError('unprocessable', 'INVALID_OPTION', message);

/**
 * The set's price holds for its standard configuration (the `default` level, or the first): it is
 * what its card shows. What the other choices cost is measured from there, so the base is the set's
 * price less its standard parts as they are priced today.
 */
function basePriceOf(offer: ComsetOffer): number {
  const standard = offer.levels.find((level) => level.level === 'default') ?? offer.levels[0];
  if (!standard) return priceOf(offer.set);
  return comsetPartGroups.reduce((base, group) => {
    const option = offer.options.get(standard[group]);
    return option ? base - partPrice(option) : base;
  }, priceOf(offer.set));
}

/** The offers of these computer sets, by SKU; a SKU that is not a set is absent. */
export async function loadComsetOffers(db: AppDatabase, skus: string[]): Promise<Map<string, ComsetOffer>> {
  const offers = new Map<string, ComsetOffer>();
  if (skus.length === 0) return offers;
  const sets = await db.select().from(products).where(inArray(products.sku, skus));
  for (const set of sets) {
    if (set.productType === 'comset')
      offers.set(set.sku, { set, options: new Map(), extrasGroups: [], levels: [] });
  }
  const setSkus = [...offers.keys()];
  if (setSkus.length === 0) return offers;
  // One after another: the offers are also read inside a cart's or an order's transaction, whose one
  // connection takes one query at a time.
  const options = await db
    .select({ option: comsetOptions, part: products })
    .from(comsetOptions)
    .innerJoin(products, eq(products.sku, comsetOptions.partSku))
    .where(inArray(comsetOptions.setSku, setSkus))
    .orderBy(asc(comsetOptions.sortOrder));
  const groups = await db
    .select()
    .from(comsetExtrasGroups)
    .where(inArray(comsetExtrasGroups.setSku, setSkus))
    .orderBy(asc(comsetExtrasGroups.sortOrder));
  const levels = await db.select().from(comsetLevels).where(inArray(comsetLevels.setSku, setSkus));
  for (const { option, part } of options) {
    offers.get(option.setSku)?.options.set(option.optionId, {
      id: option.optionId,
      group: option.groupKey,
      part,
      discount: option.discount,
    });
  }
  for (const group of groups) offers.get(group.setSku)?.extrasGroups.push(group);
  for (const level of levels.sort(
    (a, b) => comsetLevelKeys.indexOf(a.level) - comsetLevelKeys.indexOf(b.level),
  )) {
    offers.get(level.setSku)?.levels.push(level);
  }
  return offers;
}

export async function loadComsetOffer(db: AppDatabase, sku: string): Promise<ComsetOffer | undefined> {
  return (await loadComsetOffers(db, [sku])).get(sku);
}

/** The chosen options of a selection, parts then extras; ids the set does not offer are skipped. */
const chosenOptions = (offer: ComsetOffer, selection: ComsetSelection): Option[] =>
  [...comsetPartGroups.map((group) => selection[group]), ...(selection.extras ?? [])]
    .map((id) => offer.options.get(id))
    .filter((option): option is Option => option !== undefined);

/** Shoppers are offered only published parts: an unpublished one is in no option list. */
const onSale = (option: Option) => option.part.published;

/** Whether a selection holds a part no longer published (its set cannot be bought so). */
export const holdsUnpublishedPart = (offer: ComsetOffer, selection: ComsetSelection) =>
  chosenOptions(offer, selection).some((option) => !onSale(option));

/** 422 `INVALID_OPTION` when a chosen part is not published: what a shopper may add or quote. */
export function ensureOnSale(offer: ComsetOffer, selection: ComsetSelection): void {
  const hidden = chosenOptions(offer, selection).find((option) => !onSale(option));
  if (hidden) throw invalidOption(`${hidden.id} is not on sale in the computer set ${offer.set.sku} now`);
}

/** The same selection written one way (extras sorted), so equal choices make one cart line. */
export function normaliseSelection(selection: ComsetSelection): ComsetSelection {
  const { level, cpu, gpu, ram, storage, extras = [] } = selection;
  return { level, cpu, gpu, ram, storage, extras: [...extras].sort() };
}

/**
 * The unit price of a selection and what it contains, by the rule of the contract's
 * ComsetOptions: the base + Σ (part price − discount) + Σ extra price. 422
 * INVALID_OPTION for a level, part or extra the set does not offer, or two extras of one group.
 */
export function priceSelection(
  offer: ComsetOffer,
  selection: ComsetSelection,
): { unitPrice: number; configuration: ComsetConfiguration } {
  const { sku } = offer.set;
  if (!offer.levels.some((level) => level.level === selection.level)) {
    throw invalidOption(`The computer set ${sku} has no level ${selection.level}`);
  }
  const components: ComsetConfiguration['components'] = [];
  for (const group of comsetPartGroups) {
    const option = offer.options.get(selection[group]);
    if (option?.group !== group)
      throw invalidOption(`${selection[group]} is not a ${group} option of ${sku}`);
    components.push(componentOf(option, partPrice(option)));
  }
  const extrasGroupKeys = new Set(offer.extrasGroups.map((group) => group.groupKey));
  const chosenGroups = new Set<string>();
  for (const id of selection.extras ?? []) {
    const option = offer.options.get(id);
    if (!option || !extrasGroupKeys.has(option.group)) throw invalidOption(`${id} is not an extra of ${sku}`);
    if (chosenGroups.has(option.group)) throw invalidOption(`Choose at most one ${option.group} for ${sku}`);
    chosenGroups.add(option.group);
    components.push(componentOf(option, priceOf(option.part)));
  }
  const unitPrice = basePriceOf(offer) + components.reduce((sum, component) => sum + component.price, 0);
  return { unitPrice, configuration: { level: selection.level, components } };
}

/**
 * A selection priced for the configurator: what the cart will charge, and the same parts bought
 * one by one (parts at their own price, extras at their list price before any sale).
 */
export function quoteSelection(offer: ComsetOffer, selection: ComsetSelection): Schemas['ComsetQuote'] {
  const { unitPrice, configuration } = priceSelection(offer, selection);
  ensureOnSale(offer, selection);
  const chosen = [...comsetPartGroups.map((group) => selection[group]), ...(selection.extras ?? [])];
  const normalPrice = chosen.reduce((sum, id) => {
    const option = offer.options.get(id);
    if (!option) return sum;
    return sum + (isPartGroup(option.group) ? priceOf(option.part) : option.part.price);
  }, basePriceOf(offer));
  return { sku: offer.set.sku, unitPrice, normalPrice, saving: normalPrice - unitPrice, configuration };
}

function componentOf(option: Option, price: number): ComsetConfiguration['components'][number] {
  return {
    group: option.group,
    sku: option.part.sku,
    name: { th: option.part.nameTh, en: option.part.nameEn },
    price,
  };
}

/** The configurator as GET /web/product-detail/{sku}/comset-options answers it. */
export function comsetOptionsView(offer: ComsetOffer): Schemas['ComsetOptions'] {
  const basePrice = basePriceOf(offer);
  const options = [...offer.options.values()].filter(onSale);
  const partsOf = (group: PartGroup): Schemas['ComsetPart'][] =>
    options
      .filter((option) => option.group === group)
      .map((option) => ({
        id: option.id,
        sku: option.part.sku,
        name: { th: option.part.nameTh, en: option.part.nameEn },
        price: priceOf(option.part),
        discount: priceOf(option.part) - partPrice(option),
      }));
  // A level that presets an unpublished part is not offered.
  const offeredLevels = offer.levels.filter((level) =>
    comsetPartGroups.every((group) => {
      const option = offer.options.get(level[group]);
      return option === undefined || onSale(option);
    }),
  );
  const levels = offeredLevels.map((level) => {
    const chosen = comsetPartGroups.map((group) => offer.options.get(level[group]));
    const present = chosen.filter((option): option is Option => option !== undefined);
    return {
      key: level.level,
      name: { th: level.nameTh, en: level.nameEn },
      selection: { cpu: level.cpu, gpu: level.gpu, ram: level.ram, storage: level.storage },
      price: basePrice + present.reduce((sum, option) => sum + partPrice(option), 0),
      normalPrice: basePrice + present.reduce((sum, option) => sum + priceOf(option.part), 0),
    };
  });
  const extras = offer.extrasGroups.map((group) => ({
    key: group.groupKey,
    label: { th: group.labelTh, en: group.labelEn },
    items: options
      .filter((option) => option.group === group.groupKey && !isPartGroup(option.group))
      .map(({ id, part }) => ({
        id,
        sku: part.sku,
        name: { th: part.nameTh, en: part.nameEn },
        desc: { th: part.shortDescTh, en: part.shortDescEn },
        image: part.images[0] ?? null,
        price: priceOf(part),
        oldPrice: part.salePrice === null ? null : part.price,
        discount: part.price - priceOf(part),
      })),
  }));
  return {
    sku: offer.set.sku,
    basePrice,
    levels,
    cpu: partsOf('cpu'),
    gpu: partsOf('gpu'),
    ram: partsOf('ram'),
    storage: partsOf('storage'),
    extras,
  };
}
