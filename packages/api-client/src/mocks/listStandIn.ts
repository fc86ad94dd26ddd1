// The list call for stories: a small stand-in of the server over the fixtures' products and sets.
import { delay, HttpResponse, http } from 'msw';
import type { components } from '../schema';
import { envelope, mswPath } from './contractHttp.ts';
import { comsetCards } from './fixtures/comset.ts';
import { products } from './fixtures/products.ts';

type ListProductQuery = components['schemas']['ListProductQuery'];
type ListProduct = components['schemas']['ListProduct'];
type FacetOption = components['schemas']['FacetOption'];

/** The requests the page sent, newest last, for the stories to check what it asked for. */
export const askedLists: ListProductQuery[] = [];

type LocalizedText = components['schemas']['LocalizedText'];

/** Options with their counts, as the server's facets answer them (labelled by the value unless named). */
function facet(entries: { value: string; label?: LocalizedText }[]): FacetOption[] {
  const options = new Map<string, FacetOption>();
  for (const { value, label } of entries) {
    const option = options.get(value) ?? { value, label: label ?? { th: value, en: value }, count: 0 };
    options.set(value, { ...option, count: option.count + 1 });
  }
  return [...options.values()];
}

/** Whether the search finds a product for a query: its name, SKU, brand or category name contains it. */
export function productMatches(product: ListProduct, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  return [
    product.name.th,
    product.name.en,
    product.sku,
    product.brand.name,
    product.category.name.th,
    product.category.name.en,
  ]
    .filter((text): text is string => typeof text === 'string')
    .some((text) => text.toLowerCase().includes(needle));
}

/**
 * A small stand-in of the server: the fixtures' products of the asked category (with its subcategories),
 * brand or search term, filtered by brand and category and ordered by price.
 */
export function listAnswer(query: ListProductQuery) {
  const inList = [...(products as ListProduct[]), ...comsetCards].filter((product) =>
    query.type === 'search'
      ? productMatches(product, query.dataFilter)
      : query.type === 'brand'
        ? product.brand.name.toLowerCase() === query.dataFilter.toLowerCase()
        : query.dataFilter.split('/').some(
            (part) =>
              [product.category.key, product.category.name.th, product.category.name.en].includes(part) ||
              // A main category holds its subcategories (the sets' uses are keyed comset-<use>).
              product.category.key.startsWith(`${part}-`),
          ),
  );
  const chosen = inList.filter(
    (product) =>
      (!query.brands?.length || query.brands.includes(product.brand.key)) &&
      (!query.categories?.length || query.categories.includes(product.category.key)),
  );
  const ordered = [...chosen].sort((a, b) =>
    query.sort === 'price_desc' ? b.salePrice - a.salePrice : a.salePrice - b.salePrice,
  );
  return {
    items: ordered,
    total: ordered.length,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 20,
    facets: {
      brands: facet(
        inList.map(({ brand }) => ({ value: brand.key, label: { th: brand.name, en: brand.name } })),
      ),
      categories: facet(inList.map(({ category }) => ({ value: category.key, label: category.name }))),
      capacity: [],
      memoryType: [],
      vram: [],
      cores: [],
      price: { min: 0, max: 0 },
    },
  };
}

export const listProductHandler = http.post(mswPath('/list-product'), async ({ request }) => {
  const query = (await request.json()) as ListProductQuery;
  askedLists.push(query);
  if (query.dataFilter === 'no-such-category') {
    return HttpResponse.json(
      { success: false, message: 'Category not found', code: 'NOT_FOUND' },
      { status: 404 },
    );
  }
  await delay(100);
  return HttpResponse.json(envelope(listAnswer(query)));
});
