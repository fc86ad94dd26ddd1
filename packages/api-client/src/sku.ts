/**
 * A product's SKU as the catalogue stores it: upper case, without the spaces around it. A SKU a person
 * types or a request brings is parsed once where it comes in (a form, an address, a route), so every
 * lookup is case-insensitive and nothing further along changes a SKU's case.
 */
export type Sku = string & { readonly kind: 'Sku' };

export const parseSku = (typed: string): Sku => typed.trim().toUpperCase() as Sku;

/** The SKUs of a typed list (one per line, or apart by commas or spaces), each once, in order. */
export const parseSkuList = (typed: string): Sku[] => [
  ...new Set(
    typed
      .split(/[\s,]+/)
      .filter((word) => word !== '')
      .map(parseSku),
  ),
];
