import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/open.ts';
import { customers } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import type { CustomerRow } from './sessions.ts';

export async function findCustomer(db: AppDatabase, customerId: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new DomainError('notFound', 'NOT_FOUND', 'profile not found');
  return row;
}

/** Locks the customer row until the transaction ends: changes of one customer's data queue up. */
export async function lockCustomer(tx: AppDatabase, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/**
 * How many rows the customer owns in the table of `owner` (its customer column), counted under the
 * customer's lock (taken here until the transaction ends), so two requests at once cannot both
 * pass a limit on them.
 */
export async function countOwnRowsLocked(
  tx: AppDatabase,
  customerId: string,
  owner: PgColumn,
): Promise<number> {
  await lockCustomer(tx, customerId);
  const [owned] = await tx.select({ rows: count() }).from(owner.table).where(eq(owner, customerId));
  return owned?.rows ?? 0;
}
