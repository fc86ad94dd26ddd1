import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { payments } from '../db/schema/index.ts';
import type { PaymentRow } from './payment-view.ts';
import type { PaymentProvider } from './provider.ts';
import { settlePayment } from './settle.ts';

/** A payment pending this long is read back from the provider: its notice may have been lost. */
export const RECONCILE_AFTER_SECONDS = 60;
/** Payments read back per round at most; the rest wait for the next. */
const ROUND_SIZE = 100;

/**
 * Asks the provider how a pending charge stands and applies a settled one (paid, failed, expired)
 * as its notice would have. A provider that does not answer leaves it pending for the next round.
 * Answers whether the payment left `pending`.
 */
export async function readBackPayment(
  db: AppDatabase,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<boolean> {
  if (!payment.chargeId) return false;
  const charge = await provider.retrieveCharge(payment.chargeId).catch(() => undefined);
  if (!charge || charge.status === 'pending') return false;
  await settlePayment(db, provider, payment, charge);
  return true;
}

/**
 * One round of reconciliation: every charge of this provider still pending after
 * RECONCILE_AFTER_SECONDS is read back, so an order paid while the provider's notice (the browser's
 * return, the webhook) was lost is paid within minutes. Answers how many were settled.
 */
export async function reconcilePendingPayments(db: AppDatabase, provider: PaymentProvider): Promise<number> {
  const pending = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.provider, provider.name),
        isNotNull(payments.chargeId),
        lt(payments.createdAt, sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(ROUND_SIZE);
  let settled = 0;
  for (const payment of pending) if (await readBackPayment(db, provider, payment)) settled++;
  return settled;
}
