import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orders, payments } from '../db/schema/index.ts';
import { registerSoldUnits } from '../warranty/serials.ts';
import type { PaymentRow } from './payment-view.ts';
import type { Charge } from './provider.ts';

/**
 * Applies what the provider says about a charge to our payment and its order. Only a pending
 * payment changes, and only an unpaid order becomes paid, so a charge that arrives twice (the
 * browser's return and the webhook) pays the order exactly once. A charge whose amount or
 * currency is not the order's is refused, whatever its status.
 */
export async function settlePayment(
  db: AppDatabase,
  payment: PaymentRow,
  charge: Charge,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    const matches = order !== undefined && charge.amount === order.total && charge.currency === 'THB';
    // Two checkouts of one order both paid: the order keeps the first, this charge is to be refunded.
    const paidTwice = charge.status === 'successful' && order?.paid === true;
    const status = matches && !paidTwice ? charge.status : 'failed';
    const failureMessage = !matches
      ? 'The charged amount does not match the order'
      : paidTwice
        ? 'The order was already paid; this charge will be refunded'
        : charge.failureMessage;
    const [updated] = await tx
      .update(payments)
      .set({
        chargeId: charge.id,
        status,
        authorizeUri: charge.authorizeUri ?? payment.authorizeUri,
        qrImageUrl: charge.qrCode?.imageUrl ?? null,
        qrExpiresAt: charge.qrCode ? new Date(charge.qrCode.expiresAt) : null,
        failureMessage,
        transaction: charge.transaction,
        paidAt: status === 'successful' ? sql`now()` : null,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      return current ?? payment;
    }
    if (status === 'successful') {
      const [paid] = await tx
        .update(orders)
        .set({ paid: true, state: 'inprogress', paidAt: sql`now()` })
        .where(and(eq(orders.id, payment.orderId), eq(orders.paid, false)))
        .returning({ id: orders.id });
      if (paid) await registerSoldUnits(tx, paid.id);
    }
    return updated;
  });
}
