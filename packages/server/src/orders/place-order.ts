import type { components } from '@probuild/api-client/schema';
import { and, eq, sql } from 'drizzle-orm';
import { orderItemOfLine } from '../cart/cart-lines.ts';
import type { CommerceSettings } from '../commerce-settings.ts';
import { lockCustomer } from '../customers/customer-store.ts';
import { sha256 } from '../customers/secrets.ts';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts, orderItems, orders, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { moveStock } from '../stock/stock-ledger.ts';
import {
  nextOrderNumber,
  outOfStock,
  type PaymentMethod,
  type ResolvedCheckout,
  resolveCheckout,
} from './checkout-input.ts';
import { ensureAnotherUnpaidOrder } from './holding-limits.ts';
import { newOrderPayBy } from './order-expiry.ts';
import { type Order, type OrderRow, orderViews } from './order-view.ts';
import { stableJson } from './stable-json.ts';
import { stockUnits } from './stock-units.ts';

export interface PlaceOrderInput {
  customerId: string;
  /** The client's key of this order request: the same key answers the same order, once placed. */
  idempotencyKey: string;
  request: components['schemas']['OrderRequest'];
}

/** The order, and whether an earlier request with the same key had placed it already. */
export interface PlacedOrder {
  order: Order;
  repeated: boolean;
}

/** Thrown inside the order transaction when a concurrent request with the same key won. */
class IdempotencyKeyTaken extends Error {}

/**
 * Places an order from the customer's cart: checked and priced from the database, the stock taken,
 * the cart emptied, all in one transaction. A request repeated with its Idempotency-Key answers the
 * first order; the same key with another body is refused with 409 `IDEMPOTENCY_KEY_REUSED`.
 */
export async function placeOrder(
  db: AppDatabase,
  settings: Pick<CommerceSettings, 'unpaidOrdersPerCustomer'>,
  { customerId, idempotencyKey: key, request }: PlaceOrderInput,
): Promise<PlacedOrder> {
  const requestHash = sha256(stableJson(request));
  const earlier = await findByKey(db, customerId, key);
  if (earlier) return { order: await repeat(db, earlier, requestHash), repeated: true };

  let created: OrderRow;
  try {
    created = await db.transaction(async (tx) => {
      // One order placement per customer at a time; a request that waited here for another
      // with the same key then sees that order and answers it.
      await lockCustomer(tx, customerId);
      const [taken] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
      if (taken) throw new IdempotencyKeyTaken();
      const resolved = await resolveCheckout(tx, customerId, request, { requirePaymentMethod: true });
      // Unpaid orders hold stock: a customer cannot take the shelves with orders never paid.
      await ensureAnotherUnpaidOrder(tx, customerId, settings);
      const { pricing, discount } = resolved;
      // The shopper pays what they were shown: a total that moved since is shown before any order.
      const { expectedTotal } = request;
      if (expectedTotal !== undefined && expectedTotal !== pricing.total) {
        throw new DomainError(
          'conflict',
          'TOTAL_CHANGED',
          `The total changed from ${expectedTotal} to ${pricing.total} satang; review the order again`,
          { amount: pricing.total },
        );
      }
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: await nextOrderNumber(tx),
          customerId,
          idempotencyKey: key,
          requestHash,
          shippingMethod: request.shippingMethod,
          // Required above (requirePaymentMethod).
          paymentMethod: resolved.paymentMethod as PaymentMethod,
          shippingAddress: resolved.shippingAddress,
          taxInvoiceAddress: resolved.taxInvoiceAddress,
          ...pricing,
          discountCode: discount.code,
          assemblyFee: resolved.services.find((service) => service.code === 'assembly')?.price ?? null,
          payBy: newOrderPayBy,
        })
        .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
        .returning();
      if (!order) throw new IdempotencyKeyTaken();
      await takeStock(tx, order.id, resolved.lines);
      await tx.insert(orderItems).values(
        resolved.lines.map((line, position) => ({
          orderId: order.id,
          position,
          ...orderItemOfLine(line),
          nameTh: line.name.th,
          nameEn: line.name.en,
          configuration: line.configuration,
        })),
      );
      await tx.delete(cartItems).where(eq(cartItems.cartId, resolved.cart.id));
      await tx
        .update(carts)
        .set({ assembly: false, updatedAt: sql`now()` })
        .where(eq(carts.id, resolved.cart.id));
      return order;
    });
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken)) throw error;
    const winner = await findByKey(db, customerId, key);
    if (!winner) throw error;
    return { order: await repeat(db, winner, requestHash), repeated: true };
  }
  const [order] = (await orderViews(db, [created])) as [Order];
  return { order, repeated: false };
}

async function findByKey(db: AppDatabase, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The answer to a repeated request: the first order again, or 409 when the body changed. */
async function repeat(db: AppDatabase, row: OrderRow, requestHash: string): Promise<Order> {
  if (row.requestHash !== requestHash) {
    throw new DomainError(
      'conflict',
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different order request',
    );
  }
  const [order] = await orderViews(db, [row]);
  return order as Order;
}

/**
 * Takes the units off the stock (a set's parts too). The update only succeeds while enough units
 * are left, so two buyers of the last unit cannot both win: the second gets 409 naming the SKU and
 * its transaction is rolled back.
 */
async function takeStock(tx: AppDatabase, orderId: string, lines: ResolvedCheckout['lines']): Promise<void> {
  for (const [sku, quantity] of stockUnits(lines)) {
    if (await moveStock(tx, sku, -quantity, { kind: 'sold', orderId })) continue;
    const [left] = await tx
      .select({ stock: products.stock, th: products.nameTh, en: products.nameEn })
      .from(products)
      .where(eq(products.sku, sku));
    throw outOfStock(sku, left?.stock ?? 0, left && { th: left.th, en: left.en });
  }
}
