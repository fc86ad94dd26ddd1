import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sha256 } from '../customers/secrets.ts';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, orderRefunds, orders, payments } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { stableJson } from '../orders/stable-json.ts';
import { stockUnits } from '../orders/stock-units.ts';
import { type PaymentProvider, PaymentProviderError } from '../payments/provider.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { returnStock } from '../stock/stock-ledger.ts';
import { queueRefundMail } from './refund-mail.ts';
import { type PlanLine, planRefund, type RefundAsk, type RefundPlan } from './refund-plan.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Refunds of an order that hold or gave back their lines: all but the failed ones. */
const holding = ne(orderRefunds.state, 'failed');

async function findOrder(db: AppDatabase, orderNumber: string, lock: boolean): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw new DomainError('notFound', 'ORDER_NOT_FOUND', 'No order has this number');
  return order;
}

/** Each line of an order with the units its refunds (pending or succeeded) give back. */
async function linesOf(db: AppDatabase, orderId: string): Promise<{ lines: PlanLine[]; refunded: number }> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), holding));
  const units = new Map<number, number>();
  for (const refund of refunds)
    for (const line of refund.lines) units.set(line.line, (units.get(line.line) ?? 0) + line.quantity);
  return {
    lines: items.map((item) => ({
      line: item.position,
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      refunded: units.get(item.position) ?? 0,
    })),
    refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
  };
}

function ensureRefundable(order: OrderRow): void {
  if (order.state === 'cancelled')
    throw new DomainError('conflict', 'ORDER_CANCELLED', 'This order is cancelled already');
  if (!order.paid) throw new DomainError('conflict', 'ORDER_NOT_PAID', 'This order is not paid');
}

function checkAsk(ask: RefundAsk): void {
  if ('lines' in ask && ask.lines.length === 0)
    throw new DomainError('invalid', 'VALIDATION_FAILED', 'Choose at least one line to refund');
}

/** What a refund would give back, computed as the refund itself would be; nothing is written. */
export async function previewRefund(
  db: AppDatabase,
  orderNumber: string,
  ask: RefundAsk,
): Promise<RefundPlan> {
  checkAsk(ask);
  const order = await findOrder(db, orderNumber, false);
  ensureRefundable(order);
  const { lines, refunded } = await linesOf(db, order.id);
  return planRefund(order, lines, refunded, ask);
}

export interface RefundInput {
  orderNumber: string;
  idempotencyKey: string;
  ask: RefundAsk;
}

/**
 * Writes a pending refund under the order's lock, so two requests at once are planned one after the
 * other and cannot give the same units or money back twice. The same Idempotency-Key answers the
 * refund it made first (another body with it is refused).
 */
async function writePendingRefund(
  db: AppDatabase,
  actor: Actor,
  { orderNumber, idempotencyKey, ask }: RefundInput,
  cancelsOrder: boolean,
): Promise<{ refund: RefundRow; fresh: boolean }> {
  const requestHash = sha256(stableJson({ ask, cancelsOrder }));
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNumber, true);
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, idempotencyKey)));
    if (earlier) {
      if (earlier.requestHash !== requestHash)
        throw new DomainError(
          'conflict',
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another refund',
        );
      return { refund: earlier, fresh: false };
    }
    ensureRefundable(order);
    const { lines, refunded } = await linesOf(tx, order.id);
    const plan = planRefund(order, lines, refunded, ask);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'successful')));
    if (!payment?.chargeId)
      throw new DomainError('conflict', 'ORDER_NOT_PAID', 'This order has no successful charge to refund');
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        idempotencyKey,
        requestHash,
        lines: plan.lines,
        rest: plan.rest,
        amount: plan.amount,
        cancelsOrder: cancelsOrder || plan.completesOrder,
        staffId: actor.id,
        staffEmail: actor.email,
      })
      .returning();
    if (!refund) throw new Error('The refund could not be written');
    await recordAudit(tx, actor, {
      action: cancelsOrder ? 'order.cancel' : 'order.refund',
      targetType: 'order',
      targetId: order.orderNumber,
      before: { state: order.state, refunded },
      after: { state: order.state, refunded: refunded + plan.amount, refund: auditedRefund(refund) },
    });
    return { refund, fresh: true };
  });
}

const auditedRefund = (refund: RefundRow) => ({
  id: refund.id,
  state: refund.state,
  amount: refund.amount,
  lines: refund.lines,
  rest: refund.rest,
  providerRefundId: refund.providerRefundId,
});

export type RefundOutcome =
  | { state: 'succeeded'; providerRefundId: string | null }
  | { state: 'failed'; failureMessage: string };

/**
 * Applies the provider's answer to a pending refund, exactly once: only the call that moves it out of
 * `pending` puts its units back on the shelves, cancels the order when every unit is given back (its
 * discount-code use comes back with it), queues the shopper's mail and writes the audit entry.
 */
