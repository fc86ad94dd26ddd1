import { count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIndexLoader } from '../src/catalogue/category-index.ts';
import { productIndexSource } from '../src/catalogue/search-index/index-source.ts';
import { searchIndex } from '../src/catalogue/search-index/product-index.ts';
import { ShopVocabulary } from '../src/catalogue/search-index/vocabulary.ts';
import type { Database } from '../src/db/open.ts';
import { productChanges, products } from '../src/db/schema/index.ts';
import { pruneProductChanges } from '../src/jobs/product-changes-prune.ts';
import { createTestDatabase } from './support/database.ts';

describe('pruning the product change log', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase({ seeded: true }));
  });
  afterAll(() => dispose());

  const rename = (sku: string, word: string) =>
    database.db
      .update(products)
      .set({ searchText: `${sku.toLowerCase()} ${word}` })
      .where(eq(products.sku, sku));
  const logged = async () => {
    const [row] = await database.db
      .select({ rows: count(), last: max(productChanges.id) })
      .from(productChanges);
    return { rows: row?.rows ?? 0, last: Number(row?.last ?? 0) };
  };

  it('keeps the last changes only', async () => {
    const skus = (await database.db.select({ sku: products.sku }).from(products).limit(5)).map(
      (row) => row.sku,
    );
    for (const [at, sku] of skus.entries()) await rename(sku, `word${at}`);
    const before = await logged();
    expect(before.rows).toBeGreaterThan(3);

    expect(await pruneProductChanges(database.db, 3)).toBe(before.rows - 3);
    const kept = await database.db.select({ id: productChanges.id }).from(productChanges);
    expect(kept.map((row) => row.id).sort((a, b) => a - b)).toEqual([
      before.last - 2,
      before.last - 1,
      before.last,
    ]);
    // Nothing more to drop.
    expect(await pruneProductChanges(database.db, 3)).toBe(0);
  });

  it('leaves an index behind the pruned changes to build itself again, missing none', async () => {
    const { db } = database;
    const categories = categoryIndexLoader(db);
    const source = productIndexSource(db, async () => new ShopVocabulary(await categories()));
    const findsWord = async (word: string) => searchIndex(await source.at(), word, 10).skus;
    await source.at();
    const [first, second] = (await db.select({ sku: products.sku }).from(products).limit(2)).map(
      (row) => row.sku,
    );
    if (!first || !second) throw new Error('the seed has products');
    // Two changes after the index read the log; the first one is pruned before it looks again.
    await rename(first, 'quillwort');
    await rename(second, 'bramblefinch');
    await pruneProductChanges(db, 1);
    expect(await findsWord('quillwort')).toEqual([first]);
    expect(await findsWord('bramblefinch')).toEqual([second]);
  });
});
