import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type OpenDatabaseOptions, openDatabase, PGLITE_FOLDER } from '../../src/db/open.ts';

/** Where a test's database lives, and how to remove it afterwards. */
export interface DatabaseTarget {
  options: OpenDatabaseOptions;
  remove(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/** Which database the tests run on: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database nobody else uses: a new temp folder for PGlite, or a new database on the server of
 * DATABASE_URL (the database named there is left alone). `seeded` starts it as a copy of the
 * migrated and seeded template rather than of the migrated one.
 */
export async function freshDatabaseTarget({ seeded = false } = {}): Promise<DatabaseTarget> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return freshDataDir({ seeded });
  const name = `probuild_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = seeded ? ` template ${inject('postgresSeededTemplate')}` : '';
  await onServer(serverUrl, `create database ${name}${template}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    options: { databaseUrl: databaseUrl.toString() },
    remove: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A new PGlite data folder: a copy of the migrated template (of the seeded one with `{ seeded: true }`),
 * or empty with `{ empty: true }`.
 */
export async function freshDataDir({
  empty = false,
  seeded = false,
} = {}): Promise<DatabaseTarget & { options: { dataDir: string } }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'probuild-test-'));
  // No template in a PostgreSQL run: PGlite then creates the database on open.
  const template = inject(seeded ? 'pgliteSeededTemplateDir' : 'pgliteTemplateDir');
  if (!empty && template) {
    await cp(join(template, PGLITE_FOLDER), join(dataDir, PGLITE_FOLDER), { recursive: true });
  }
  return { options: { dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A fresh, migrated database; with `{ seeded: true }` also holding the seed data. */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const target = await freshDatabaseTarget({ seeded });
  const database = await openDatabase(target.options);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await target.remove();
    throw error;
  }
  return {
    database,
    async dispose() {
      await database.close();
      await target.remove();
    },
  };
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
