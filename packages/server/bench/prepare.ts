import { sql } from 'drizzle-orm';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { refreshCategoryCounts } from '../src/seed/products.ts';
import { growCatalogue } from './grow-catalogue.ts';
import { addBenchProduct, BENCH_ORDER_SKU } from './shop-calls.ts';

/**
 * `node --import tsx bench/prepare.ts`: migrates and seeds the database of DATABASE_URL or
 * DATA_DIR, then grows the catalogue to BENCH_PRODUCTS (10 000) products and adds BENCH_ORDER_SKU
 * with the stock of every order a run places. Only for a throw-away
 * database: the copies are not meant for a shop.
 */
async function prepare(): Promise<void> {
  const config = readConfig();
  const target = Number(process.env.BENCH_PRODUCTS ?? 10_000);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const total = await growCatalogue(database.db, target);
    if (total < target) throw new Error(`The catalogue grew to ${total} products, not ${target}`);
    // After the growth, which copies every product without a copy's suffix.
    await addBenchProduct(database, BENCH_ORDER_SKU, 1_000_000);
    await refreshCategoryCounts(database.db);
    await database.db.execute(sql`analyze`);
    console.log(JSON.stringify({ products: total + 1 }));
  } finally {
    await database.close();
  }
}

prepare().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
