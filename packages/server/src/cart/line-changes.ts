import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts } from '../db/schema/index.ts';
import { cartUnits, ensureBundleCovered, ensureCartAllowed } from './cart-limits.ts';
import { type CartItemView, type CartView, cartItemView, pricedLines } from './cart-lines.ts';
import { changeCart, ownCart, ownLine } from './own-cart.ts';

/** A line of one of the customer's carts. */
export interface CartLineOf {
  customerId: string;
  cartId: string;
  lineId: string;
}

/**
 * Sets a line's quantity and answers the whole cart; refused (and nothing changed) when the cart
 * would then hold more than the stock, more than the customer may hold, or more bundle add-ons than
 * the products they come with.
 */
export function changeLineQuantity(
  db: AppDatabase,
  { customerId, cartId, lineId, quantity }: CartLineOf & { quantity: number },
): Promise<CartView> {
  return changeCart(
    db,
    (tx) => ownCart(tx, customerId, cartId),
    async (tx, cart) => {
      const line = await ownLine(tx, cart.id, lineId);
      const before = await cartUnits(tx, cart.id);
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
      await ensureCartAllowed(tx, cart, before);
      if (line.bundleOf && quantity > line.quantity) {
        await ensureBundleCovered(tx, cart.id, line.bundleOf, line.sku);
      }
      await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
    },
  );
}

/** Takes a line out of the cart and answers the whole cart. */
export function removeLine(db: AppDatabase, { customerId, cartId, lineId }: CartLineOf): Promise<CartView> {
  return changeCart(
    db,
    (tx) => ownCart(tx, customerId, cartId),
    async (tx, cart) => {
      const line = await ownLine(tx, cart.id, lineId);
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      // The assembly is of the build's parts: it leaves with the last of them.
      const [left] = await tx
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id))
        .limit(1);
      await tx
        .update(carts)
        .set({ updatedAt: sql`now()`, ...(left ? {} : { assembly: false }) })
        .where(eq(carts.id, cart.id));
    },
  );
}

/** Sets a line's note and answers the line as priced now. */
export function changeLineNote(
  db: AppDatabase,
  { customerId, cartId, lineId, note }: CartLineOf & { note: string },
): Promise<CartItemView> {
  return db.transaction(async (tx) => {
    const cart = await ownCart(tx, customerId, cartId);
    const line = await ownLine(tx, cart.id, lineId);
    await tx.update(cartItems).set({ note }).where(eq(cartItems.id, line.id));
    const priced = (await pricedLines(tx, cart.id)).find((candidate) => candidate.id === line.id);
    if (!priced) throw new Error('The cart line vanished inside its own transaction');
    return cartItemView(priced);
  });
}
