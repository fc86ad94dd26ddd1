import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderRefunds, payments } from '../db/schema/index.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { settleRefund } from './refund-order.ts';

/** A refund pending this long is read back from the provider: its answer never came. */
export const REFUND_RECONCILE_AFTER_SECONDS = 60;
/** Refunds read back per round at most; the rest wait for the next. */
const ROUND_SIZE = 100;

/**
 * One round of refund reconciliation: each refund of this provider still pending after
 * REFUND_RECONCILE_AFTER_SECONDS is looked for at the provider by the shop's reference. Found, it
 * succeeded; not found, the provider never made it and it failed (staff may ask again); a provider
 * that does not answer leaves it for the next round. Answers how many were settled.
 */
export async function reconcilePendingRefunds(db: AppDatabase, provider: PaymentProvider): Promise<number> {
  const pending = await db
    .select({ id: orderRefunds.id, chargeId: payments.chargeId })
    .from(orderRefunds)
    .innerJoin(payments, eq(payments.id, orderRefunds.paymentId))
    .where(
      and(
        eq(orderRefunds.state, 'pending'),
        eq(payments.provider, provider.name),
        lt(orderRefunds.createdAt, sql`now() - make_interval(secs => ${REFUND_RECONCILE_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt))
    .limit(ROUND_SIZE);
  let settled = 0;
  for (const { id, chargeId } of pending) {
    if (!chargeId) continue;
    const found = await provider.findRefund(chargeId, id).then(
      (refund) => ({ refund }),
      () => undefined,
    );
    if (!found) continue;
    await settleRefund(
      db,
      id,
      found.refund
        ? { state: 'succeeded', providerRefundId: found.refund.id }
        : { state: 'failed', failureMessage: 'The provider has no record of this refund' },
    );
    settled++;
  }
  return settled;
}
