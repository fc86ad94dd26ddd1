import type { components } from '@probuild/api-client/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { brands, categories, products } from '../db/schema/index.ts';
import { VersionedCopies } from './catalogue-version.ts';

type ListProduct = components['schemas']['ListProduct'];

/** Joins a product to its category only when shoppers may see it: unpublished products have no card. */
const shownInCategory = and(eq(categories.key, products.categoryKey), eq(products.published, true));

/** The columns a product card needs: the product's own, its brand's name and its category's names. */
export const productCardColumns = {
  sku: products.sku,
  nameTh: products.nameTh,
  nameEn: products.nameEn,
  shortDescTh: products.shortDescTh,
  shortDescEn: products.shortDescEn,
  price: products.price,
  salePrice: products.salePrice,
  images: products.images,
  tags: products.tags,
  highlights: products.highlights,
  isNew: products.isNew,
  stock: products.stock,
  brandKey: products.brandKey,
  brandName: brands.name,
  categoryKey: products.categoryKey,
  categoryNameTh: categories.nameTh,
  categoryNameEn: categories.nameEn,
};

/** The same, with each product's model and specifications (comparison and compatibility). */
export function selectProductCardsWithSpecs(db: AppDatabase) {
  return db
    .select({ ...productCardColumns, model: products.model, specs: products.specs })
    .from(products)
    .innerJoin(brands, eq(brands.key, products.brandKey))
    .innerJoin(categories, shownInCategory);
}

export type ProductCardRow = Awaited<ReturnType<typeof selectProductCards>>[number];

/** `select … from products join brands join categories`, for callers to filter, sort and page. */
export function selectProductCards(db: AppDatabase) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.key, products.brandKey))
    .innerJoin(categories, shownInCategory);
}

export function toListProduct(row: ProductCardRow): ListProduct {
  return {
    _id: row.sku,
    sku: row.sku,
    name: { th: row.nameTh, en: row.nameEn },
    shortDesc: { th: row.shortDescTh, en: row.shortDescEn },
    price: row.price,
    salePrice: row.salePrice ?? row.price,
    images: row.images,
    tags: row.tags,
    highlight: row.highlights,
    isNew: row.isNew,
    brand: { _id: row.brandKey, key: row.brandKey, name: row.brandName },
    category: {
      _id: row.categoryKey,
      key: row.categoryKey,
      name: { th: row.categoryNameTh, en: row.categoryNameEn },
    },
    inStock: row.stock > 0,
  };
}

/** Product cards of these SKUs, in the order given; unknown SKUs are left out. */
export async function loadProductCards(db: AppDatabase, skus: string[]): Promise<ListProduct[]> {
  if (skus.length === 0) return [];
  const rows = await selectProductCards(db).where(inArray(products.sku, skus));
  const bySku = new Map(rows.map((row) => [row.sku, toListProduct(row)]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/**
 * Product cards by SKU, kept per catalogue version, at most `limit` of them (the least recently
 * listed dropped first); the ones not kept are read in one query. Everything on a card but the
 * stock count changes the version, so a kept card is what a fresh read would give. The caller
 * reads `version` before it asks, so a card is never kept under a newer version than it was read at.
 */
export function keptProductCards(
  db: AppDatabase,
  limit: number,
): (skus: string[], version: number) => Promise<Map<string, ListProduct>> {
  const kept = new VersionedCopies<ListProduct>(limit);
  return async (skus, version) => {
    const cards = new Map<string, ListProduct>();
    const missing: string[] = [];
    for (const sku of skus) {
      const card = kept.find(sku, version);
      if (card) cards.set(sku, card);
      else missing.push(sku);
    }
    for (const card of await loadProductCards(db, missing)) {
      kept.keep(card.sku, version, card);
      cards.set(card.sku, card);
    }
    return cards;
  };
}
