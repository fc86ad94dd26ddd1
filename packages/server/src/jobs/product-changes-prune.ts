import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { productChanges } from '../db/schema/index.ts';

/**
 * Changes kept in the log: twice what an instance's search index applies one by one. An instance
 * further behind builds its index again, and it also does when the log no longer holds the change
 * after the last one it read (see catalogue/search-index/index-source.ts), so nothing older is needed.
 */
export const PRODUCT_CHANGES_KEPT = 10_000;

/** Drops the changes older than the last `kept` of the log; answers how many went. */
export async function pruneProductChanges(db: AppDatabase, kept = PRODUCT_CHANGES_KEPT): Promise<number> {
  const dropped = await db
    .delete(productChanges)
    .where(
      sql`${productChanges.id} <= (select coalesce(max(${productChanges.id}), 0) from ${productChanges}) - ${kept}`,
    )
    .returning({ id: productChanges.id });
  return dropped.length;
}
