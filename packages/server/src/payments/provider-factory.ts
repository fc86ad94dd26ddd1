import type { CommerceSettings } from '../commerce-settings.ts';
import type { AppDatabase } from '../db/open.ts';
import { createOmiseProvider } from './omise.ts';
import type { PaymentProvider } from './provider.ts';
import { createTestProvider } from './test-provider.ts';

/** The provider the settings name: Omise, or the test provider that keeps its charges in the database. */
export function createPaymentProvider(settings: CommerceSettings, db: AppDatabase): PaymentProvider {
  const { payments } = settings;
  return payments.provider === 'omise' ? createOmiseProvider(payments.omise) : createTestProvider(db);
}
