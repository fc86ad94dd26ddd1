import type { components } from '@probuild/api-client/schema';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Sku } from '../catalogue/sku.ts';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts, productBundles, products } from '../db/schema/index.ts';
import { MAX_UNITS_PER_PRODUCT } from '../orders/holding-limits.ts';
import {
  type ComsetConfiguration,
  holdsUnpublishedPart,
  loadComsetOffers,
  priceSelection,
} from './comset-pricing.ts';
import { cartServices } from './services.ts';

type Schemas = components['schemas'];
export type CartView = Schemas['Cart'];
export type CartItemView = Schemas['CartItem'];

/** A cart line priced from the database as it is now. */
export interface PricedLine {
  id: string;
  sku: string;
  name: { th: string; en: string };
  images: string[];
  quantity: number;
  note: string;
  selectedColor: Schemas['SelectedColor'] | null;
  bundleOf: string | null;
  /** A computer set: its parts as priced now. */
  configuration: ComsetConfiguration | null;
  unitPrice: number;
  totalPrice: number;
  stock: number;
}

export type CartRow = typeof carts.$inferSelect;

/** What an order's item keeps of a priced line: the first picture, the units and prices, the note and colour. */
export const orderItemOfLine = (line: PricedLine) => ({
  sku: line.sku,
  image: line.images[0] ?? null,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  totalPrice: line.totalPrice,
  note: line.note,
  selectedColor: line.selectedColor,
});

/** What the shopper pays for one unit: the sale price when there is one. */
export const effectivePrice = (product: { price: number; salePrice: number | null }) =>
  product.salePrice ?? product.price;

/** The customer's cart, made empty on first use. */
export async function ensureCart(db: AppDatabase, customerId: string): Promise<CartRow> {
  await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
  const [cart] = await db.select().from(carts).where(eq(carts.customerId, customerId));
  if (!cart) throw new Error(`No cart for customer ${customerId}`);
  return cart;
}

/** Locks the cart row until the transaction ends, so concurrent changes of one cart queue up. */
export async function lockCart(tx: AppDatabase, cartId: string): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

/** `main/addon`: how bundle prices and counts are keyed. */
const bundleKey = (main: string, addon: string) => `${main}/${addon}`;

/**
 * Units per bundle in a cart: of each add-on bought with a product (all its lines together), and of
 * each product bought for itself. The bundle price holds for as many add-ons as main products.
 */
export function bundleCounts(lines: { sku: string; quantity: number; bundleOf: string | null }[]) {
  const mains = new Map<string, number>();
  const addons = new Map<string, number>();
  for (const line of lines) {
    if (line.bundleOf === null) mains.set(line.sku, (mains.get(line.sku) ?? 0) + line.quantity);
    else {
      const key = bundleKey(line.bundleOf, line.sku);
      addons.set(key, (addons.get(key) ?? 0) + line.quantity);
    }
  }
  const mainsOf = (sku: string) => mains.get(sku) ?? 0;
  const addonsOf = (main: string, addon: string) => addons.get(bundleKey(main, addon)) ?? 0;
  return {
    mainsOf,
    addonsOf,
    /** An add-on line whose units (with its siblings') are all covered by main products. */
    covered: (line: { sku: string; bundleOf: string | null }) =>
      line.bundleOf !== null && addonsOf(line.bundleOf, line.sku) <= mainsOf(line.bundleOf),
  };
}

/**
 * The lines of a cart with today's prices: a bundle add-on costs its bundle price while the cart
 * holds at least as many of the product it was bought with (one add-on per main product), its own
 * price otherwise; a computer set costs what its chosen configuration costs today.
 */
