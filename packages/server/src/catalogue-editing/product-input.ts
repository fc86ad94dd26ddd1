import type { components } from '@probuild/api-client/backoffice/schema';
import { ruleSpecProblems } from '@probuild/catalogue-rules';
import { eq } from 'drizzle-orm';
import { parseSku } from '../catalogue/sku.ts';
import { describeColour } from '../catalogue/spec-labels.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands, categories, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';

type Schemas = components['schemas'];
/** A product's input as the back office sends it: prices in baht as typed (`45990.50`). */
export type ProductInputBody = Schemas['ProductInput'];
export type ProductProblemCode = Schemas['ProductProblem'];

/** Everything an editor (or an import row) sets on a product; money in satang. */
export type ProductInput = Omit<ProductInputBody, 'price' | 'salePrice' | 'bundles'> & {
  price: number;
  salePrice: number | null;
  bundles: Array<{ addonSku: string; bundlePrice: number; checked: boolean }>;
};

/** Satang of an amount of baht written with at most two decimals (`45990.5` → 4599050). */
export function satangOfBahtText(text: string): number {
  const [baht = '0', fraction = ''] = text.trim().split('.');
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Satang written as baht the way an editor types it: 4599000 → `45990`, 4599050 → `45990.50`. */
export function bahtTextOf(satang: number): string {
  const baht = Math.trunc(satang / 100);
  const rest = satang % 100;
  return rest === 0 ? String(baht) : `${baht}.${String(rest).padStart(2, '0')}`;
}

/** The body's prices in satang. */
export function productInputOf(body: ProductInputBody): ProductInput {
  return {
    ...body,
    price: satangOfBahtText(body.price),
    salePrice: body.salePrice === null ? null : satangOfBahtText(body.salePrice),
    bundles: body.bundles.map((bundle) => ({ ...bundle, bundlePrice: satangOfBahtText(bundle.bundlePrice) })),
  };
}

/** The product's prices as baht text, as the editor shows them. */
export function productInputBodyOf(input: ProductInput): ProductInputBody {
  return {
    ...input,
    price: bahtTextOf(input.price),
    salePrice: input.salePrice === null ? null : bahtTextOf(input.salePrice),
    bundles: input.bundles.map((bundle) => ({ ...bundle, bundlePrice: bahtTextOf(bundle.bundlePrice) })),
  };
}

/** One thing wrong with a product's input: the field (`/specs/socket`, `/name/th`), a code, a default text. */
export interface ProductProblem {
  path: string;
  code: ProductProblemCode;
  message: string;
}

/** What a product refers to: categories, brands and the products it can be sold with. */
export interface CatalogueRefs {
  categories: ReadonlyMap<string, { level: number; parentKey: string | null }>;
  brands: ReadonlyMap<string, string>;
  /** Products by SKU with the price a shopper pays for them today. */
  products: ReadonlyMap<string, { effectivePrice: number }>;
}

/** Reads the references once, so that many inputs (an import's rows) are checked without a query each. */
export async function loadCatalogueRefs(db: AppDatabase): Promise<CatalogueRefs> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const categoryRows = await db
    .select({ key: categories.key, level: categories.level, parentKey: categories.parentKey })
    .from(categories);
  const brandRows = await db.select({ key: brands.key, name: brands.name }).from(brands);
  const productRows = await db
    .select({ sku: products.sku, effectivePrice: products.effectivePrice })
    .from(products)
    .where(eq(products.productType, 'product'));
  return {
    categories: new Map(categoryRows.map(({ key, ...rest }) => [key, rest])),
    brands: new Map(brandRows.map((row) => [row.key, row.name])),
    products: new Map(productRows.map(({ sku, effectivePrice }) => [sku, { effectivePrice }])),
  };
}

/** SKUs are upper case letters, digits and dashes, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,59}$/;

const trimmed = (text: { th: string; en: string }) => ({ th: text.th.trim(), en: text.en.trim() });

/** The input as it is kept: SKUs upper case, texts and spec words trimmed, empty specs null. */
export function normaliseProductInput(input: ProductInput): ProductInput {
  // An empty spec is an unknown one: null, as the catalogue writes it.
  const specs = Object.fromEntries(
    Object.entries(input.specs).map(([key, value]) => {
      const kept = typeof value === 'string' ? value.trim() : value;
      return [key, kept === '' ? null : kept];
    }),
  );
  return {
    ...input,
    sku: parseSku(input.sku),
    model: input.model.trim(),
    name: trimmed(input.name),
    shortDescription: trimmed(input.shortDescription),
    longDescription: trimmed(input.longDescription),
    colours: input.colours.map((colour) => colour.trim()),
    specs,
    bundles: input.bundles.map((bundle) => ({ ...bundle, addonSku: parseSku(bundle.addonSku) })),
    relatedSkus: input.relatedSkus.map(parseSku),
  };
}

