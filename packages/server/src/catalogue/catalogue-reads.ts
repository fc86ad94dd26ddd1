import type { components } from '@probuild/api-client/schema';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { comsetOptionsView, loadComsetOffer, quoteSelection } from '../cart/comset-pricing.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands, categories, products, promotionProducts, promotions } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { loadPerVersion, readCatalogueVersion, VersionedLoads } from './catalogue-version.ts';
import { type CategoryIndex, type CategoryRow, categoryIndexLoader } from './category-index.ts';
import { keptProductCards, loadProductCards } from './product-cards.ts';
import {
  bundleItems,
  findProduct,
  productDetail,
  productNotFound,
  relatedProducts,
  stockReader,
  withStock,
} from './product-detail.ts';
import {
  listProducts,
  type ProductCardSource,
  type ProductFilters,
  type ProductSort,
} from './product-list.ts';
import { productIndexSource } from './search-index/index-source.ts';
import {
  type IndexedProduct,
  PRICE_BANDS,
  type ProductIndex,
  type SearchAnswer,
  searchIndex,
} from './search-index/product-index.ts';
import { ShopVocabulary } from './search-index/vocabulary.ts';
import type { Sku } from './sku.ts';

type Schemas = components['schemas'];
type CategoryNode = Schemas['CategoryNode'];
type PromotionRow = typeof promotions.$inferSelect;
type ListType = Schemas['ListProductQuery']['type'];

type SearchRow = { [K in keyof typeof searchRowColumns]: (typeof products.$inferSelect)[K] };

/** Columns of a search result. */
const searchRowColumns = {
  sku: products.sku,
  nameTh: products.nameTh,
  nameEn: products.nameEn,
  images: products.images,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
};

/** Product pages kept in each instance at most, the least recently asked for dropped first. */
const PRODUCT_PAGES_KEPT = 2_000;
/** Queries whose answer is kept at most. */
const SEARCHES_KEPT = 2_000;
/** The most results a search answers (its `limit` at most). */
const MOST_SEARCH_RESULTS = 50;
/** List pages (a list, its filters, sort and page) kept at most. */
const LIST_PAGES_KEPT = 2_000;
/** Product cards of list pages kept at most. */
const LIST_CARDS_KEPT = 5_000;

/** A product list page as asked: which list, its filters, order and page. */
export interface ProductListQuery {
  type: ListType;
  dataFilter: string;
  filters: ProductFilters;
  sort?: ProductSort;
  page: number;
  pageSize: number;
}

/**
 * The catalogue's reads for one database. What changes only with the catalogue (product pages, facet
 * groups, list cards, brand names, promotion statuses, the search vocabulary) is kept per catalogue
 * version in this instance; stock counts are read for every answer.
 */
