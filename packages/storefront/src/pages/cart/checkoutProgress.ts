import { isOneOf, PAYMENT_METHODS, SHIPPING_METHODS, STORAGE_KEYS } from '@probuild/api-client';
import type { CheckoutProgress } from '@probuild/machines';

/** Session storage: the progress lasts while the tab is open, and belongs to one customer. */
const KEY = STORAGE_KEYS.checkoutProgress;

const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The kept progress of this customer, or null when there is none or it is not one. */
export function readCheckoutProgress(storage: Storage, customerId: string): CheckoutProgress | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof kept !== 'object' || kept === null) return null;
  const { customerId: owner, progress } = kept as {
    customerId?: unknown;
    progress?: Partial<CheckoutProgress>;
  };
  if (owner !== customerId || typeof progress !== 'object' || progress === null) return null;
  const valid =
    (progress.step === 1 || progress.step === 2 || progress.step === 3) &&
    isOneOf(SHIPPING_METHODS, progress.shippingMethod) &&
    typeof progress.wantTaxInvoice === 'boolean' &&
    isStringOrNull(progress.shippingAddressId) &&
    isStringOrNull(progress.taxInvoiceAddressId) &&
    (progress.paymentMethod === null || isOneOf(PAYMENT_METHODS, progress.paymentMethod)) &&
    isStringOrNull(progress.discountCode);
  return valid ? (progress as CheckoutProgress) : null;
}

export function keepCheckoutProgress(storage: Storage, customerId: string, progress: CheckoutProgress): void {
  storage.setItem(KEY, JSON.stringify({ customerId, progress }));
}

export function forgetCheckoutProgress(storage: Storage): void {
  storage.removeItem(KEY);
}
