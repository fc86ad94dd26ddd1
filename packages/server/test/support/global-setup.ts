import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../src/db/open.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { onServer } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that tests copy instead of creating one each (seconds each). */
    pgliteTemplateDir: string;
    /** A migrated and seeded PGlite data folder: the test app's database, copied in a fraction of a seed. */
    pgliteSeededTemplateDir: string;
    /** On PostgreSQL, a migrated and seeded database that test databases are created from. */
    postgresSeededTemplate: string;
  }
}

async function prepare(database: Database, { seed }: { seed: boolean }): Promise<void> {
  try {
    await database.migrate();
    if (seed) await seedDatabase(database.db);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `probuild_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${name}`;
    await prepare(await openDatabase({ databaseUrl: databaseUrl.toString() }), { seed: true });
    project.provide('postgresSeededTemplate', name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const templateDir = await mkdtemp(join(tmpdir(), 'probuild-template-'));
  const seededDir = await mkdtemp(join(tmpdir(), 'probuild-seeded-'));
  await prepare(await openDatabase({ dataDir: templateDir }), { seed: false });
  await prepare(await openDatabase({ dataDir: seededDir }), { seed: true });
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgliteSeededTemplateDir', seededDir);
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
    await rm(seededDir, { recursive: true, force: true });
  };
}
