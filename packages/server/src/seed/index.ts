import { count, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { categories } from '../db/schema/index.ts';
import { type AddressSeedSummary, seedAddresses } from './addresses.ts';
import { type CatalogueSeedSummary, seedCatalogue } from './catalogue.ts';
import { seedCategories } from './categories.ts';
import { seedContent } from './content/index.ts';
import { seedDiscountCodes } from './discount-codes.ts';
import { seedWarrantySerials } from './warranty-serials.ts';

export interface SeedSummary {
  categories: number;
  catalogue: CatalogueSeedSummary;
  addresses: AddressSeedSummary;
  discountCodes: number;
  warrantySerials: number;
  contentItems: number;
}

/** Loads the seed data in packages/server/data; running it again updates rows in place. */
export async function seedDatabase(db: AppDatabase): Promise<SeedSummary> {
  const summary = await db.transaction(async (tx) => ({
    categories: await seedCategories(tx),
    catalogue: await seedCatalogue(tx),
    addresses: await seedAddresses(tx),
    discountCodes: await seedDiscountCodes(tx),
    warrantySerials: await seedWarrantySerials(tx),
    contentItems: await seedContent(tx),
  }));
  // PGlite has no autovacuum: fresh statistics keep the planner on the indexes after a bulk load.
  await db.execute(sql`analyze`);
  return summary;
}

export async function isDatabaseEmpty(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(categories);
  return (row?.rows ?? 0) === 0;
}

/** Seeds a database that has never been seeded; returns whether it did. */
export async function seedIfEmpty(db: AppDatabase): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db);
  return true;
}
