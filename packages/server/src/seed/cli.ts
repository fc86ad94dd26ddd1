import { readConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open.ts';
import { seedDatabase } from './index.ts';

/** `pnpm --filter @probuild/server seed`: migrates and (re)loads the seed data; safe to repeat. */
async function seed(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const summary = await seedDatabase(database.db);
    const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.log(`Seeded ${summary.categories} categories into ${where}.`);
  } finally {
    await database.close();
  }
}

seed().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exitCode = 1;
});
