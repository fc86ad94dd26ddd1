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