export function catalogueReads(db: AppDatabase) {
  const categoryIndex = categoryIndexLoader(db);
  const brandNames = loadPerVersion(
    db,
    async () => new Map((await db.select().from(brands)).map((brand) => [brand.key, brand.name])),
  );
  const productPages = new VersionedLoads<Schemas['ProductDetail']>(PRODUCT_PAGES_KEPT);
  const readStock = stockReader(db);
  /** The products of every promotion's list, in their order. */
  const promotionListings = loadPerVersion(db, () =>
    db
      .select({
        promotionKey: promotionProducts.promotionKey,
        sku: promotionProducts.sku,
        sortOrder: promotionProducts.sortOrder,
      })
      .from(promotionProducts)
      .then((rows) => rows),
  );
  /** Each promotion's status by key, which a promotion's list page checks. */
  const promotionStatuses = loadPerVersion(
    db,
    async () =>
      new Map(
        (await db.select({ key: promotions.key, status: promotions.status }).from(promotions)).map(
          (promotion) => [promotion.key, promotion],
        ),
      ),
  );
  const listCards = keptProductCards(db, LIST_CARDS_KEPT);
  const loadVocabulary = loadPerVersion(db, async () => new ShopVocabulary(await categoryIndex()));
  const productIndex = productIndexSource(db, (version) => loadVocabulary(version));
  const searchAnswers = new VersionedLoads<SearchAnswer>(SEARCHES_KEPT);
  /**
   * List pages as sent (encoded once), kept per catalogue version: their stock shows only as in
   * stock or not, which moves the version.
   */
  const encodedListPages = new VersionedLoads<Buffer>(LIST_PAGES_KEPT);
  /** A query's answer, kept per catalogue version: shoppers ask the same queries again and again. */
  const searchAnswer = (index: ProductIndex, query: string, version: number) => {
    const asked = query.trim().replaceAll(/\s+/g, ' ');
    return searchAnswers.load(asked, version, async () => searchIndex(index, asked, MOST_SEARCH_RESULTS));
  };
  /** The search route's answers (its best 50 rows, the total and the facets), kept per catalogue version. */
  const searchPages = new VersionedLoads<{
    rows: SearchRow[];
    total: number;
    facets: Schemas['SearchFacets'];
  }>(SEARCHES_KEPT);

  /** The offer of a computer set; 404 for an unknown SKU or a product that is not a set. */
  const comsetOffer = async (sku: Sku) => {
    const { product } = await findProduct(db, sku);
    const offer = await loadComsetOffer(db, product.sku);
    if (!offer)
      throw new DomainError('notFound', 'PRODUCT_NOT_FOUND', `${product.sku} is not a computer set`);
    return offer;
  };

  /** Which products a list page shows (ids in `index`), how its category facet counts, and its order without a sort. */
  async function listOf(index: ProductIndex, type: ListType, dataFilter: string, version: number) {
    switch (type) {
      case 'category':
      case 'category_subcategory': {
        const categoryRows = await categoryIndex(version);
        const category = categoryRows.resolvePath(dataFilter);
        if (!category) throw categoryNotFound(dataFilter);
        const keys =
          category.level === 1
            ? categoryRows.children(category.key).map((child) => child.key)
            : [category.key];
        return {
          ids: index.inCategories(keys),
          categoryFacet: category.level === 1 ? ('category' as const) : ('subcategory' as const),
        };
      }
      case 'brand': {
        const wanted = dataFilter.toLowerCase();
        const brand = [...(await brandNames(version))].find(
          ([key, name]) => key === wanted || name.toLowerCase() === wanted,
        );
        if (!brand) throw new DomainError('notFound', 'NOT_FOUND', `Brand not found: ${dataFilter}`);
        return { ids: index.ofBrand(brand[0]), categoryFacet: 'category' as const };
      }
      case 'search': {
        if (dataFilter === '') throw badRequest('body/dataFilter must not be blank');
        return {
          ids: (await searchAnswer(index, dataFilter, version)).ids,
          categoryFacet: 'category' as const,
        };
      }
      case 'promotion': {
        const promotion = (await promotionStatuses(version)).get(dataFilter.toLowerCase());
        if (!promotion) throw new DomainError('notFound', 'NOT_FOUND', `Promotion not found: ${dataFilter}`);
        if (promotion.status !== 'active') {
          throw new DomainError('notFound', 'NOT_FOUND', `The promotion ${promotion.key} has ended`);
        }
        const listed = await promotionListings(version);
        const places = new Map(
          listed.filter((row) => row.promotionKey === promotion.key).map((row) => [row.sku, row.sortOrder]),
        );
        return {
          ids: [...places.keys()].flatMap((sku) => index.idOf(sku) ?? []),
          categoryFacet: 'category' as const,
          fallbackOrder: (a: IndexedProduct, b: IndexedProduct) =>
            (places.get(a.sku) ?? 0) - (places.get(b.sku) ?? 0) || (a.sku < b.sku ? -1 : 1),
        };
      }
    }
  }

  /** A list page at `version`, kept per catalogue version. */
  /** A list page at `version`: its products filtered, counted and sorted in the index, its cards kept per version. */
  async function listPageAt(
    { type, dataFilter, filters, sort, page, pageSize }: ProductListQuery,
    version: number,
  ): Promise<Schemas['ProductPage']> {
    const productsIndexed = await productIndex.at(version);
    const list = await listOf(productsIndexed, type, dataFilter.trim(), version);
    const [index, names] = await Promise.all([categoryIndex(version), brandNames(version)]);
    const labels = {
      brand: (brandKey: string) => names.get(brandKey) ?? brandKey,
      category: (categoryKey: string) => {
        const category = index.get(categoryKey);
        return category ? { th: category.nameTh, en: category.nameEn } : { th: categoryKey, en: categoryKey };
      },
    };
    const cardsFrom: ProductCardSource = (skus) => listCards(skus, version);
    return listProducts(productsIndexed, { ...list, filters, sort, page, pageSize }, labels, cardsFrom);
  }

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.key));
      return categoryTree(rows);
    },

    /**
     * Products matching a search box query, at most `limit`, best first (see ProductIndex.match), with
     * how many match in all and how they spread over categories, brands and price bands.
     */
    async search(q: string, limit: number) {
      if (q.trim() === '') throw badRequest('query/q must not be blank');
      const version = await readCatalogueVersion(db);
      const asked = q.trim().replaceAll(/\s+/g, ' ');
      const answer = await searchPages.load(asked, version, async () => {
        const [index, categoryRows, names] = await Promise.all([
          productIndex.at(version),
          categoryIndex(version),
          brandNames(version),
        ]);
        const { skus, ids, facets } = await searchAnswer(index, asked, version);
        const found =
          skus.length > 0
            ? await db
                .select(searchRowColumns)
                .from(products)
                .where(and(inArray(products.sku, skus), eq(products.published, true)))
            : [];
        const bySku = new Map(found.map((row) => [row.sku, row]));
        const byCount = (a: { count: number; value: string }, b: { count: number; value: string }) =>
          b.count - a.count || a.value.localeCompare(b.value);
        return {
          // A product removed since the index was read is left out.
          rows: skus.flatMap((sku) => bySku.get(sku) ?? []),
          total: ids.length,
          facets: {
            categories: [...facets.categories]
              .map(([value, count]) => {
                const category = categoryRows.get(value);
                return {
                  value,
                  label: category ? { th: category.nameTh, en: category.nameEn } : { th: value, en: value },
                  count,
                };
              })
              .sort(byCount),
            brands: [...facets.brands]
              .map(([value, count]) => {
                const name = names.get(value) ?? value;
                return { value, label: { th: name, en: name }, count };
              })
              .sort(byCount),
            priceBands: facets.priceBands.flatMap((count, band) =>
              count === 0
                ? []
                : [
                    {
                      min: PRICE_BANDS[band] as number,
                      ...(band + 1 < PRICE_BANDS.length && { max: (PRICE_BANDS[band + 1] as number) - 1 }),
                      count,
                    },
                  ],
            ),
          },
        };
      });
      return { ...answer, rows: answer.rows.slice(0, limit) };
    },

    /** How long this instance took to build its search index, and the heap it took. */
    searchIndexBuild: () => productIndex.lastBuild(),

    /**
     * Starts building the search index in the background: searches that come before it is ready
     * wait for this build rather than start their own. A failed build is tried again by the next search.
     */
    buildSearchIndex(): void {
      productIndex.at().catch(() => undefined);
    },

    /** The product page of a SKU (any case) with its stock as of now. */
    async productDetail(sku: Sku): Promise<Schemas['ProductDetail']> {
      const [version, stock] = await Promise.all([readCatalogueVersion(db), readStock(sku)]);
      if (stock === undefined) throw productNotFound();
      const page = await productPages.load(sku, version, async () =>
        productDetail(db, await categoryIndex(), sku),
      );
      return withStock(page, stock);
    },

    relatedProducts: (sku: Sku) => relatedProducts(db, sku),
    bundles: (sku: Sku) => bundleItems(db, sku),

    async comsetOptions(sku: Sku) {
      return comsetOptionsView(await comsetOffer(sku));
    },

    async quoteComset(sku: Sku, selection: Parameters<typeof quoteSelection>[1]) {
      return quoteSelection(await comsetOffer(sku), selection);
    },

    /**
     * A list page as `encode` turns it into the bytes of an answer, encoded once per catalogue
     * version: a page asked for again is sent without building or encoding it.
     */
    async encodedListProducts(
      query: ProductListQuery,
      encode: (page: Schemas['ProductPage']) => Buffer,
    ): Promise<Buffer> {
      checkPriceRange(query.filters);
      const version = await readCatalogueVersion(db);
      return encodedListPages.load(listPageKey(query), version, async () =>
        encode(await listPageAt(query, version)),
      );
    },

    async promotions(): Promise<Schemas['Promotion'][]> {
      const rows = await db.select().from(promotions).orderBy(asc(promotions.sortOrder));
      return rows.map(toPromotion);
    },

    /** The active promotions with their products in a category; promotions without any are left out. */
    async promotionsInCategory(path: string) {
      const index = await categoryIndex();
      const category = index.resolvePath(path);
      if (!category) throw categoryNotFound(path);
      const inCategory = categoryCondition(index, category);
      const active = await db
        .select()
        .from(promotions)
        .where(eq(promotions.status, 'active'))
        .orderBy(asc(promotions.sortOrder));
      const listed = await db
        .select({ promotionKey: promotionProducts.promotionKey, sku: promotionProducts.sku })
        .from(promotionProducts)
        .innerJoin(products, eq(products.sku, promotionProducts.sku))
        .where(
          sql`${inArray(
            promotionProducts.promotionKey,
            active.map((promotion) => promotion.key),
          )} and ${inCategory}`,
        )
        .orderBy(asc(promotionProducts.promotionKey), asc(promotionProducts.sortOrder));
      const cards = new Map(
        (await loadProductCards(db, [...new Set(listed.map((row) => row.sku))])).map((card) => [
          card.sku,
          card,
        ]),
      );
      return active.flatMap((promotion) => {
        const items = listed
          .filter((row) => row.promotionKey === promotion.key)
          .flatMap((row) => cards.get(row.sku) ?? []);
        return items.length > 0 ? [{ ...toPromotion(promotion), products: items }] : [];
      });
    },
  };
}

