import type { components } from '@probuild/api-client/schema';
import type { IndexedProduct, ProductIndex } from './search-index/product-index.ts';

type Schemas = components['schemas'];
export type ProductSort = Schemas['ProductSort'];
type LocalizedText = Schemas['LocalizedText'];

/** The filter drawer of a list page; money in satang. */
export interface ProductFilters {
  priceMin?: number;
  priceMax?: number;
  brands?: string[];
  categories?: string[];
  capacity?: string[];
  memoryType?: string[];
  vram?: number[];
  cores?: number[];
}

type Dimension = 'price' | 'brands' | 'categories' | 'capacity' | 'memoryType' | 'vram' | 'cores';

/** The shopper's price bounds are whole baht; prices are kept in satang. */
const satangOfBaht = (baht: number) => baht * 100;

/** Each filter the shopper set, as a test of one product. */
function filterTests(filters: ProductFilters): Array<[Dimension, (product: IndexedProduct) => boolean]> {
  const tests: Array<[Dimension, (product: IndexedProduct) => boolean]> = [];
  const { priceMin, priceMax } = filters;
  if (priceMin !== undefined || priceMax !== undefined) {
    const low = priceMin === undefined ? -Infinity : satangOfBaht(priceMin);
    const high = priceMax === undefined ? Infinity : satangOfBaht(priceMax);
    tests.push(['price', (product) => product.price >= low && product.price <= high]);
  }
  const oneOf = <T>(
    dimension: Dimension,
    values: T[] | undefined,
    value: (product: IndexedProduct) => T | null,
  ) => {
    if (values?.length) tests.push([dimension, (product) => values.includes(value(product) as T)]);
  };
  const categories = filters.categories;
  if (categories?.length) {
    tests.push([
      'categories',
      (product) =>
        categories.includes(product.categoryKey) || categories.includes(product.subcategoryKey ?? ''),
    ]);
  }
  oneOf('brands', filters.brands, (product) => product.brandKey);
  oneOf('capacity', filters.capacity, (product) => product.capacity);
  oneOf('memoryType', filters.memoryType, (product) => product.memoryType);
  oneOf('vram', filters.vram, (product) => product.vram);
  oneOf('cores', filters.cores, (product) => product.cores);
  return tests;
}

