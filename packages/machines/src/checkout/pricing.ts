import { DISCOUNT_PERCENT_BELOW, SATANG_PER_BAHT, SHIPPING_FEE, VAT_RATE } from '../constants.ts';

/** Amounts are integer satang, like the contract's money. */
export interface PricingPreview {
  subtotal: number;
  shipping: number;
  priceBeforeTax: number;
  vat: number;
  discount: number;
  total: number;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/**
 * What a discount code's value takes off: under 100 it is a percentage of the subtotal, otherwise a
 * fixed amount in baht. Never more than the subtotal.
 */
export function discountAmount(subtotal: number, value: number): number {
  const amount =
    value < DISCOUNT_PERCENT_BELOW ? Math.round((subtotal * value) / 100) : value * SATANG_PER_BAHT;
  return Math.min(Math.max(amount, 0), subtotal);
}

/**
 * The order summary shown while checking out. It is only a preview: the server recomputes every
 * figure from its own prices and codes. VAT is included: price before tax = total / 1.07.
 */
export function previewPricing(lines: readonly PricedLine[], discountValue: number): PricingPreview {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = discountAmount(subtotal, discountValue);
  const total = subtotal - discount + SHIPPING_FEE;
  const priceBeforeTax = Math.round(total / (1 + VAT_RATE));
  return { subtotal, shipping: SHIPPING_FEE, priceBeforeTax, vat: total - priceBeforeTax, discount, total };
}
