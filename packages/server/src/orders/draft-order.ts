import type { components } from '@probuild/api-client/schema';
import { findCustomer } from '../customers/customer-store.ts';
import type { AppDatabase } from '../db/open.ts';
import { resolveCheckout } from './checkout-input.ts';

/**
 * The order the customer's cart would make, checked and priced as placing it would (the payment
 * method may still be open), with the customer it is for. Nothing is written.
 */
export function draftOrder(
  db: AppDatabase,
  customerId: string,
  request: components['schemas']['OrderRequest'],
) {
  return db.transaction(async (tx) => {
    const resolved = await resolveCheckout(tx, customerId, request, { requirePaymentMethod: false });
    const customer = await findCustomer(tx, customerId);
    return { resolved, customer };
  });
}
