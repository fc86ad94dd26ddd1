import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** What handlers query: the same Drizzle API on both drivers. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDatabase;
  kind: DatabaseKind;
  /** Applies the migrations in packages/server/drizzle that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded PGlite database (used when there is no databaseUrl). */
  dataDir?: string;
  /** postgres://… of a PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
}

export async function openDatabase({ dataDir, databaseUrl }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  if (dataDir) return openPglite(dataDir);
  throw new Error('openDatabase needs a dataDir (embedded PGlite) or a databaseUrl (PostgreSQL).');
}

/** The PGlite cluster's folder inside the data folder (the lock file sits beside it). */
export const PGLITE_FOLDER = 'pglite';

async function openPglite(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  try {
    // The same extensions on every open: an index built with pg_trgm breaks writes when it is missing.
    const client = await PGlite.create(join(dataDir, PGLITE_FOLDER), { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: once(async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      }),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Arbitrary key of the advisory lock that lets one instance at a time run the migrations. */
const MIGRATION_LOCK_KEY = 7_316_004_211;

/**
 * The pool's limits. A request waits at most `connectionTimeoutMillis` for a connection, so an
 * unreachable database answers 503 within seconds instead of hanging; a statement runs at most
 * `statement_timeout`, and a transaction left idle is ended, so neither holds a connection for good.
 */
export const POSTGRES_POOL = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 20_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, ...POSTGRES_POOL });
  // A connection that breaks while idle is dropped by the pool; without a listener it would end the process.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once against one database.
      const lockClient = await pool.connect();
      try {
        // Waiting for another instance's migrations, or running them, may take longer than any one
        // statement of a request should.
        await lockClient.query('set statement_timeout = 0');
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // On the lock's own connection, without the pool's statement timeout: a migration may fill
        // or index a table of a hundred thousand products.
        await migrateNodePostgres(drizzleNodePostgres({ client: lockClient }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await lockClient.query('reset statement_timeout').catch(() => {});
        lockClient.release();
      }
    },
    close: once(() => pool.end()),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => {
    result ??= action();
    return result;
  };
}
