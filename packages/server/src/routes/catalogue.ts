import type { components } from '@probuild/api-client/schema';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { comsetOptionsView, loadComsetOffer, quoteSelection } from '../cart/comset-pricing.ts';
import { loadPerVersion, readCatalogueVersion, VersionedLoads } from '../catalogue/catalogue-version.ts';
import { type CategoryIndex, type CategoryRow, categoryIndexLoader } from '../catalogue/category-index.ts';
import { keptProductCards, loadProductCards } from '../catalogue/product-cards.ts';
import {
  bundleItems,
  canonicalSku,
  findProduct,
  productDetail,
  productNotFound,
  relatedProducts,
  stockReader,
  withStock,
} from '../catalogue/product-detail.ts';
import {
  type FacetGroup,
  type FacetGroupSource,
  listProducts,
  type ProductCardSource,
} from '../catalogue/product-list.ts';
import { CategoryVocabulary, normaliseQuery, searchCondition, searchProducts } from '../catalogue/search.ts';
import { brands, categories, products, promotionProducts, promotions } from '../db/schema/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

type Schemas = components['schemas'];
type CategoryNode = Schemas['CategoryNode'];
type PromotionRow = typeof promotions.$inferSelect;

export const NO_SEARCH_RESULTS = 'No search results found';
/** Product pages kept in each instance at most, the least recently asked for dropped first. */
const PRODUCT_PAGES_KEPT = 2_000;
/** Lists (with a price range) whose facet groups are kept at most. */
const FACET_LISTS_KEPT = 1_000;
/** Product cards of list pages kept at most. */
const LIST_CARDS_KEPT = 5_000;

type CatalogueOperations =
  | 'getCategoryTree'
  | 'searchProducts'
  | 'getProductDetail'
  | 'getRelatedProducts'
  | 'getProductBundles'
  | 'getComsetOptions'
  | 'quoteComset'
  | 'listProducts'
  | 'getPromotionsByType'
  | 'getPromotionsByCategory';

