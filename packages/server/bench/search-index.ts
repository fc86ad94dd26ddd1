import { categoryIndexLoader } from '../src/catalogue/category-index.ts';
import { productIndexSource } from '../src/catalogue/search-index/index-source.ts';
import { ProductIndex, searchIndex } from '../src/catalogue/search-index/product-index.ts';
import { ShopVocabulary } from '../src/catalogue/search-index/vocabulary.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { relevanceByLanguage, relevanceSet } from '../test/support/search-relevance.ts';

/**
 * How long building an instance's index of the database takes and the heap it holds; then MRR and
 * recall@5 of the relevance set (test/search-relevance.json) over the real products alone, as the
 * relevance test measures them (the grown catalogue's copies would fill every answer's top five).
 */
async function measure(): Promise<void> {
  const database = await openDatabase(readConfig());
  const gc = (globalThis as { gc?: () => void }).gc;
  try {
    const categories = categoryIndexLoader(database.db);
    const source = productIndexSource(database.db, async () => new ShopVocabulary(await categories()));
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const index = await source.at();
    const buildMs = performance.now() - started;
    gc?.();
    const heapBytes = process.memoryUsage().heapUsed - heapBefore;

    const originals = new ProductIndex(index.vocabulary);
    for (const id of index.inCategories((await categories()).rows.map((row) => row.key))) {
      const product = index.product(id);
      if (!/-B[0-9]+$/.test(product.sku)) originals.put(product);
    }
    const answers = relevanceSet.map(({ query }) => searchIndex(originals, query, 10).skus);
    console.log(
      JSON.stringify({
        products: index.size,
        buildMs: Math.round(buildMs),
        heapMB: Math.round(heapBytes / 1e5) / 10,
        relevance: relevanceByLanguage(answers),
      }),
    );
  } finally {
    await database.close();
  }
}

/**
 * `node --expose-gc --import tsx bench/search-index.ts`, with DATABASE_URL or DATA_DIR (not in use
 * by a server: PGlite's directory has one user): prints the above as JSON.
 */
measure().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
