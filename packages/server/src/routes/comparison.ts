import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { categoryIndexLoader } from '../catalogue/category-index.ts';
import { selectProductCardsWithSpecs, toListProduct } from '../catalogue/product-cards.ts';
import { escapeLike } from '../catalogue/search.ts';
import { labelledSpecs } from '../catalogue/spec-labels.ts';
import { brands, products } from '../db/schema/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

const orderings = {
  price_asc: [asc(products.effectivePrice), asc(products.sku)],
  price_desc: [desc(products.effectivePrice), asc(products.sku)],
  name_asc: [asc(products.nameEn), asc(products.sku)],
  name_desc: [desc(products.nameEn), asc(products.sku)],
};

/** Operations tagged `comparison`. */
export function comparisonHandlers({
  database,
}: HandlerContext): Pick<
  OperationHandlers,
  'filterComparisonProducts' | 'getComparisonMainCategories' | 'getComparisonBrands'
> {
  const { db } = database;
  const categoryIndex = categoryIndexLoader(db);
  return {
    async filterComparisonProducts(request) {
      const {
        q,
        category,
        brands: brandKeys,
        skus,
        priceMin,
        priceMax,
        sort = 'price_asc',
        page = 1,
        pageSize = 4,
      } = request.query;
      if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          'query/priceMin must not be greater than query/priceMax',
        );
      }
      const comparable = (await categoryIndex()).mainCategories();
      if (category && !comparable.some((row) => row.key === category)) {
        throw new HttpError(400, 'VALIDATION_FAILED', `query/category is not a main category: ${category}`);
      }
      const conditions = [
        // Parts are compared by their specifications; a computer set has none of its own.
        eq(products.productType, 'product'),
        q?.trim() ? sql`${products.searchText} like ${`%${escapeLike(q.trim().toLowerCase())}%`}` : undefined,
        category ? eq(products.categoryKey, category) : undefined,
        brandKeys?.length ? inArray(products.brandKey, brandKeys) : undefined,
        skus?.length
          ? inArray(
              products.sku,
              skus.map((sku) => sku.toUpperCase()),
            )
          : undefined,
        priceMin !== undefined ? sql`${products.effectivePrice} >= ${priceMin}` : undefined,
        priceMax !== undefined ? sql`${products.effectivePrice} <= ${priceMax}` : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      const where = conditions.length > 0 ? and(...conditions) : undefined;

      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
      const total = Number(counted?.total ?? 0);
      const rows =
        (page - 1) * pageSize < total
          ? await selectProductCardsWithSpecs(db)
              .where(where)
              .orderBy(...orderings[sort])
              .limit(pageSize)
              .offset((page - 1) * pageSize)
          : [];
      const comparisonProducts = rows.map((row) => {
        const card = toListProduct(row);
        return {
          _id: card._id,
          sku: card.sku,
          name: card.name,
          brand: card.brand,
          model: row.model,
          category: card.category,
          price: card.price,
          salePrice: card.salePrice,
          images: card.images,
          attributes: labelledSpecs(row.categoryKey, row.specs).map((spec) => ({
            attributeId: { _id: spec.key, name: spec.label },
            value: spec.value.en ?? spec.value.th,
          })),
        };
      });
      return ok({ products: comparisonProducts, total, page, pageSize });
    },

    async getComparisonMainCategories() {
      const main = (await categoryIndex()).mainCategories();
      return ok(
        main.map((row) => ({ _id: row.key, key: row.key, name: { th: row.nameTh, en: row.nameEn } })),
      );
    },

    async getComparisonBrands() {
      // Brands of comparable parts only: the shop's own brand sells computer sets, not parts.
      const rows = await db
        .select({ key: brands.key, name: brands.name })
        .from(brands)
        .where(
          sql`exists (select 1 from ${products} where ${products.brandKey} = ${brands.key} and ${products.productType} = 'product')`,
        )
        .orderBy(sql`lower(${brands.name})`);
      return ok(rows.map((row) => ({ _id: row.key, key: row.key, name: row.name })));
    },
  };
}
