import type { components } from '@probuild/api-client/schema';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Sku } from '../catalogue/sku.ts';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts, productBundles } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { MAX_UNITS_PER_PRODUCT, quantityLimit } from '../orders/holding-limits.ts';
import { cartUnits, ensureBundleCovered, ensureCartAllowed } from './cart-limits.ts';
import { type CartRow, type CartView, productsBySku } from './cart-lines.ts';
import {
  type ComsetSelection,
  ensureOnSale,
  invalidOption,
  loadComsetOffer,
  normaliseSelection,
  priceSelection,
} from './comset-pricing.ts';
import { changeCart, lockedCartOf } from './own-cart.ts';

type AddManyRequest = components['schemas']['CartAddManyRequest'];

/** A line to add: a product, its colour, the product it comes with as a bundle, a set's configuration. */
export type AddLine = Omit<AddManyRequest['items'][number], 'sku' | 'bundleOf'> & {
  sku: Sku;
  bundleOf?: Sku | null;
  comset?: ComsetSelection;
};

export interface AddToCartInput {
  customerId: string;
  lines: AddLine[];
  /** Who assembles the build's parts: the shop (a service in the cart) or the customer. */
  assembly?: AddManyRequest['assembly'];
}

/**
 * Adds lines to the customer's cart (made on first use) in one transaction, all or nothing, and
 * answers the whole cart.
 */
export function addToCart(
  db: AppDatabase,
  { customerId, lines, assembly }: AddToCartInput,
): Promise<CartView> {
  return changeCart(db, lockedCartOf(customerId), async (tx, cart) => {
    await addLines(tx, cart, lines);
    if (assembly)
      await tx
        .update(carts)
        .set({ assembly: assembly === 'shop' })
        .where(eq(carts.id, cart.id));
  });
}

const productNotFound = (sku: string, many: boolean) =>
  many
    ? new DomainError('notFound', 'PRODUCT_NOT_FOUND', `Product not found: ${sku}`, { sku })
    : new DomainError('notFound', 'PRODUCT_NOT_FOUND', 'Product not found');

/**
 * Adds lines to a locked cart: a line of the same product, colour, bundle and configuration
 * grows, others are new. Afterwards no SKU may exceed its stock (all colours together) nor the
 * units a customer may hold; the caller's transaction is rolled back otherwise, so add-many is all
 * or nothing.
 */
async function addLines(tx: AppDatabase, cart: CartRow, lines: AddLine[]): Promise<void> {
  const before = await cartUnits(tx, cart.id);
  const many = lines.length > 1;
  const bySku = await productsBySku(
    tx,
    lines.map((line) => line.sku),
  );
  const requested = new Set<string>(lines.map((line) => line.sku));
  for (const line of lines) {
    const product = bySku.get(line.sku);
    if (!product) throw productNotFound(line.sku, many);
    const configuration = await chosenConfiguration(tx, product, line.comset);
    const colorCode = chosenColour(product, line.selectedColor?.code);
    const bundleOf = line.bundleOf ?? null;
    if (bundleOf !== null) await ensureBundleOffer(tx, bundleOf, product.sku, requested);
    // No colour asked for (the builder adds parts by SKU): the product's line already in the cart
    // grows, whatever its colour, so the same product is one line.
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cart.id),
          eq(cartItems.sku, product.sku),
          line.selectedColor === undefined
            ? undefined
            : colorCode === null
              ? isNull(cartItems.colorCode)
              : eq(cartItems.colorCode, colorCode),
          bundleOf === null ? isNull(cartItems.bundleOf) : eq(cartItems.bundleOf, bundleOf),
          configuration === null
            ? isNull(cartItems.configuration)
            : eq(cartItems.configuration, configuration),
        ),
      )
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .limit(1);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    // One line alone beyond the limit (a line stored before it): refused before it is written.
    if (quantity > MAX_UNITS_PER_PRODUCT) throw quantityLimit(product.sku, quantity, 0);
    const note = line.note?.length ? line.note : (existing?.note ?? '');
    if (existing) await tx.update(cartItems).set({ quantity, note }).where(eq(cartItems.id, existing.id));
    else
      await tx.insert(cartItems).values({
        cartId: cart.id,
        sku: product.sku,
        quantity,
        note,
        colorCode,
        bundleOf,
        configuration,
        // now() is the transaction's start, the same for every line of one add-many; the clock
        // keeps the cart in the order the lines were added.
        createdAt: sql`clock_timestamp()`,
      });
  }
  await ensureCartAllowed(tx, cart, before);
  for (const line of lines) {
    if (line.bundleOf) await ensureBundleCovered(tx, cart.id, line.bundleOf, line.sku);
  }
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
}

/**
 * The configuration stored for a line: required for a computer set and checked against what it
 * offers now (the line is priced from it on every read), refused for any other product.
 */
async function chosenConfiguration(
  tx: AppDatabase,
  product: { sku: string; productType: 'product' | 'comset' },
  selection: ComsetSelection | undefined,
): Promise<ComsetSelection | null> {
  if (product.productType !== 'comset') {
    if (selection) throw invalidOption(`${product.sku} is not a computer set`);
    return null;
  }
  if (!selection) throw invalidOption(`Choose a configuration for the computer set ${product.sku}`);
  const offer = await loadComsetOffer(tx, product.sku);
  if (!offer) throw invalidOption(`${product.sku} is not a computer set`);
  const normalised = normaliseSelection(selection);
  priceSelection(offer, normalised);
  ensureOnSale(offer, normalised);
  return normalised;
}

/** The colour code stored for a line: one of the product's available colours, none when it has none. */
function chosenColour(
  product: { sku: string; colors: { code: string; available: boolean }[] },
  code: string | undefined,
): string | null {
  if (code === undefined || product.colors.length === 0) return null;
  const colour = product.colors.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
  if (!colour?.available) throw invalidOption(`The colour ${code} is not available for ${product.sku}`);
  return colour.code;
}

/** 422 `INVALID_OPTION` unless the add-on is a bundle offer of a product added in the same request. */
async function ensureBundleOffer(
  tx: AppDatabase,
  bundleOf: string,
  addonSku: string,
  requested: Set<string>,
) {
  const [offer] = requested.has(bundleOf)
    ? await tx
        .select()
        .from(productBundles)
        .where(and(eq(productBundles.sku, bundleOf), eq(productBundles.addonSku, addonSku)))
    : [];
  if (!offer) throw invalidOption(`${addonSku} is not a bundle add-on of ${bundleOf} in this request`);
}