export async function pricedLines(db: AppDatabase, cartId: string): Promise<PricedLine[]> {
  const rows = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.sku, cartItems.sku))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const counts = bundleCounts(rows.map(({ line }) => line));
  const bundled = rows.filter(({ line }) => counts.covered(line));
  const bundlePrices = new Map<string, number>();
  if (bundled.length > 0) {
    const offers = await db
      .select()
      .from(productBundles)
      .where(
        or(
          ...bundled.map(({ line }) =>
            and(eq(productBundles.sku, line.bundleOf ?? ''), eq(productBundles.addonSku, line.sku)),
          ),
        ),
      );
    for (const offer of offers) bundlePrices.set(bundleKey(offer.sku, offer.addonSku), offer.bundlePrice);
  }
  const sets = await loadComsetOffers(
    db,
    rows.filter(({ line }) => line.configuration !== null).map(({ line }) => line.sku),
  );
  return rows.map(({ line, product }) => {
    const offer = sets.get(line.sku);
    const configured = line.configuration && offer ? priceSelection(offer, line.configuration) : null;
    const unitPrice =
      configured?.unitPrice ??
      // Only covered bundles have a price here.
      bundlePrices.get(bundleKey(line.bundleOf ?? '', line.sku)) ??
      effectivePrice(product);
    const colour = product.colors.find((candidate) => candidate.code === line.colorCode);
    return {
      id: line.id,
      sku: product.sku,
      name: { th: product.nameTh, en: product.nameEn },
      images: product.images,
      quantity: line.quantity,
      note: line.note,
      selectedColor: colour ? { name: colour.name, code: colour.code } : null,
      bundleOf: line.bundleOf,
      configuration: configured?.configuration ?? null,
      unitPrice,
      totalPrice: unitPrice * line.quantity,
      // A product no longer published cannot be bought, nor a set with such a part: it reads as sold out.
      stock:
        product.published && !(offer && line.configuration && holdsUnpublishedPart(offer, line.configuration))
          ? product.stock
          : 0,
    };
  });
}

export function cartItemView(line: PricedLine): CartItemView {
  return {
    _id: line.id,
    product: { _id: line.sku, sku: line.sku, name: line.name, images: line.images },
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    note: line.note,
    selectedColor: line.selectedColor,
    totalPrice: line.totalPrice,
    configuration: line.configuration,
    bundleOf: line.bundleOf,
    maxQuantity: Math.min(line.stock, MAX_UNITS_PER_PRODUCT),
  };
}

export async function cartView(db: AppDatabase, cart: CartRow): Promise<CartView> {
  const lines = await pricedLines(db, cart.id);
  const services = cartServices(cart);
  return {
    _id: cart.id,
    customerId: cart.customerId,
    items: lines.map(cartItemView),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    services,
    subtotal: [...lines.map((line) => line.totalPrice), ...services.map((service) => service.price)].reduce(
      (sum, price) => sum + price,
      0,
    ),
    updatedAt: new Date(cart.updatedAt).toISOString(),
  };
}

/** The first SKU the lines hold more units of (all colours together) than its stock. */
export function firstOverStock(
  lines: PricedLine[],
): { sku: string; name: PricedLine['name']; quantity: number; stock: number } | undefined {
  const held = new Map<string, { name: PricedLine['name']; quantity: number; stock: number }>();
  for (const line of lines) {
    const entry = held.get(line.sku) ?? { name: line.name, quantity: 0, stock: line.stock };
    entry.quantity += line.quantity;
    // A set configured with an unpublished part reads as sold out, whatever its other lines.
    entry.stock = Math.min(entry.stock, line.stock);
    held.set(line.sku, entry);
  }
  for (const [sku, { name, quantity, stock }] of held) {
    if (quantity > stock) return { sku, name, quantity, stock };
  }
  return undefined;
}

/** The published products of these SKUs, by SKU (what a cart may take). */
export async function productsBySku(db: AppDatabase, skus: readonly Sku[]) {
  const wanted = [...new Set(skus)];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.sku, wanted), eq(products.published, true)));
  return new Map(rows.map((row) => [row.sku, row]));
}
