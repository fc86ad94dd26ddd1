import { and, asc, eq, lt, sql } from 'drizzle-orm';
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
 * Asks the provider how a pending charge stands (by its id, or by the checkout id it carries when
 * its creation never answered) and applies it as its notice would have. A provider that does not
 * answer leaves it pending for the next round. Answers whether the payment left `pending`.
 */
export async function readBackPayment(
  db: AppDatabase,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<boolean> {
  const charge = await (payment.chargeId
    ? provider.retrieveCharge(payment.chargeId)
    : provider.findCheckoutCharge(payment.id, payment.createdAt)
  ).catch(() => undefined);
  if (!charge) return false;
  // A charge found by its checkout id is kept even while it is pending: its id is then known.
  if (charge.status === 'pending' && payment.chargeId) return false;
  const settled = await settlePayment(db, provider, payment, charge);
  return settled.status !== 'pending';
}

/**
 * One round of reconciliation: every charge of this provider still pending after
 * RECONCILE_AFTER_SECONDS is read back, so an order paid while the provider's notice (the browser's
 * return, the webhook) was lost is paid within minutes. A payment whose charge never answered is
 * looked for by its checkout id. Answers how many were settled.
 */
export async function reconcilePendingPayments(db: AppDatabase, provider: PaymentProvider): Promise<number> {
  const pending = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.provider, provider.name),
        lt(payments.createdAt, sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(ROUND_SIZE);
  let settled = 0;
  for (const payment of pending) if (await readBackPayment(db, provider, payment)) settled++;
  return settled;
}
