import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { CommerceSettings } from '../commerce-settings.ts';
import type { AppDatabase } from '../db/open.ts';
import { loginFailures } from '../db/schema/index.ts';
import { HttpError } from '../http/envelope.ts';

type Limits = CommerceSettings['loginLimits'];

/**
 * Takes one sign-in attempt for the account and the client address: refuses it (429 with
 * Retry-After) while either has had too many failed attempts within the window, or else records it as
 * a failure before the password is checked (clearAccountFailures takes it back when the password is
 * right). Counting and recording are one step under a lock per account and per address, shared by
 * every server instance on the database: of 40 parallel wrong passwords exactly the limit get checked.
 */
export async function reserveLoginAttempt(
  db: AppDatabase,
  limits: Limits,
  reply: FastifyReply,
  attempt: { email: string; address: string },
): Promise<void> {
  const since = sql`now() - make_interval(secs => ${limits.windowSeconds})`;
  const blockedUntil = await db.transaction(async (tx) => {
    // Always in the same order, so two attempts never wait for each other's second lock.
    for (const key of [`login account ${attempt.email}`, `login address ${attempt.address}`].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    const [byAccount, byAddress] = await Promise.all(
      [eq(loginFailures.email, attempt.email), eq(loginFailures.address, attempt.address)].map(
        async (match) => {
          const [row] = await tx
            .select({ failures: count(), oldest: min(loginFailures.createdAt) })
            .from(loginFailures)
            .where(and(match, gt(loginFailures.createdAt, since)));
          return row;
        },
      ),
    );
    const blocking = [
      { row: byAccount, limit: limits.perAccount },
      { row: byAddress, limit: limits.perAddress },
    ].find(({ row, limit }) => (row?.failures ?? 0) >= limit);
    if (blocking?.row?.oldest) return new Date(blocking.row.oldest).getTime() + limits.windowSeconds * 1000;
    // Rows older than the window no longer count: the account's are dropped as new ones come.
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, attempt.email), sql`${loginFailures.createdAt} < ${since}`));
    await tx.insert(loginFailures).values(attempt);
    return null;
  });
  if (blockedUntil === null) return;
  const retryAfter = Math.max(1, Math.ceil((blockedUntil - Date.now()) / 1000));
  reply.header('retry-after', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  throw new HttpError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** A correct password clears the account's failures, its own attempt with them (the address keeps its count). */
export async function clearAccountFailures(db: AppDatabase, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
