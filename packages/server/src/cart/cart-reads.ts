import { eq, sql } from 'drizzle-orm';
import { cartCompanions } from '../catalogue/product-detail.ts';
import type { AppDatabase } from '../db/open.ts';
import { cartItems } from '../db/schema/index.ts';
import { type CartView, cartView, ensureCart } from './cart-lines.ts';

/** The units in the customer's cart (made on first use). */
export async function cartItemCount(db: AppDatabase, customerId: string): Promise<number> {
  const cart = await ensureCart(db, customerId);
  const [row] = await db
    .select({ itemCount: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id));
  return Number(row?.itemCount ?? 0);
}

/** The customer's cart (made on first use), priced now. */
export async function customerCart(db: AppDatabase, customerId: string): Promise<CartView> {
  return cartView(db, await ensureCart(db, customerId));
}

/** Products that go with what the customer's cart (made on first use) holds. */
export async function cartRelated(db: AppDatabase, customerId: string) {
  const cart = await ensureCart(db, customerId);
  return cartCompanions(db, cart.id);
}
