import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orders, payments } from '../db/schema/index.ts';
import { issueOrderDocument } from '../documents/issue-document.ts';
import type { PaymentRow } from './payment-view.ts';
import type { Charge, PaymentProvider } from './provider.ts';

/**
 * Applies what the provider says about a charge to our payment and its order. Only a pending
 * payment changes, and only an unpaid order becomes paid (its row is locked meanwhile), so a
 * charge that arrives twice (the browser's return and the webhook) or two charges of one order
 * pay the order exactly once. A charge whose amount or currency is not the order's is refused,
 * whatever its status; a refused charge that took money is refunded through the provider.
 */
export async function settlePayment(
  db: AppDatabase,
  provider: PaymentProvider,
  payment: PaymentRow,
  charge: Charge,
): Promise<PaymentRow> {
  const { row, refund } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const matches = order !== undefined && charge.amount === order.total && charge.currency === 'THB';
    const paidTwice = charge.status === 'successful' && order?.paid === true;
    // Paid after its time ran out: the stock went back on sale, so the money goes back too.
    const tooLate = charge.status === 'successful' && order?.state === 'cancelled';
    const status = matches && !paidTwice && !tooLate ? charge.status : 'failed';
    const failureCode = !matches
      ? 'amount_mismatch'
      : paidTwice
        ? 'already_paid'
        : tooLate
          ? 'paid_too_late'
          : charge.failureCode;
    const [updated] = await tx
      .update(payments)
      .set({
        chargeId: charge.id,
        status,
        authorizeUri: charge.authorizeUri ?? payment.authorizeUri,
        qrImageUrl: charge.qrCode?.imageUrl ?? null,
        qrExpiresAt: charge.qrCode ? new Date(charge.qrCode.expiresAt) : null,
        failureCode: status === 'failed' ? (failureCode ?? 'declined') : null,
        failureMessage: charge.failureMessage,
        transaction: charge.transaction,
        paidAt: status === 'successful' ? sql`now()` : null,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      return { row: current ?? payment, refund: false };
    }
    // wait → inprogress: paid, to be delivered (the spec's 'being delivered'); staff pack it next.
    // The serials of its units are recorded at packing.
    if (status === 'successful') {
      const [paid] = await tx
        .update(orders)
        .set({ paid: true, state: 'inprogress', paidAt: sql`now()`, fulfilmentStage: 'paid' })
        .where(and(eq(orders.id, payment.orderId), eq(orders.paid, false)))
        .returning({ id: orders.id });
      // The tax invoice or receipt is numbered in this transaction, so its series has no gap.
      if (paid && order) await issueOrderDocument(tx, order);
    }
    // Only the one call that moved the payment out of `pending` refunds, so a charge is refunded once.
    return { row: updated, refund: charge.status === 'successful' && status !== 'successful' };
  });
  if (!refund) return row;
  // After the commit: the refund is a call to the provider, not part of our transaction. A failed
  // refund stays visible on the payment (no refund id, the reason in its message) for staff.
  const change = await provider.refundCharge(charge).then(
    (refundId) => ({ refundId }),
    (error: unknown) => ({ failureMessage: `The refund failed: ${String(error)}` }),
  );
  const [refunded] = await db.update(payments).set(change).where(eq(payments.id, row.id)).returning();
  return refunded ?? row;
}
