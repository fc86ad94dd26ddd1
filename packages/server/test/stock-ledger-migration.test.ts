import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/open.ts';
import { migrationsFolder } from '../src/paths.ts';
import { freshDatabaseTarget, freshDataDir } from './support/database.ts';

const LEDGER_MIGRATION = '0037_stock_movements';

/** The migrations before the ledger's, in a folder of their own. */
async function migrationsBeforeLedger(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'probuild-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === LEDGER_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const migrateFrom = (database: Database, folder: string) =>
  database.kind === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder: folder })
    : migratePostgres(database.db as never, { migrationsFolder: folder });

it('opens the ledger of a shop that has stock with one movement per product, its stock', async () => {
  const target = process.env.DATABASE_URL ? await freshDatabaseTarget() : await freshDataDir({ empty: true });
  const database = await openDatabase(target.options);
  const before = await migrationsBeforeLedger();
  try {
    await migrateFrom(database, before);
    await database.db.execute(sql`
      insert into categories (key, level, sort_order, name_th, name_en) values ('cpu', 1, 1, 'ซีพียู', 'CPU')`);
    await database.db.execute(sql`
      insert into brands (key, name, color, logo) values ('amd', 'AMD', '#000000', 'amd.svg')`);
    for (const [sku, stock] of [
      ['CPU-A', 7],
      ['CPU-B', 0],
      ['CPU-C', 31],
    ] as const)
      await database.db.execute(sql`
        insert into products (sku, category_key, brand_key, model, name_th, name_en, short_desc_th,
          short_desc_en, price, stock, created_at, images, colors, tags, highlights, warranty_months,
          specs, search_text)
        values (${sku}, 'cpu', 'amd', 'X', 'x', 'x', 'x', 'x', 100, ${stock}, now(), '[]', '[]', '[]',
          '[]', 36, '{}', 'x')`);
    await database.migrate();
    const result = await database.db.execute(
      sql`select sku, kind, quantity, balance from stock_movements order by sku`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { sku: 'CPU-A', kind: 'opening', quantity: 7, balance: 7 },
      { sku: 'CPU-C', kind: 'opening', quantity: 31, balance: 31 },
    ]);
  } finally {
    await database.close();
    await target.remove();
    await rm(before, { recursive: true, force: true });
  }
});
