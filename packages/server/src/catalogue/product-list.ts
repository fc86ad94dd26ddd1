import type { components } from '@probuild/api-client/schema';
import { and, asc, desc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products } from '../db/schema/index.ts';

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

/** What the facets are counted from: the list's products grouped by the values the filters test. */
const dimensionColumns = {
  brandKey: products.brandKey,
  categoryKey: products.categoryKey,
  subcategoryKey: products.subcategoryKey,
  capacity: products.capacity,
  memoryType: products.memoryType,
  vram: products.vramGb,
  cores: products.cores,
};
export type FacetGroup = {
  [K in keyof typeof dimensionColumns]: (typeof dimensionColumns)[K]['_']['data'] | null;
} & {
  /** Whether the group's products are inside the price filter (true without one). */
  inPrice: boolean;
  products: number;
  lowest: number;
  highest: number;
};

interface FilterTest {
  sql: SQL;
  matches(group: FacetGroup): boolean;
}

/** The shopper's price bounds are whole baht; prices are kept in satang. */
const satangOfBaht = (baht: number) => baht * 100;

/** Each filter the shopper set, as SQL for the page and as a test for counting the facets. */
function filterTests(filters: ProductFilters): Partial<Record<Dimension, FilterTest>> {
  const tests: Partial<Record<Dimension, FilterTest>> = {};
  const { priceMin, priceMax } = filters;
  if (priceMin !== undefined || priceMax !== undefined) {
    tests.price = {
      sql: and(
        priceMin !== undefined ? sql`${products.effectivePrice} >= ${satangOfBaht(priceMin)}` : undefined,
        priceMax !== undefined ? sql`${products.effectivePrice} <= ${satangOfBaht(priceMax)}` : undefined,
      ) as SQL,
      matches: (group) => group.inPrice,
    };
  }
  const oneOf = <T>(
    values: T[] | undefined,
    column: Parameters<typeof inArray>[0],
    value: (row: FacetGroup) => T | null,
  ) =>
    values?.length
      ? { sql: inArray(column, values), matches: (row: FacetGroup) => values.includes(value(row) as T) }
      : undefined;
  const categories = filters.categories;
  if (categories?.length) {
    tests.categories = {
      sql: or(inArray(products.categoryKey, categories), inArray(products.subcategoryKey, categories)) as SQL,
      matches: (row) =>
        categories.includes(row.categoryKey ?? '') || categories.includes(row.subcategoryKey ?? ''),
    };
  }
  const set = (dimension: Dimension, test: FilterTest | undefined) => {
    if (test) tests[dimension] = test;
  };
  set(
    'brands',
    oneOf(filters.brands, products.brandKey, (row) => row.brandKey),
  );
  set(
    'capacity',
    oneOf(filters.capacity, products.capacity, (row) => row.capacity),
  );
  set(
    'memoryType',
    oneOf(filters.memoryType, products.memoryType, (row) => row.memoryType),
  );
  set(
    'vram',
    oneOf(filters.vram, products.vramGb, (row) => row.vram),
  );
  set(
    'cores',
    oneOf(filters.cores, products.cores, (row) => row.cores),
  );
  return tests;
}

const orderings: Record<ProductSort, SQL[]> = {
  price_asc: [asc(products.effectivePrice), asc(products.sku)],
  price_desc: [desc(products.effectivePrice), asc(products.sku)],
  newest: [desc(products.createdAt), asc(products.sku)],
  oldest: [asc(products.createdAt), asc(products.sku)],
  name_asc: [asc(products.nameEn), asc(products.sku)],
  name_desc: [desc(products.nameEn), asc(products.sku)],
};

/** Names for facet options: brands by key, categories by key. */
export interface FacetLabels {
  brand(key: string): string;
  category(key: string): LocalizedText;
}

/**
 * Where the facet groups of a list come from: `load` reads them; a caller may keep them by `key`,
 * as they change only with the catalogue (prices and the values filtered on, not stock).
 */
export type FacetGroupSource = (key: string, load: () => PromiseLike<FacetGroup[]>) => Promise<FacetGroup[]>;

/** The cards of a page's products by SKU (every field but `inStock`, which the page reads live). */
export type ProductCardSource = (skus: string[]) => Promise<Map<string, Schemas['ListProduct']>>;

export interface ProductListRequest {
  /** Which products the page lists (a category, a brand, a promotion). */
  base: SQL;
  /** Names that list, e.g. `category:gpu-nvidia`. */
  listKey: string;
  filters: ProductFilters;
  /** Without a sort: `fallbackOrder`, else the lowest price first. */
  sort?: ProductSort;
  fallbackOrder?: SQL[];
  /** The category facet counts level-3 categories inside a level-2 list, level-2 ones elsewhere. */
  categoryFacet: 'category' | 'subcategory';
  page: number;
  pageSize: number;
}

