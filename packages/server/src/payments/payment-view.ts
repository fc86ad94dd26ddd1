import type { components } from '@probuild/api-client/schema';
import { desc, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { payments } from '../db/schema/index.ts';

type Schemas = components['schemas'];
export type PaymentRow = typeof payments.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function paymentView(row: PaymentRow): Schemas['Payment'] {
  return {
    checkoutId: row.id,
    provider: row.provider,
    method: row.method,
    chargeId: row.chargeId,
    tokenId: row.tokenId,
    amount: row.amount,
    currency: 'THB',
    status: row.status,
    paid: row.status === 'successful',
    paidAt: iso(row.paidAt),
    transaction: row.transaction,
  };
}

/** The latest payment attempt of each order; a successful one wins over later attempts. */
export async function latestPayments(
  db: AppDatabase,
  orderIds: string[],
): Promise<Map<string, Schemas['Payment']>> {
  const latest = new Map<string, Schemas['Payment']>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(desc(payments.createdAt));
  for (const row of rows) {
    const seen = latest.get(row.orderId);
    if (!seen || (row.status === 'successful' && seen.status !== 'successful'))
      latest.set(row.orderId, paymentView(row));
  }
  return latest;
}

/** A payment as the checkout's answer shows it: the QR code and the provider's page only while pending. */
export function checkoutSessionView(payment: PaymentRow, orderNumber: string): Schemas['CheckoutSession'] {
  return {
    checkoutId: payment.id,
    orderNumber,
    provider: payment.provider,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    currency: 'THB',
    chargeId: payment.chargeId,
    authorizeUri: payment.status === 'pending' ? payment.authorizeUri : null,
    qrCode:
      payment.status === 'pending' && payment.qrImageUrl && payment.qrExpiresAt
        ? { imageUrl: payment.qrImageUrl, expiresAt: new Date(payment.qrExpiresAt).toISOString() }
        : null,
    failureCode: payment.failureCode,
    failureMessage: payment.failureMessage,
  };
}
