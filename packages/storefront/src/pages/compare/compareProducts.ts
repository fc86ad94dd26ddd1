import { type components, type Locale, localize, parseSku, type paths } from '@probuild/api-client';
import type { CompareQuery } from '@probuild/machines';
import type { CompareAttribute, CompareProduct as TableProduct } from '@probuild/ui';
import { productLink } from '../../routes/links.ts';

export type ComparisonProduct = components['schemas']['ComparisonProduct'];
export type FilterQuery = NonNullable<paths['/product-comparison/filter']['get']['parameters']['query']>;

/** The address parameter that keeps the chosen products: their SKUs, comma-separated, in the order chosen. */
export const KEPT_SELECTION_PARAM = 'compare';

/** The highest price bound the server takes (the contract's limit), in whole baht. */
export const PRICE_BOUND_MAX_BAHT = 1_000_000;

/** The chosen SKUs kept in the address, without blanks or twins. */
export function keptSkus(value: string | null): string[] {
  const skus = (value ?? '')
    .split(',')
    .map(parseSku)
    .filter((sku) => /^[A-Z0-9-]{1,80}$/.test(sku));
  return [...new Set(skus)];
}

/** A bound typed in whole baht, as the server takes it (it compares in satang). Empty is no bound. */
export function typedWholeBaht(typed: string): number | null {
  const digits = typed.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** The machine's query as the filter call's parameters (empty ones left out). */
export function filterParams(query: CompareQuery): FilterQuery {
  const search = query.search.trim();
  return {
    ...(search ? { q: search } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.brands.length > 0 ? { brands: query.brands } : {}),
    ...(query.priceMin !== null ? { priceMin: query.priceMin } : {}),
    ...(query.priceMax !== null ? { priceMax: query.priceMax } : {}),
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize as FilterQuery['pageSize'],
  };
}

/** A chosen product as a column of the comparison table. */
export function tableProduct(product: ComparisonProduct, locale: Locale): TableProduct {
  return {
    id: product.sku,
    name: localize(product.name, locale),
    brand: product.brand.name,
    href: productLink(product.sku, 'home'),
    image: product.images[0] ?? null,
    price: product.price,
    salePrice: product.salePrice,
  };
}

/** One row per attribute any chosen product has, in the order they first appear. */
export function tableAttributes(products: ComparisonProduct[], locale: Locale): CompareAttribute[] {
  const rows = new Map<string, CompareAttribute>();
  for (const product of products) {
    for (const { attributeId, value } of product.attributes) {
      const row = rows.get(attributeId._id) ?? {
        id: attributeId._id,
        name: localize(attributeId.name, locale),
        values: {},
      };
      row.values[product.sku] = value;
      rows.set(attributeId._id, row);
    }
  }
  return [...rows.values()];
}
