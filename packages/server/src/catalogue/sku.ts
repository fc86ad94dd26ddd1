/**
 * A product's SKU as the catalogue stores it: upper case. A SKU a request brings (a path, a body, a
 * query) is parsed once where the request is read (routes/, http/), so every lookup is
 * case-insensitive and the domain never changes a SKU's case itself.
 */
export type Sku = string & { readonly kind: 'Sku' };

export const parseSku = (typed: string): Sku => typed.toUpperCase() as Sku;
