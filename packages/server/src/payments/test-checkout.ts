import type { components } from '@probuild/api-client/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { testProviderCharges } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { findPayment, orderNumberOf } from './checkout-session.ts';
import type { PaymentProvider } from './provider.ts';

/** A checkout charged through the test provider; none while another provider is configured. */
async function testPayment(db: AppDatabase, provider: PaymentProvider, checkoutId: string) {
  const payment = provider.name === 'test' ? await findPayment(db, checkoutId) : undefined;
  return payment?.provider === 'test' && payment.chargeId
    ? { ...payment, chargeId: payment.chargeId }
    : undefined;
}

/** What the test provider's page shows of a checkout; undefined when there is no such test payment. */
export async function testCheckout(db: AppDatabase, provider: PaymentProvider, checkoutId: string) {
  const payment = await testPayment(db, provider, checkoutId);
  if (!payment) return undefined;
  const [testCharge] = await db
    .select()
    .from(testProviderCharges)
    .where(eq(testProviderCharges.id, payment.chargeId));
  return {
    checkoutId: payment.id,
    orderNumber: await orderNumberOf(db, payment),
    amount: payment.amount,
    method: payment.method,
    status: testCharge?.status ?? payment.status,
  };
}

/**
 * The payer's decision on the test provider's page; as with a real provider the first decision
 * stands. Answers the checkout id; 404 when there is no such test payment.
 */
export async function decideTestPayment(
  db: AppDatabase,
  provider: PaymentProvider,
  checkoutId: string,
  decision: components['schemas']['TestProviderDecision']['decision'],
): Promise<string> {
  const payment = await testPayment(db, provider, checkoutId);
  if (!payment) throw new DomainError('notFound', 'NOT_FOUND', 'No such test payment');
  await db
    .update(testProviderCharges)
    .set({ status: decision === 'approve' ? 'successful' : 'failed', decidedAt: sql`now()` })
    .where(and(eq(testProviderCharges.id, payment.chargeId), eq(testProviderCharges.status, 'pending')));
  return payment.id;
}
