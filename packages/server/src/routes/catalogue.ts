import { catalogueReads } from '../catalogue/catalogue-reads.ts';
import { parseSku } from '../catalogue/sku.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

const NO_SEARCH_RESULTS = 'No search results found';

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
  const catalogue = catalogueReads(database.db);
  return {
    getCategoryTree: async () => ok(await catalogue.categoryTree()),

    async searchProducts(request) {
      const { q, limit = 10 } = request.query;
      const { rows, total, facets } = await catalogue.search(q, limit);
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
      return { ...ok(results, results.length === 0 ? NO_SEARCH_RESULTS : 'OK'), total, facets };
    },

    getProductDetail: async (request) => ok(await catalogue.productDetail(parseSku(request.params.sku))),
    getRelatedProducts: async (request) =>
      ok({ relatedProducts: await catalogue.relatedProducts(parseSku(request.params.sku)) }),
    getProductBundles: async (request) => ok(await catalogue.bundles(parseSku(request.params.sku))),
    getComsetOptions: async (request) => ok(await catalogue.comsetOptions(parseSku(request.params.sku))),
    quoteComset: async (request) =>
      ok(await catalogue.quoteComset(parseSku(request.params.sku), request.body)),

    async listProducts(request) {
      const { type, dataFilter, sort, page = 1, pageSize = 20, ...filters } = request.body;
      return ok(await catalogue.listProducts({ type, dataFilter, filters, sort, page, pageSize }));
    },

    getPromotionsByType: async () => ok({ sub: await catalogue.promotions() }),
    getPromotionsByCategory: async (request) =>
      ok(await catalogue.promotionsInCategory(request.params.category)),
  };
}
