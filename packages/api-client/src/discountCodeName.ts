/**
 * A discount code as the shop stores it: upper case, without the spaces around it. A code a shopper
 * or a staff member types, or a request's address brings, is parsed once where it comes in, so codes
 * are matched in any letter case and nothing further along changes a code's case.
 */
export type DiscountCodeName = string & { readonly kind: 'DiscountCodeName' };

export const parseDiscountCode = (typed: string): DiscountCodeName =>
  typed.trim().toUpperCase() as DiscountCodeName;
