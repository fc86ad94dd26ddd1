import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { cartItems } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { ensureWithinUnitLimit, raisedSkus } from '../orders/holding-limits.ts';
import { stockUnits } from '../orders/stock-units.ts';
import { bundleCounts, type CartRow, firstOverStock, pricedLines } from './cart-lines.ts';

/** What a cart holds, counted as an order would take it off the shelves. */
export const cartUnits = async (tx: AppDatabase, cartId: string) => stockUnits(await pricedLines(tx, cartId));

/**
 * After a change of the cart: 409 `OUT_OF_STOCK` naming the SKU when the cart holds more of it than
 * the stock; 422 `QUANTITY_LIMIT` when the change raised a product beyond what a customer may hold.
 */
export async function ensureCartAllowed(
  tx: AppDatabase,
  cart: CartRow,
  before: [string, number][],
): Promise<void> {
  const lines = await pricedLines(tx, cart.id);
  const over = firstOverStock(lines);
  if (over) {
    const { sku, name, quantity, stock } = over;
    throw new DomainError(
      'conflict',
      'OUT_OF_STOCK',
      stock === 0
        ? `${sku} is out of stock`
        : `Only ${stock} of ${sku} left (the cart would hold ${quantity})`,
      { sku, productName: name, unitsLeft: stock },
    );
  }
  const after = stockUnits(lines);
  await ensureWithinUnitLimit(tx, cart.customerId, after, raisedSkus(before, after));
}

/**
 * 422 `BUNDLE_LIMIT` when more of an add-on would be at its bundle price than the cart holds of the
 * product it comes with: one add-on per main product. (Lowering the main product is allowed: the
 * add-on then costs its own price, which the cart shows.)
 */
export async function ensureBundleCovered(
  tx: AppDatabase,
  cartId: string,
  bundleOf: string,
  addonSku: string,
): Promise<void> {
  const lines = await tx
    .select({ sku: cartItems.sku, quantity: cartItems.quantity, bundleOf: cartItems.bundleOf })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const counts = bundleCounts(lines);
  const mains = counts.mainsOf(bundleOf);
  if (counts.addonsOf(bundleOf, addonSku) <= mains) return;
  throw new DomainError(
    'unprocessable',
    'BUNDLE_LIMIT',
    `${addonSku} comes at its bundle price once per ${bundleOf}: at most ${mains} with ${mains} of ${bundleOf}`,
    { sku: addonSku, limit: mains },
  );
}
