import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema/index.ts';
import { isDatabaseEmpty, seedDatabase, seedIfEmpty } from '../src/seed/index.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const THAI_ADDRESS_ROWS = { provinces: 77, districts: 929, subdistricts: 7451 };

describe('seeding', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase?.dispose());

  const levelCounts = async () =>
    testDatabase.database.db
      .select({ level: categories.level, rows: count() })
      .from(categories)
      .groupBy(categories.level)
      .orderBy(asc(categories.level));
  const allRows = () => testDatabase.database.db.select().from(categories).orderBy(asc(categories.key));

  it('fills an empty database once, then leaves it to the explicit seed', async () => {
    const { db } = testDatabase.database;
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await levelCounts()).toEqual([
      { level: 1, rows: 4 },
      { level: 2, rows: 19 },
      { level: 3, rows: 36 },
    ]);
  });

  it('leaves the same rows when run twice, and repairs changed rows', async () => {
    const { db } = testDatabase.database;
    const before = await allRows();
    await db.update(categories).set({ nameEn: 'Changed', productCount: 0 });

    expect(await seedDatabase(db)).toMatchObject({ categories: 53, addresses: THAI_ADDRESS_ROWS });
    expect(await seedDatabase(db)).toMatchObject({ categories: 53, addresses: THAI_ADDRESS_ROWS });

    expect(await allRows()).toEqual(before);
    expect(await levelCounts()).toEqual([
      { level: 1, rows: 4 },
      { level: 2, rows: 19 },
      { level: 3, rows: 36 },
    ]);
  });
});
