import type { components } from '@probuild/api-client/schema';

export type Pricing = components['schemas']['Pricing'];
export type DiscountResult = components['schemas']['DiscountResult'];

/** Thai VAT, included in every price. */
export const VAT_PERCENT = 7;
export const SHIPPING_FEE = 0;
/** The smallest total an order may have: 20 baht, the smallest charge Omise takes in Thailand. */
export const MIN_PAYABLE_TOTAL = 2_000;

export interface DiscountRule {
  code: string;
  percent: number | null;
  amount: number | null;
}

/**
 * The discount in satang: a percentage of the subtotal rounded half up to the satang, or a fixed
 * amount; never so much that the total falls below MIN_PAYABLE_TOTAL (none when it is there already).
 */
export function discountValue(rule: DiscountRule | null, subtotal: number): number {
  if (!rule) return 0;
  const value = rule.percent !== null ? Math.round((subtotal * rule.percent) / 100) : (rule.amount ?? 0);
  return Math.max(0, Math.min(value, subtotal + SHIPPING_FEE - MIN_PAYABLE_TOTAL));
}

/** The sum of the lines' totals, in satang. */
export const subtotalOf = (lineTotals: number[]) => lineTotals.reduce((sum, total) => sum + total, 0);

/**
 * Subtotal, shipping, discount and total in satang, VAT included. The price before tax is
 * total / 1.07 rounded half up to the satang (computed as total × 100 / 107); VAT is the rest, so
 * priceBeforeTax + vat = total exactly.
 */
export function priceOrder(
  lineTotals: number[],
  rule: DiscountRule | null,
): { pricing: Pricing; discount: DiscountResult } {
  const subtotal = subtotalOf(lineTotals);
  const discount = discountValue(rule, subtotal);
  const total = subtotal + SHIPPING_FEE - discount;
  const priceBeforeTax = Math.round((total * 100) / (100 + VAT_PERCENT));
  return {
    pricing: {
      subtotal,
      shipping: SHIPPING_FEE,
      discount,
      total,
      priceBeforeTax,
      vat: total - priceBeforeTax,
    },
    discount: { applied: rule !== null, code: rule?.code ?? null, value: discount },
  };
}
