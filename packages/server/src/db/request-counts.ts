import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from './open.ts';
import { requestCounts } from './schema/index.ts';

/**
 * Counts one request under `key` in its one-minute window and answers the seconds to wait when the
 * window already holds `perMinute` (0 when the request may go ahead). The count is one statement on
 * a row of the database, so parallel requests and every instance share it.
 */
export async function countRequest(db: AppDatabase, key: string, perMinute: number): Promise<number> {
  const lapsed = sql`${requestCounts.windowStart} <= now() - interval '1 minute'`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      // Both expressions read the row as it was: a lapsed window starts again at this request.
      set: {
        count: sql`case when ${lapsed} then 1 else ${requestCounts.count} + 1 end`,
        windowStart: sql`case when ${lapsed} then now() else ${requestCounts.windowStart} end`,
      },
    })
    .returning({
      count: requestCounts.count,
      secondsLeft: sql<number>`extract(epoch from ${requestCounts.windowStart} + interval '1 minute' - now())::float8`,
    });
  if (!row || row.count <= perMinute) return 0;
  return Math.max(1, Math.ceil(Number(row.secondsLeft)));
}

/** Drops the counts of windows that have ended, which no request will start again. */
export async function forgetEndedRequestCounts(db: AppDatabase): Promise<void> {
  await db.delete(requestCounts).where(lt(requestCounts.windowStart, sql`now() - interval '1 minute'`));
}
