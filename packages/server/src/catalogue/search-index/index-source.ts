import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open.ts';
import { brands, productChanges, products } from '../../db/schema/index.ts';
import { readCatalogueVersion } from '../catalogue-version.ts';
import { type IndexedProduct, ProductIndex } from './product-index.ts';
import type { ShopVocabulary } from './vocabulary.ts';

/** More changed products than this are read by building the index again. */
const MOST_CHANGES_APPLIED = 5_000;
/** Products read per statement. */
const BATCH = 2_000;
/** A change number skipped in the log is looked for this long (a transaction still open may write it). */
const GAP_KEPT_MS = 60_000;

const columns = {
  sku: products.sku,
  nameEn: products.nameEn,
  model: products.model,
  searchText: sql<string>`${products.searchText} || ' ' || ${brands.name}`,
  brandKey: products.brandKey,
  categoryKey: products.categoryKey,
  subcategoryKey: products.subcategoryKey,
  price: products.effectivePrice,
  inStock: sql<boolean>`${products.stock} > 0`,
  bestSeller: sql<boolean>`${products.tags} @> '[{"name":{"en":"Best seller"}}]'::jsonb`,
  createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000)::float8`,
  memoryType: products.memoryType,
  capacity: products.capacity,
  vram: products.vramGb,
  cores: products.cores,
};

const readProducts = (db: AppDatabase, skus?: string[]): Promise<IndexedProduct[]> =>
  db
    .select(columns)
    .from(products)
    .innerJoin(brands, eq(brands.key, products.brandKey))
    // Unpublished products are not in the index: a product unpublished since is removed from it.
    .where(and(eq(products.published, true), skus ? inArray(products.sku, skus) : undefined))
    .then((rows) => rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) })));

/** How long the last build took and how much heap it added. */
export interface IndexBuild {
  products: number;
  milliseconds: number;
  heapBytes: number;
}

/**
 * This instance's search index of the shared catalogue, kept fresh through the catalogue version:
 * when it has moved, only the products named in the change log since the last read are read again
 * (the whole catalogue again only after a TRUNCATE or a very large change).
 */
export function productIndexSource(
  db: AppDatabase,
  vocabularyAt: (version: number) => Promise<ShopVocabulary>,
) {
  let index: ProductIndex | undefined;
  let indexVersion = -1;
  let lastChange = 0;
  /** Change numbers below `lastChange` not seen yet, with when they were first missed. */
  const gaps = new Map<number, number>();
  let updating: Promise<ProductIndex> | undefined;
  let lastBuild: IndexBuild | undefined;

  /** Whether the log was pruned past the last change read, so changes since may be gone from it. */
  const logPrunedSince = async (last: number) => {
    const [row] = await db
      .select({ first: sql<number | null>`min(${productChanges.id})` })
      .from(productChanges);
    return row?.first != null && Number(row.first) > last + 1;
  };
  const lastChangeNow = async () =>
    Number(
      (await db.select({ id: sql<number>`coalesce(max(${productChanges.id}), 0)` }).from(productChanges))[0]
        ?.id ?? 0,
    );

  async function build(vocabulary: ShopVocabulary): Promise<ProductIndex> {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    // The log's end first: a change written during the read is applied again at the next update.
    lastChange = await lastChangeNow();
    gaps.clear();
    const fresh = new ProductIndex(vocabulary);
    for (const product of await readProducts(db)) fresh.put(product);
    fresh.nameRank(0);
    lastBuild = {
      products: fresh.size,
      milliseconds: performance.now() - started,
      heapBytes: process.memoryUsage().heapUsed - heapBefore,
    };
    return fresh;
  }

  async function update(current: ProductIndex, vocabulary: ShopVocabulary): Promise<ProductIndex> {
    const now = Date.now();
    for (const [id, since] of gaps) if (now - since > GAP_KEPT_MS) gaps.delete(id);
    const changes = await db
      .select()
      .from(productChanges)
      .where(
        or(
          gt(productChanges.id, lastChange),
          gaps.size > 0 ? inArray(productChanges.id, [...gaps.keys()]) : undefined,
        ),
      )
      .orderBy(productChanges.id)
      .limit(MOST_CHANGES_APPLIED + 1);
    if (
      changes.length > MOST_CHANGES_APPLIED ||
      changes.some((change) => change.sku === '*') ||
      (await logPrunedSince(lastChange))
    )
      return build(vocabulary);
    for (const { id } of changes) {
      gaps.delete(id);
      for (let missing = lastChange + 1; missing < id; missing++) gaps.set(missing, now);
      lastChange = Math.max(lastChange, id);
    }
    current.vocabulary = vocabulary;
    const skus = [...new Set(changes.map((change) => change.sku))];
    for (let at = 0; at < skus.length; at += BATCH) {
      const batch = skus.slice(at, at + BATCH);
      const found = await readProducts(db, batch);
      const present = new Set(found.map((product) => product.sku));
      for (const sku of batch) if (!present.has(sku)) current.remove(sku);
      for (const product of found) current.put(product);
    }
    return current;
  }

  return {
    /** The index as of the catalogue version now (or `version`, read already by the caller). */
    async at(version?: number): Promise<ProductIndex> {
      const wanted = version ?? (await readCatalogueVersion(db));
      while (index === undefined || indexVersion !== wanted) {
        if (!updating) {
          const from = index;
          updating = (async () => {
            const vocabulary = await vocabularyAt(wanted);
            const next = from ? await update(from, vocabulary) : await build(vocabulary);
            index = next;
            indexVersion = wanted;
            return next;
          })().finally(() => {
            updating = undefined;
          });
        }
        await updating;
      }
      return index;
    },
    lastBuild: () => lastBuild,
  };
}
