import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type CartRow, type CartView, cartView, ensureCart, lockCart } from './cart-lines.ts';

/** The signed-in customer's cart with this id, locked; another customer's is not found. */
export async function ownCart(tx: AppDatabase, customerId: string, cartId: string): Promise<CartRow> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .for('update');
  if (!cart) throw new DomainError('notFound', 'CART_NOT_FOUND', 'ไม่พบข้อมูลตะกร้า กรุณาโหลดหน้าใหม่');
  return cart;
}

/** A line of this cart; a line of another cart is not found. */
export async function ownLine(tx: AppDatabase, cartId: string, lineId: string) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  if (!line) throw new DomainError('notFound', 'CART_ITEM_NOT_FOUND', 'ไม่พบสินค้าในตะกร้า');
  return line;
}

/** The customer's cart (made on first use), locked until the transaction ends. */
export const lockedCartOf = (customerId: string) => async (tx: AppDatabase) => {
  const cart = await ensureCart(tx, customerId);
  await lockCart(tx, cart.id);
  return cart;
};

/** Runs a change of a cart in one transaction and answers the whole cart as it is afterwards. */
export const changeCart = (
  db: AppDatabase,
  cartOf: (tx: AppDatabase) => Promise<CartRow>,
  change: (tx: AppDatabase, cart: CartRow) => Promise<void>,
): Promise<CartView> =>
  db.transaction(async (tx) => {
    const cart = await cartOf(tx);
    await change(tx, cart);
    const [fresh] = await tx.select().from(carts).where(eq(carts.id, cart.id));
    return cartView(tx, fresh ?? cart);
  });
