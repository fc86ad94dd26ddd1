import type { CheckoutProgress } from '@probuild/machines';
import { describe, expect, it } from 'vitest';
import { forgetCheckoutProgress, keepCheckoutProgress, readCheckoutProgress } from './checkoutProgress.ts';

/** A Storage held in memory. */
function memory(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const progress: CheckoutProgress = {
  step: 3,
  shippingMethod: 'pickup',
  shippingAddressId: 'a-1',
  wantTaxInvoice: true,
  taxInvoiceAddressId: 'a-2',
  paymentMethod: 'promptpay',
  discountCode: 'PROBUILD10',
};

describe('checkout progress in session storage', () => {
  it('gives back what was kept, to the same customer only', () => {
    const storage = memory();
    keepCheckoutProgress(storage, 'c-1', progress);
    expect(readCheckoutProgress(storage, 'c-1')).toEqual(progress);
    expect(readCheckoutProgress(storage, 'c-2')).toBeNull();
    forgetCheckoutProgress(storage);
    expect(readCheckoutProgress(storage, 'c-1')).toBeNull();
  });

  it('ignores what is not JSON or not a progress', () => {
    const storage = memory();
    storage.setItem('checkout_progress', '{oops');
    expect(readCheckoutProgress(storage, 'c-1')).toBeNull();
    for (const bad of [
      { step: 4 },
      { paymentMethod: 'cash' },
      { shippingMethod: 'drone' },
      { wantTaxInvoice: 'yes' },
    ]) {
      storage.setItem(
        'checkout_progress',
        JSON.stringify({ customerId: 'c-1', progress: { ...progress, ...bad } }),
      );
      expect(readCheckoutProgress(storage, 'c-1')).toBeNull();
    }
  });
});
