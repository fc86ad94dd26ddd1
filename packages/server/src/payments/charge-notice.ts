import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { payments } from '../db/schema/index.ts';
import type { PaymentProvider } from './provider.ts';
import { settlePayment } from './settle.ts';

/** What came of a provider's notice: not about a completed charge, about no charge of ours, applied. */
export type ChargeNoticeOutcome = 'ignored' | 'unknownCharge' | 'received';

/**
 * Applies Omise's notice that a charge completed. The notice itself proves nothing: the charge is
 * read back from Omise with the secret key, and applied to the payment it belongs to.
 */
export async function receiveChargeNotice(
  db: AppDatabase,
  provider: PaymentProvider,
  event: { key: string; data: { id: string } },
): Promise<ChargeNoticeOutcome> {
  if (event.key !== 'charge.complete' || provider.name !== 'omise') return 'ignored';
  const [known] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'omise'), eq(payments.chargeId, event.data.id)));
  // Omise is asked about an unknown charge only while some payment still waits for its charge id.
  if (!known && !(await anyPaymentWithoutCharge(db))) return 'unknownCharge';
  const charge = await provider.retrieveCharge(event.data.id);
  if (!charge) return 'unknownCharge';
  // A charge whose creation never answered (the connection dropped after Omise took it) is
  // found by the checkout id it carries, as Omise has it.
  const payment =
    known ?? (charge.checkoutId ? await paymentWithoutCharge(db, charge.checkoutId) : undefined);
  if (!payment) return 'unknownCharge';
  await settlePayment(db, provider, payment, charge);
  return 'received';
}

/** A pending Omise payment whose charge was asked for but whose answer never came. */
async function paymentWithoutCharge(db: AppDatabase, checkoutId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, checkoutId),
        eq(payments.provider, 'omise'),
        eq(payments.status, 'pending'),
        isNull(payments.chargeId),
      ),
    );
  return row;
}

async function anyPaymentWithoutCharge(db: AppDatabase): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, 'omise'), eq(payments.status, 'pending'), isNull(payments.chargeId)))
    .limit(1);
  return row !== undefined;
}