/** Operations tagged `catalogue`. */
export function catalogueHandlers({
  database,
}: HandlerContext): Pick<OperationHandlers, CatalogueOperations> {
  const { db } = database;
  const categoryIndex = categoryIndexLoader(db);
  const brandNames = loadPerVersion(
    db,
    async () => new Map((await db.select().from(brands)).map((brand) => [brand.key, brand.name])),
  );
  /** Product pages as built at a catalogue version; the stock count is read for every answer. */
  const productPages = new VersionedLoads<Schemas['ProductDetail']>(PRODUCT_PAGES_KEPT);
  const readStock = stockReader(db);
  /** The facet groups of each list and price range: they change only with the catalogue. */
  const facetGroups = new VersionedLoads<FacetGroup[]>(FACET_LISTS_KEPT);
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
  /** The cards of list pages: they too change only with the catalogue, but for the stock count. */
  const listCards = keptProductCards(db, LIST_CARDS_KEPT);
  const loadVocabulary = loadPerVersion(db, async () => new CategoryVocabulary(await categoryIndex()));
  /** The offer of a computer set; 404 for an unknown SKU or a product that is not a set. */
  const comsetOffer = async (sku: string) => {
    const { product } = await findProduct(db, sku);
    const offer = await loadComsetOffer(db, product.sku);
    if (!offer) throw new HttpError(404, 'PRODUCT_NOT_FOUND', `${product.sku} is not a computer set`);
    return offer;
  };

  return {
    async getCategoryTree() {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.key));
      return ok(categoryTree(rows));
    },

    async searchProducts(request) {
      const { q, limit = 10 } = request.query;
      if (q.trim() === '') throw badRequest('query/q must not be blank');
      const { rows, total } = await searchProducts(db, await loadVocabulary(), q, limit);
      const results = rows.map((row) => ({
        _id: row.sku,
        sku: row.sku,
        name: { th: row.nameTh, en: row.nameEn },
        image: row.images[0] ?? null,
        images: row.images,
        price: row.price,
        salePrice: row.salePrice ?? row.price,
        inStock: row.stock > 0,
      }));
      return { ...ok(results, results.length === 0 ? NO_SEARCH_RESULTS : 'OK'), total };
    },

    async getProductDetail(request) {
      const sku = canonicalSku(request.params.sku);
      const [version, stock] = await Promise.all([readCatalogueVersion(db), readStock(sku)]);
      if (stock === undefined) throw productNotFound();
      const page = await productPages.load(sku, version, async () =>
        productDetail(db, await categoryIndex(), sku),
      );
      return ok(withStock(page, stock));
    },

    async getRelatedProducts(request) {
      return ok({ relatedProducts: await relatedProducts(db, request.params.sku) });
    },

    async getProductBundles(request) {
      return ok(await bundleItems(db, request.params.sku));
    },

    async getComsetOptions(request) {
      return ok(comsetOptionsView(await comsetOffer(request.params.sku)));
    },

    async quoteComset(request) {
      return ok(quoteSelection(await comsetOffer(request.params.sku), request.body));
    },

    async listProducts(request) {
      const { type, dataFilter, sort, page = 1, pageSize = 20, ...filters } = request.body;
      if (
        filters.priceMin !== undefined &&
        filters.priceMax !== undefined &&
        filters.priceMin > filters.priceMax
      ) {
        throw badRequest('body/priceMin must not be greater than body/priceMax');
      }
      // One read of the catalogue version serves every kept part of the answer.
      const version = await readCatalogueVersion(db);
      const list = await listOf(type, dataFilter.trim(), version);
      const [index, names] = await Promise.all([categoryIndex(version), brandNames(version)]);
      const labels = {
        brand: (key: string) => names.get(key) ?? key,
        category: (key: string) => {
          const category = index.get(key);
          return category ? { th: category.nameTh, en: category.nameEn } : { th: key, en: key };
        },
      };
      const groupsFrom: FacetGroupSource = (key, load) => facetGroups.load(key, version, load);
      const cardsFrom: ProductCardSource = (skus) => listCards(skus, version);
      return ok(
        await listProducts(db, { ...list, filters, sort, page, pageSize }, labels, groupsFrom, cardsFrom),
      );
    },

    async getPromotionsByType() {
      const rows = await db.select().from(promotions).orderBy(asc(promotions.sortOrder));
      return ok({ sub: rows.map(toPromotion) });
    },

    async getPromotionsByCategory(request) {
      const index = await categoryIndex();
      const category = index.resolvePath(request.params.category);
      if (!category) throw categoryNotFound(request.params.category);
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
      const groups = active.flatMap((promotion) => {
        const items = listed
          .filter((row) => row.promotionKey === promotion.key)
          .flatMap((row) => cards.get(row.sku) ?? []);
        return items.length > 0 ? [{ ...toPromotion(promotion), products: items }] : [];
      });
      return ok(groups);
    },
  };

  /** Which products a list page shows, how its category facet counts, and its order without a sort. */
  async function listOf(type: Schemas['ListProductQuery']['type'], dataFilter: string, version: number) {
    switch (type) {
      case 'category':
      case 'category_subcategory': {
        const index = await categoryIndex(version);
        const category = index.resolvePath(dataFilter);
        if (!category) throw categoryNotFound(dataFilter);
        return {
          listKey: `category:${category.key}`,
          base: categoryCondition(index, category),
          categoryFacet: category.level === 1 ? ('category' as const) : ('subcategory' as const),
        };
      }
      case 'brand': {
        const wanted = dataFilter.toLowerCase();
        const brand = [...(await brandNames(version))].find(
          ([key, name]) => key === wanted || name.toLowerCase() === wanted,
        );
        if (!brand) throw new HttpError(404, 'NOT_FOUND', `Brand not found: ${dataFilter}`);
        return {
          listKey: `brand:${brand[0]}`,
          base: eq(products.brandKey, brand[0]),
          categoryFacet: 'category' as const,
        };
      }
      case 'search': {
        if (dataFilter === '') throw badRequest('body/dataFilter must not be blank');
        return {
          listKey: `search:${normaliseQuery(dataFilter)}`,
          base: await searchCondition(db, await loadVocabulary(version), dataFilter),
          categoryFacet: 'category' as const,
        };
      }
      case 'promotion': {
        const promotion = (await promotionStatuses(version)).get(dataFilter.toLowerCase());
        if (!promotion) throw new HttpError(404, 'NOT_FOUND', `Promotion not found: ${dataFilter}`);
        if (promotion.status !== 'active') {
          throw new HttpError(404, 'NOT_FOUND', `The promotion ${promotion.key} has ended`);
        }
        const listedIn = sql`${promotionProducts.promotionKey} = ${promotion.key} and ${promotionProducts.sku} = ${products.sku}`;
        return {
          listKey: `promotion:${promotion.key}`,
          base: sql`exists (select 1 from ${promotionProducts} where ${listedIn})`,
          categoryFacet: 'category' as const,
          fallbackOrder: [
            sql`(select ${promotionProducts.sortOrder} from ${promotionProducts} where ${listedIn})`,
          ],
        };
      }
    }
  }
}

function badRequest(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message);
}

function categoryNotFound(name: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', `Category not found: ${name}`);
}

/** Products of a category: a group's categories, a category, or a subcategory. */
function categoryCondition(index: CategoryIndex, category: CategoryRow): SQL {
  if (category.level === 3) return eq(products.subcategoryKey, category.key);
  if (category.level === 2) return eq(products.categoryKey, category.key);
  const children = index.children(category.key).map((child) => child.key);
  return inArray(products.categoryKey, children.length > 0 ? children : ['']);
}

function toPromotion(row: PromotionRow): Schemas['Promotion'] {
  return {
    _id: row.key,
    key: row.key,
    title: { th: row.titleTh, en: row.titleEn },
    subTitle: { th: row.subTitleTh, en: row.subTitleEn },
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
