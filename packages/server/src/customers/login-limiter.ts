import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { CommerceSettings } from '../commerce-settings.ts';
import type { AppDatabase } from '../db/open.ts';
import { loginFailures } from '../db/schema/index.ts';
import { HttpError } from '../http/envelope.ts';

type Limits = CommerceSettings['loginLimits'];

/**
 * Refuses a sign-in (429 with Retry-After) while the account or the client address has had too
 * many failed attempts within the window. Only failures count, so a customer who signs in
 * correctly is never slowed down by their own successes.
 */
export async function ensureLoginAllowed(
  db: AppDatabase,
  limits: Limits,
  reply: FastifyReply,
  { email, address }: { email: string; address: string },
): Promise<void> {
  const since = sql`now() - make_interval(secs => ${limits.windowSeconds})`;
  const [byAccount, byAddress] = await Promise.all(
    [eq(loginFailures.email, email), eq(loginFailures.address, address)].map(async (match) => {
      const [row] = await db
        .select({ failures: count(), oldest: min(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(match, gt(loginFailures.createdAt, since)));
      return row;
    }),
  );
  const blocking = [
    { row: byAccount, limit: limits.perAccount },
    { row: byAddress, limit: limits.perAddress },
  ].find(({ row, limit }) => (row?.failures ?? 0) >= limit);
  if (!blocking?.row?.oldest) return;
  const oldest = new Date(blocking.row.oldest).getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + limits.windowSeconds * 1000 - Date.now()) / 1000));
  reply.header('retry-after', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  throw new HttpError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export async function recordLoginFailure(
  db: AppDatabase,
  limits: Limits,
  failure: { email: string; address: string },
): Promise<void> {
  // Rows older than the window no longer count: the account's are dropped as new ones come.
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, failure.email),
        sql`${loginFailures.createdAt} < now() - make_interval(secs => ${limits.windowSeconds})`,
      ),
    );
  await db.insert(loginFailures).values(failure);
}

/** A correct sign-in clears the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: AppDatabase, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
