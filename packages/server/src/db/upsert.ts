import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The `set` of an upsert that overwrites every column except the conflict target with the new row. */
export function updateFromExcluded<T extends PgTable>(table: T, except: string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!except.includes(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