const defaultMessages: Record<ProductProblemCode, string> = {
  required: 'This field is required',
  sku_format: 'A SKU is 2–60 letters, digits and dashes',
  sku_fixed: 'A product keeps its SKU',
  unknown_category: 'No such category',
  unknown_subcategory: 'This subcategory is not in the category',
  unknown_brand: 'No such brand',
  sale_not_below_price: 'The sale price must be below the price',
  sale_period_order: 'The sale must end after it starts',
  sale_period_without_price: 'A sale period needs a sale price',
  unknown_colour: 'No such colour',
  spec_missing: 'The builder needs this specification',
  spec_wrong_kind: 'This specification has the wrong kind of value',
  unknown_product: 'No such product',
  itself: 'A product cannot be its own add-on or related product',
  duplicate: 'Listed twice',
  bundle_price_not_below: "The bundle price must be below the add-on's price",
  unknown_picture: 'No uploaded picture at this path',
};

/**
 * Every business rule a product's input breaks (its shape is the contract's): required texts,
 * SKU format, category, subcategory and brand, the sale and its period, colours, the specifications
 * the builder's compatibility rules read (catalogue-rules), add-ons priced below their own price and
 * related products that exist. Pass a normalised input (normaliseProductInput).
 */
export function checkProductInput(input: ProductInput, refs: CatalogueRefs): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const add = (path: string, code: ProductProblemCode) =>
    problems.push({ path, code, message: defaultMessages[code] });

  if (!SKU_PATTERN.test(input.sku)) add('/sku', 'sku_format');
  for (const [path, text] of [
    ['/model', input.model],
    ['/name/th', input.name.th],
    ['/name/en', input.name.en],
    ['/shortDescription/th', input.shortDescription.th],
    ['/shortDescription/en', input.shortDescription.en],
  ] as const)
    if (text === '') add(path, 'required');

  const category = refs.categories.get(input.categoryKey);
  if (category?.level !== 2) add('/categoryKey', 'unknown_category');
  if (
    input.subcategoryKey !== null &&
    refs.categories.get(input.subcategoryKey)?.parentKey !== input.categoryKey
  )
    add('/subcategoryKey', 'unknown_subcategory');
  if (!refs.brands.has(input.brandKey)) add('/brandKey', 'unknown_brand');

  if (input.salePrice !== null && input.salePrice >= input.price) add('/salePrice', 'sale_not_below_price');
  if (input.salePrice === null && (input.saleStartsAt !== null || input.saleEndsAt !== null))
    add('/salePrice', 'sale_period_without_price');
  if (
    input.saleStartsAt !== null &&
    input.saleEndsAt !== null &&
    Date.parse(input.saleEndsAt) <= Date.parse(input.saleStartsAt)
  )
    add('/saleEndsAt', 'sale_period_order');

  input.colours.forEach((colour, index) => {
    if (!describeColour(colour)) add(`/colours/${index}`, 'unknown_colour');
  });

  for (const { key, problem } of ruleSpecProblems(input.categoryKey, input.specs))
    add(`/specs/${key}`, problem === 'missing' ? 'spec_missing' : 'spec_wrong_kind');

  const seenAddons = new Set<string>();
  input.bundles.forEach(({ addonSku, bundlePrice }, index) => {
    const path = `/bundles/${index}/addonSku`;
    const addon = refs.products.get(addonSku);
    if (addonSku === input.sku) add(path, 'itself');
    else if (seenAddons.has(addonSku)) add(path, 'duplicate');
    else if (!addon) add(path, 'unknown_product');
    else if (bundlePrice >= addon.effectivePrice)
      add(`/bundles/${index}/bundlePrice`, 'bundle_price_not_below');
    seenAddons.add(addonSku);
  });
  const seenRelated = new Set<string>();
  input.relatedSkus.forEach((sku, index) => {
    const path = `/relatedSkus/${index}`;
    if (sku === input.sku) add(path, 'itself');
    else if (seenRelated.has(sku)) add(path, 'duplicate');
    else if (!refs.products.has(sku)) add(path, 'unknown_product');
    seenRelated.add(sku);
  });
  return problems;
}

/** Refuses an input that breaks a rule, naming every field at fault (422 `PRODUCT_INVALID`). */
export function assertValidProduct(problems: ProductProblem[]): void {
  if (problems.length === 0) return;
  throw new DomainError('unprocessable', 'PRODUCT_INVALID', 'The product has fields to correct', {
    issues: problems.map(({ path, code, message }) => ({ path: `/body${path}`, code, message })),
  });
}