type Compare = (a: IndexedProduct, b: IndexedProduct) => number;
const bySku: Compare = (a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const orderings: Record<ProductSort, Compare> = {
  price_asc: (a, b) => a.price - b.price || bySku(a, b),
  price_desc: (a, b) => b.price - a.price || bySku(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || bySku(a, b),
  oldest: (a, b) => a.createdAt - b.createdAt || bySku(a, b),
  name_asc: (a, b) => byText(a.nameEn, b.nameEn) || bySku(a, b),
  name_desc: (a, b) => byText(b.nameEn, a.nameEn) || bySku(a, b),
};

/** Names for facet options: brands by key, categories by key. */
export interface FacetLabels {
  brand(key: string): string;
  category(key: string): LocalizedText;
}

/** The cards of a page's products by SKU (every field but `inStock`, which the index holds). */
export type ProductCardSource = (skus: string[]) => Promise<Map<string, Schemas['ListProduct']>>;

export interface ProductListRequest {
  /** Which products the page lists (a category, a brand, a search, a promotion), as index ids. */
  ids: number[];
  filters: ProductFilters;
  /** Without a sort: `fallbackOrder`, else the lowest price first. */
  sort?: ProductSort;
  fallbackOrder?: Compare;
  /** The category facet counts level-3 categories inside a level-2 list, level-2 ones elsewhere. */
  categoryFacet: 'category' | 'subcategory';
  page: number;
  pageSize: number;
}

/** The first `count` products in `order`, without sorting them all when they are many more. */
function firstInOrder(products: IndexedProduct[], order: Compare, count: number): IndexedProduct[] {
  if (products.length <= count * 4) return products.sort(order).slice(0, count);
  const kept: IndexedProduct[] = [];
  for (const product of products) {
    if (kept.length === count && order(product, kept[count - 1] as IndexedProduct) >= 0) continue;
    let at = kept.length;
    while (at > 0 && order(kept[at - 1] as IndexedProduct, product) > 0) at--;
    kept.splice(at, 0, product);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

const capacityOrder = (label: string) => Number.parseFloat(label) * (label.endsWith('TB') ? 1000 : 1);
const plain = (text: string): LocalizedText => ({ th: text, en: text });

/**
 * One page of the list, its total and the facets, from the search index. Each facet is counted
 * under the other filters (so the drawer can widen a choice), in one pass over the list's products.
 */
export async function listProducts(
  index: ProductIndex,
  request: ProductListRequest,
  labels: FacetLabels,
  cardsFrom: ProductCardSource,
): Promise<Schemas['ProductPage']> {
  const tests = filterTests(request.filters);
  const counts: Record<Exclude<Dimension, 'price'>, Map<string | number, number>> = {
    brands: new Map(),
    categories: new Map(),
    capacity: new Map(),
    memoryType: new Map(),
    vram: new Map(),
    cores: new Map(),
  };
  const count = (dimension: keyof typeof counts, value: string | number | null) => {
    if (value !== null) counts[dimension].set(value, (counts[dimension].get(value) ?? 0) + 1);
  };
  const price = { min: Infinity, max: 0 };
  const passing: IndexedProduct[] = [];
  for (const id of request.ids) {
    const product = index.product(id);
    let failed: Dimension | undefined;
    let failures = 0;
    for (const [dimension, test] of tests) {
      if (!test(product)) {
        failed = dimension;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    // Passing every filter but (at most) one: counted in that one's facet only.
    const counted = (dimension: Dimension) => failures === 0 || failed === dimension;
    if (counted('brands')) count('brands', product.brandKey);
    if (counted('categories')) {
      count(
        'categories',
        request.categoryFacet === 'category' ? product.categoryKey : product.subcategoryKey,
      );
    }
    if (counted('capacity')) count('capacity', product.capacity);
    if (counted('memoryType')) count('memoryType', product.memoryType);
    if (counted('vram')) count('vram', product.vram);
    if (counted('cores')) count('cores', product.cores);
    if (counted('price')) {
      price.min = Math.min(price.min, product.price);
      price.max = Math.max(price.max, product.price);
    }
    if (failures === 0) passing.push(product);
  }
  const entries = <T extends string | number>(dimension: keyof typeof counts) =>
    [...counts[dimension]] as Array<[T, number]>;
  const facets: Schemas['ListFacets'] = {
    brands: entries<string>('brands')
      .map(([value, n]) => ({ value, label: plain(labels.brand(value)), count: n }))
      .sort((a, b) => a.label.th.localeCompare(b.label.th)),
    categories: entries<string>('categories')
      .map(([value, n]) => ({ value, label: labels.category(value), count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    capacity: entries<string>('capacity')
      .sort(([a], [b]) => capacityOrder(a) - capacityOrder(b))
      .map(([value, n]) => ({ value, label: plain(value), count: n })),
    memoryType: entries<string>('memoryType')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([value, n]) => ({ value, label: plain(value), count: n })),
    vram: entries<number>('vram')
      .sort(([a], [b]) => a - b)
      .map(([value, n]) => ({ value: String(value), label: plain(`${value}GB`), count: n })),
    cores: entries<number>('cores')
      .sort(([a], [b]) => a - b)
      .map(([value, n]) => ({
        value: String(value),
        label: { th: `${value} คอร์`, en: `${value} cores` },
        count: n,
      })),
    price: price.min === Infinity ? { min: 0, max: 0 } : price,
  };

  const offset = (request.page - 1) * request.pageSize;
  const order = request.sort ? orderings[request.sort] : (request.fallbackOrder ?? orderings.price_asc);
  const page =
    offset < passing.length ? firstInOrder(passing, order, offset + request.pageSize).slice(offset) : [];
  const cards = await cardsFrom(page.map((product) => product.sku));
  // A product removed between the index and the cards is left out.
  const items = page.flatMap(({ sku, inStock }) => {
    const card = cards.get(sku);
    return card ? [{ ...card, inStock }] : [];
  });
  return { items, total: passing.length, page: request.page, pageSize: request.pageSize, facets };
}
