import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, orders, payments } from '../db/schema/index.ts';
import type { PaymentRow } from '../payments/payment-view.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { readBackPayment } from '../payments/reconcile.ts';
import { returnStock } from '../stock/stock-ledger.ts';
import { stockUnits } from './stock-units.ts';

/** How long a new unpaid order holds its stock. */
export const ORDER_HOLD_MINUTES = 30;
/** A payment started holds the stock this much longer: a charge of the provider may still succeed. */
export const PAYMENT_HOLD_MINUTES = 15;
/** No unpaid order holds stock longer than this after it was placed, however often its payment starts. */
export const MAX_HOLD_MINUTES = 120;
/** Orders cancelled per round at most; the rest wait for the next. */
const ROUND_SIZE = 100;

/** When a new order stops holding its stock. */
export const newOrderPayBy = sql`now() + make_interval(mins => ${ORDER_HOLD_MINUTES})`;

/**
 * Keeps an unpaid order's stock while a payment of it starts, and says whether it still can be paid:
 * false when it was cancelled or its time ran out (the expiry job cancels it). The order row is
 * updated under its lock, so a payment and the job's cancellation never both win.
 */
export async function holdForPayment(db: AppDatabase, orderId: string): Promise<boolean> {
  const [held] = await db
    .update(orders)
    .set({
      payBy: sql`least(
        ${orders.createdAt} + make_interval(mins => ${MAX_HOLD_MINUTES}),
        greatest(${orders.payBy}, now() + make_interval(mins => ${PAYMENT_HOLD_MINUTES}))
      )`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'wait'), sql`${orders.payBy} > now()`))
    .returning({ id: orders.id });
  return held !== undefined;
}

/**
 * Cancels one lapsed unpaid order and puts its units back on the shelf, in one transaction. The
 * update takes the order only while it is still unpaid and lapsed, so of two instances (or a payment
 * arriving at that moment) one wins and the stock comes back exactly once.
 */
async function cancelLapsedOrder(db: AppDatabase, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ state: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.state, 'wait'), lt(orders.payBy, sql`now()`)))
      .returning({ id: orders.id });
    if (!cancelled) return false;
    const lines = await tx
      .select({ sku: orderItems.sku, quantity: orderItems.quantity, configuration: orderItems.configuration })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    // What the order took, set parts included, in the order orders take it.
    await returnStock(tx, stockUnits(lines), { kind: 'cancelled', orderId });
    return true;
  });
}

/**
 * One round of the expiry job: every unpaid order past its `payBy` is cancelled and its stock
 * restored. A charge the provider has settled but the shop has not heard of (a lost webhook) is
 * applied first, so an order paid at the last moment is kept. Answers how many were cancelled.
 */
export async function cancelLapsedOrders(db: AppDatabase, provider: PaymentProvider): Promise<number> {
  const lapsed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'wait'), lt(orders.payBy, sql`now()`)))
    .orderBy(asc(orders.payBy))
    .limit(ROUND_SIZE);
  let cancelled = 0;
  for (const { id } of lapsed) {
    const pending: PaymentRow[] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, 'pending'), isNotNull(payments.chargeId)));
    for (const payment of pending) await readBackPayment(db, provider, payment);
    if (await cancelLapsedOrder(db, id)) cancelled++;
  }
  return cancelled;
}
