import { describe, expect, it } from 'vitest';
import { discountAmount, previewPricing } from '../../src/checkout/pricing.ts';

describe('pricing preview (satang)', () => {
  it('takes a value under 100 as a percentage of the subtotal', () => {
    expect(discountAmount(250_000, 10)).toBe(25_000);
    expect(discountAmount(99_999, 99)).toBe(98_999);
  });

  it('takes 100 and more as fixed baht, never more than the subtotal', () => {
    expect(discountAmount(250_000, 100)).toBe(10_000);
    expect(discountAmount(250_000, 1000)).toBe(100_000);
    expect(discountAmount(50_000, 1000)).toBe(50_000);
  });

  it('includes VAT: price before tax is the total divided by 1.07', () => {
    expect(previewPricing([{ unitPrice: 107_000, quantity: 1 }], 0)).toEqual({
      subtotal: 107_000,
      shipping: 0,
      priceBeforeTax: 100_000,
      vat: 7_000,
      discount: 0,
      total: 107_000,
    });
  });

  it('is all zero for an empty cart', () => {
    expect(previewPricing([], 10)).toEqual({
      subtotal: 0,
      shipping: 0,
      priceBeforeTax: 0,
      vat: 0,
      discount: 0,
      total: 0,
    });
  });
});
