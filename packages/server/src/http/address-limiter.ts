import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/open.ts';
import { requestCounts } from '../db/schema/index.ts';
import { HttpError } from './envelope.ts';

/**
 * Counts one kind of request (`name`) per client address in one-minute windows. It is a deterrent
 * against scripts (guessing serials, mass mailing, filling the share-link table), not an account
 * protection: login failures, which protect accounts, have their own limiter. The count is one
 * statement on a row of the database, so parallel requests and every instance share it.
 */
export function createAddressLimiter(db: AppDatabase, name: string, perMinute: number) {
  /** Seconds to wait when this address has used up the minute; 0 when the request may go ahead. */
  async function take(address: string): Promise<number> {
    const lapsed = sql`${requestCounts.windowStart} <= now() - interval '1 minute'`;
    const [row] = await db
      .insert(requestCounts)
      .values({ key: `${name} ${address}`, windowStart: sql`now()`, count: 1 })
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
  return {
    /** Counts the request; when the address is over its minute, answers 429 with `retry-after`. */
    async enforce(request: FastifyRequest, reply: FastifyReply, tooMany: string): Promise<void> {
      const wait = await take(request.ip);
      if (wait === 0) return;
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'RATE_LIMITED', `${tooMany}; please try again in ${wait} seconds`);
    },
  };
}

/** Drops the counts of windows that have ended, which no request will start again. */
export async function forgetEndedRequestCounts(db: AppDatabase): Promise<void> {
  await db.delete(requestCounts).where(lt(requestCounts.windowStart, sql`now() - interval '1 minute'`));
}
