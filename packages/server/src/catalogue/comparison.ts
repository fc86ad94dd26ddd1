import type { operations } from '@probuild/api-client/schema';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { brands, products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { categoryIndexLoader } from './category-index.ts';
import { selectProductCardsWithSpecs, toListProduct } from './product-cards.ts';
import { escapeLike } from './search.ts';
import type { Sku } from './sku.ts';
import { labelledSpecs } from './spec-labels.ts';

type ComparisonQuery = Omit<
  NonNullable<operations['filterComparisonProducts']['parameters']['query']>,
  'skus'
> & {
  skus?: Sku[];
};

const orderings = {
  price_asc: [asc(products.effectivePrice), asc(products.sku)],
  price_desc: [desc(products.effectivePrice), asc(products.sku)],
  name_asc: [asc(products.nameEn), asc(products.sku)],
  name_desc: [desc(products.nameEn), asc(products.sku)],
};

/** The shopper's price bounds are whole baht; prices are kept in satang. */
const satangOfBaht = (baht: number) => baht * 100;

/** The reads of the comparison page: comparable parts, their main categories and brands. */
export function comparisonReads(db: AppDatabase) {
  const categoryIndex = categoryIndexLoader(db);
  return {
    /** One page of the parts that match, each with its labelled specifications, and how many match. */
    async filterProducts(query: ComparisonQuery) {
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
      } = query;
      if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
        throw new DomainError(
          'invalid',
          'VALIDATION_FAILED',
          'query/priceMin must not be greater than query/priceMax',
        );
      }
      const comparable = (await categoryIndex()).mainCategories();
      if (category && !comparable.some((row) => row.key === category)) {
        throw new DomainError(
          'invalid',
          'VALIDATION_FAILED',
          `query/category is not a main category: ${category}`,
        );
      }
      const conditions = [
        // Parts are compared by their specifications; a computer set has none of its own.
        eq(products.productType, 'product'),
        eq(products.published, true),
        q?.trim() ? sql`${products.searchText} like ${`%${escapeLike(q.trim().toLowerCase())}%`}` : undefined,
        category ? eq(products.categoryKey, category) : undefined,
        brandKeys?.length ? inArray(products.brandKey, brandKeys) : undefined,
        skus?.length ? inArray(products.sku, skus) : undefined,
        priceMin !== undefined ? sql`${products.effectivePrice} >= ${satangOfBaht(priceMin)}` : undefined,
        priceMax !== undefined ? sql`${products.effectivePrice} <= ${satangOfBaht(priceMax)}` : undefined,
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
      return { products: comparisonProducts, total, page, pageSize };
    },

    async mainCategories() {
      const main = (await categoryIndex()).mainCategories();
      return main.map((row) => ({ _id: row.key, key: row.key, name: { th: row.nameTh, en: row.nameEn } }));
    },

    /** Brands of comparable parts only: the shop's own brand sells computer sets, not parts. */
    async brands() {
      const rows = await db
        .select({ key: brands.key, name: brands.name })
        .from(brands)
        .where(
          sql`exists (select 1 from ${products} where ${products.brandKey} = ${brands.key} and ${products.productType} = 'product')`,
        )
        .orderBy(sql`lower(${brands.name})`);
      return rows.map((row) => ({ _id: row.key, key: row.key, name: row.name }));
    },
  };
}
