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
  searchIndexAtStart,
}: HandlerContext): Pick<OperationHandlers, CatalogueOperations> {
  const catalogue = catalogueReads(database.db);
  if (searchIndexAtStart) catalogue.buildSearchIndex();
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

    async listProducts(request, reply) {
      const { type, dataFilter, sort, page = 1, pageSize = 20, ...filters } = request.body;
      // The route's own serializer, as for any answer; the bytes are kept for the next asker.
      const body = await catalogue.encodedListProducts(
        { type, dataFilter, filters, sort, page, pageSize },
        (listed) => Buffer.from(String(reply.serializeInput(ok(listed), '200', 'application/json'))),
      );
      return reply.type('application/json; charset=utf-8').send(body) as never;
    },

    getPromotionsByType: async () => ok({ sub: await catalogue.promotions() }),
    getPromotionsByCategory: async (request) =>
      ok(await catalogue.promotionsInCategory(request.params.category)),
  };
}
