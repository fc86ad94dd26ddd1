import { and, eq, isNull, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { testProviderCharges, testProviderRefunds } from '../db/schema/index.ts';
import { type Charge, type PaymentProvider, PaymentProviderError } from './provider.ts';

type TestChargeRow = typeof testProviderCharges.$inferSelect;

/** Path of the test provider's hosted page of a checkout (under the API prefix). */
export const testProviderPagePath = (checkoutId: string) => `/api/v1/payments/test-provider/${checkoutId}`;

/** A stand-in QR image for PromptPay: the tester decides on the hosted page instead of scanning. */
const TEST_QR_IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="#fff" stroke="#000"/><text x="80" y="76" font-size="14" text-anchor="middle">TEST</text><text x="80" y="96" font-size="14" text-anchor="middle">PromptPay</text></svg>',
).toString('base64')}`;

export const QR_LIFETIME_MINUTES = 15;

function charge(row: TestChargeRow): Charge {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: 'THB',
    authorizeUri: null,
    qrCode:
      pending && row.method === 'promptpay'
        ? {
            imageUrl: TEST_QR_IMAGE,
            expiresAt: new Date(
              new Date(row.createdAt).getTime() + QR_LIFETIME_MINUTES * 60_000,
            ).toISOString(),
          }
        : null,
    failureCode: row.status === 'failed' ? 'declined' : null,
    failureMessage: row.status === 'failed' ? 'Declined on the test provider page' : null,
    transaction: row.status === 'successful' ? `trxn_test_${row.id.slice('chrg_test_'.length)}` : null,
  };
}

/**
 * The built-in provider (the default; no keys): every charge waits for a tester to press Pay or
 * Decline on its hosted page, which is where `authorizeUri` sends the browser.
 */
export function createTestProvider(db: AppDatabase): PaymentProvider {
  return {
    name: 'test',
    async createCharge(request) {
      const [row] = await db
        .insert(testProviderCharges)
        .values({ amount: request.amount, method: request.method })
        .returning();
      if (!row) throw new Error('The test provider could not store its charge');
      return {
        ...charge(row),
        authorizeUri: `${request.serverOrigin}${testProviderPagePath(request.checkoutId)}`,
      };
    },
    async retrieveCharge(chargeId) {
      const [row] = await db.select().from(testProviderCharges).where(eq(testProviderCharges.id, chargeId));
      return row && charge(row);
    },
    // Charges are made in this process and answered in the same call: none is ever made unanswered.
    findCheckoutCharge: async () => undefined,
    async refundCharge({ id }) {
      const [refunded] = await db
        .update(testProviderCharges)
        .set({ refundedAt: sql`now()` })
        .where(
          and(
            eq(testProviderCharges.id, id),
            eq(testProviderCharges.status, 'successful'),
            isNull(testProviderCharges.refundedAt),
          ),
        )
        .returning({ id: testProviderCharges.id });
      if (!refunded) throw new PaymentProviderError(`Charge ${id} cannot be refunded`);
      return `rfnd_test_${id.slice('chrg_test_'.length)}`;
    },
    // As Omise does: only a paid charge, never by more than it has left (counted under its lock).
    async refund({ chargeId, amount, reference }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testProviderCharges)
          .where(eq(testProviderCharges.id, chargeId))
          .for('update');
        if (row?.status !== 'successful' || row.refundedAt)
          throw new PaymentProviderError(`Charge ${chargeId} cannot be refunded`);
        const [given] = await tx
          .select({ amount: sum(testProviderRefunds.amount).mapWith(Number) })
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.chargeId, chargeId));
        if (!Number.isInteger(amount) || amount <= 0 || amount > row.amount - (given?.amount ?? 0))
          throw new PaymentProviderError('The amount is more than the charge has left');
        const [made] = await tx
          .insert(testProviderRefunds)
          .values({ chargeId, amount, reference })
          .returning();
        if (!made) throw new Error('The test provider could not store its refund');
        return { id: made.id, amount: made.amount };
      });
    },
    async findRefund(chargeId, reference) {
      const [row] = await db
        .select()
        .from(testProviderRefunds)
        .where(and(eq(testProviderRefunds.chargeId, chargeId), eq(testProviderRefunds.reference, reference)));
      return row && { id: row.id, amount: row.amount };
    },
  };
}