export async function settleRefund(
  db: AppDatabase,
  refundId: string,
  outcome: RefundOutcome,
  actor?: Actor,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    if (!current) throw new Error(`No refund ${refundId}`);
    const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId)).for('update');
    if (!order) throw new Error(`No order of refund ${refundId}`);
    const [settled] = await tx
      .update(orderRefunds)
      .set({
        state: outcome.state,
        providerRefundId: outcome.state === 'succeeded' ? outcome.providerRefundId : null,
        failureMessage: outcome.state === 'failed' ? outcome.failureMessage : null,
        settledAt: sql`now()`,
      })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')))
      .returning();
    if (!settled) return current;
    let orderState = order.state;
    if (outcome.state === 'succeeded') {
      await restock(tx, order.id, settled, actor ?? { id: settled.staffId, email: settled.staffEmail });
      const { lines } = await linesOf(tx, order.id);
      const stillPending = await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.state, 'pending')));
      const everyUnitBack = lines.every((line) => line.refunded === line.quantity);
      if (everyUnitBack && stillPending.length === 0 && order.state !== 'cancelled') {
        await tx
          .update(orders)
          .set({ state: 'cancelled', paid: false, cancelledAt: sql`now()` })
          .where(eq(orders.id, order.id));
        orderState = 'cancelled';
      }
      await queueRefundMail(tx, order, settled, orderState === 'cancelled');
    }
    await recordAudit(tx, actor ?? { id: settled.staffId, email: settled.staffEmail }, {
      action: 'order.refund.settle',
      targetType: 'order',
      targetId: order.orderNumber,
      before: { state: order.state, refund: auditedRefund(current) },
      after: { state: orderState, refund: auditedRefund(settled) },
    });
    return settled;
  });
}

/** The units of a refund's lines (a computer set's parts with it) go back on the shelves. */
async function restock(tx: AppDatabase, orderId: string, refund: RefundRow, staff: Actor): Promise<void> {
  const positions = refund.lines.map((line) => line.line);
  if (positions.length === 0) return;
  const items = await tx
    .select({ position: orderItems.position, sku: orderItems.sku, configuration: orderItems.configuration })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.position, positions)));
  const units = stockUnits(
    refund.lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      configuration: items.find((item) => item.position === line.line)?.configuration ?? null,
    })),
  );
  await returnStock(tx, units, { kind: 'returned', orderId, staff });
}

/**
 * Asks the provider for a freshly written refund. A refusal fails it; no answer (a timeout, a
 * dropped connection) leaves it pending for reconciliation, which reads the provider later.
 */
async function askProvider(
  db: AppDatabase,
  provider: PaymentProvider,
  refund: RefundRow,
): Promise<RefundRow> {
  if (refund.amount === 0) return settleRefund(db, refund.id, { state: 'succeeded', providerRefundId: null });
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.chargeId) throw new Error(`Refund ${refund.id} has no charge`);
  try {
    const made = await provider.refund({
      chargeId: payment.chargeId,
      amount: refund.amount,
      reference: refund.id,
    });
    return settleRefund(db, refund.id, { state: 'succeeded', providerRefundId: made.id });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return settleRefund(db, refund.id, { state: 'failed', failureMessage: error.message });
    return refund;
  }
}

/** Refunds some lines (or every unit left) of a paid order through the payment provider, once. */
export async function refundOrder(
  db: AppDatabase,
  provider: PaymentProvider,
  actor: Actor,
  input: RefundInput,
): Promise<RefundRow> {
  checkAsk(input.ask);
  const { refund, fresh } = await writePendingRefund(db, actor, input, false);
  return fresh ? askProvider(db, provider, refund) : refund;
}

export interface CancelResult {
  state: OrderRow['state'];
  refund: RefundRow | null;
}

/**
 * Cancels an order. An unpaid one is cancelled at once and its held stock goes back, as when its
 * time runs out; a paid one is cancelled by refunding every unit left, which cancels it once the
 * provider gives the money back. Cancelling a cancelled order answers it as it is.
 */
export async function cancelOrder(
  db: AppDatabase,
  provider: PaymentProvider,
  actor: Actor,
  { orderNumber, idempotencyKey }: { orderNumber: string; idempotencyKey: string },
): Promise<CancelResult> {
  const unpaid = await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNumber, true);
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, idempotencyKey)));
    if (earlier || order.paid) return undefined;
    if (order.state === 'cancelled') return { state: order.state, refund: null };
    await tx
      .update(orders)
      .set({ state: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const items = await tx
      .select({ sku: orderItems.sku, quantity: orderItems.quantity, configuration: orderItems.configuration })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await returnStock(tx, stockUnits(items), { kind: 'cancelled', orderId: order.id, staff: actor });
    await recordAudit(tx, actor, {
      action: 'order.cancel',
      targetType: 'order',
      targetId: order.orderNumber,
      before: { state: order.state },
      after: { state: 'cancelled' },
    });
    return { state: 'cancelled' as const, refund: null };
  });
  if (unpaid) return unpaid;
  const { refund, fresh } = await writePendingRefund(
    db,
    actor,
    { orderNumber, idempotencyKey, ask: { all: true } },
    true,
  );
  const settled = fresh ? await askProvider(db, provider, refund) : refund;
  const [order] = await db.select({ state: orders.state }).from(orders).where(eq(orders.id, settled.orderId));
  return { state: order?.state ?? 'cancelled', refund: settled };
}