/** What tells one list page from another. */
const listPageKey = ({ type, dataFilter, filters, sort, page, pageSize }: ProductListQuery) =>
  JSON.stringify([type, dataFilter.trim(), filters, sort, page, pageSize]);

function checkPriceRange(filters: ProductFilters): void {
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    throw badRequest('body/priceMin must not be greater than body/priceMax');
  }
}

function badRequest(message: string): DomainError {
  return new DomainError('invalid', 'VALIDATION_FAILED', message);
}

function categoryNotFound(name: string): DomainError {
  return new DomainError('notFound', 'NOT_FOUND', `Category not found: ${name}`);
}

/** Products of a category: a group's categories, a category, or a subcategory. */
function categoryCondition(index: CategoryIndex, category: CategoryRow): SQL {
  if (category.level === 3) return eq(products.subcategoryKey, category.key);
  if (category.level === 2) return eq(products.categoryKey, category.key);
  const children = index.children(category.key).map((child) => child.key);
  return inArray(products.categoryKey, children.length > 0 ? children : ['']);
}

/** A blank English text is left out, so clients show the Thai one. */
const withFallback = (th: string, en: string) => (en === '' ? { th } : { th, en });

function toPromotion(row: PromotionRow): Schemas['Promotion'] {
  return {
    _id: row.key,
    key: row.key,
    title: withFallback(row.titleTh, row.titleEn),
    subTitle: withFallback(row.subTitleTh, row.subTitleEn),
    status: row.status,
    image: row.image,
    link: row.link,
  };
}

/** Nests rows under their parents; rows arrive sorted, so every level keeps the order. */
export function categoryTree(rows: Array<typeof categories.$inferSelect>): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      _id: row.key,
      key: row.key,
      level: row.level,
      order: row.sortOrder,
      name: { th: row.nameTh, en: row.nameEn },
      icon: row.icon,
      productCount: row.productCount,
      ...(row.builderRole && { builderRole: row.builderRole }),
      children: [],
    };
    nodes.set(row.key, node);
    const parent = row.parentKey ? nodes.get(row.parentKey) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