const capacityOrder = (label: string) => Number.parseFloat(label) * (label.endsWith('TB') ? 1000 : 1);
const plain = (text: string): LocalizedText => ({ th: text, en: text });

/**
 * One page of the list, its total and the facets. Each facet is counted under the other filters
 * (so the drawer can widen a choice), from the list's products grouped by the values the filters
 * test — a few dozen groups rather than every product; the page is a second, sorted, limited query.
 * The groups come through `groupsFrom`, which may keep them per catalogue version. The page (its
 * SKUs, in order, and their stock) is read every time; the cards' other fields come through
 * `cardsFrom`, which may keep them too.
 */
export async function listProducts(
  db: AppDatabase,
  request: ProductListRequest,
  labels: FacetLabels,
  groupsFrom: FacetGroupSource,
  cardsFrom: ProductCardSource,
): Promise<Schemas['ProductPage']> {
  const tests = filterTests(request.filters);
  const entries = Object.entries(tests) as Array<[Dimension, FilterTest]>;
  const passes = (row: FacetGroup, except?: Dimension) =>
    entries.every(([dimension, test]) => dimension === except || test.matches(row));

  const inPrice = tests.price ? sql<boolean>`(${tests.price.sql})` : sql<boolean>`true`;
  const { priceMin, priceMax } = request.filters;
  const groups = await groupsFrom(`${request.listKey} ${priceMin ?? ''}-${priceMax ?? ''}`, () =>
    db
      .select({
        ...dimensionColumns,
        inPrice,
        products: sql<number>`count(*)::int`,
        lowest: sql<number>`min(${products.effectivePrice})`,
        highest: sql<number>`max(${products.effectivePrice})`,
      })
      .from(products)
      .where(request.base)
      .groupBy(sql.raw('1, 2, 3, 4, 5, 6, 7, 8')),
  );
  const count = <T extends string | number>(except: Dimension, value: (group: FacetGroup) => T | null) => {
    const counts = new Map<T, number>();
    for (const group of groups) {
      const key = value(group);
      if (key !== null && passes(group, except)) counts.set(key, (counts.get(key) ?? 0) + group.products);
    }
    return [...counts];
  };
  const categoryOf = (group: FacetGroup) =>
    request.categoryFacet === 'category' ? group.categoryKey : group.subcategoryKey;
  const priced = groups.filter((group) => passes(group, 'price'));
  const facets: Schemas['ListFacets'] = {
    brands: count('brands', (row) => row.brandKey)
      .map(([value, n]) => ({ value, label: plain(labels.brand(value)), count: n }))
      .sort((a, b) => a.label.th.localeCompare(b.label.th)),
    categories: count('categories', categoryOf)
      .map(([value, n]) => ({ value, label: labels.category(value), count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    capacity: count('capacity', (row) => row.capacity)
      .sort(([a], [b]) => capacityOrder(a) - capacityOrder(b))
      .map(([value, n]) => ({ value, label: plain(value), count: n })),
    memoryType: count('memoryType', (row) => row.memoryType)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([value, n]) => ({ value, label: plain(value), count: n })),
    vram: count('vram', (row) => row.vram)
      .sort(([a], [b]) => a - b)
      .map(([value, n]) => ({ value: String(value), label: plain(`${value}GB`), count: n })),
    cores: count('cores', (row) => row.cores)
      .sort(([a], [b]) => a - b)
      .map(([value, n]) => ({
        value: String(value),
        label: { th: `${value} คอร์`, en: `${value} cores` },
        count: n,
      })),
    price: {
      min: priced.reduce((low, group) => Math.min(low, group.lowest), priced[0]?.lowest ?? 0),
      max: priced.reduce((high, group) => Math.max(high, group.highest), 0),
    },
  };

  const total = groups.reduce((sum, group) => sum + (passes(group) ? group.products : 0), 0);
  const offset = (request.page - 1) * request.pageSize;
  const order = request.sort ? orderings[request.sort] : (request.fallbackOrder ?? orderings.price_asc);
  const rows =
    offset < total
      ? await db
          .select({ sku: products.sku, stock: products.stock })
          .from(products)
          .where(and(request.base, ...entries.map(([, test]) => test.sql)))
          .orderBy(...order)
          .limit(request.pageSize)
          .offset(offset)
      : [];
  const cards = await cardsFrom(rows.map((row) => row.sku));
  // A product removed between the two reads is left out.
  const items = rows.flatMap(({ sku, stock }) => {
    const card = cards.get(sku);
    return card ? [{ ...card, inStock: stock > 0 }] : [];
  });
  return { items, total, page: request.page, pageSize: request.pageSize, facets };
}
