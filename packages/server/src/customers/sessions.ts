import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { customers, sessions } from '../db/schema/index.ts';
import { randomToken, sha256 } from './secrets.ts';

export const SESSION_LIFETIME_DAYS = 30;

export type CustomerRow = typeof customers.$inferSelect;

export interface Session {
  id: string;
  customerId: string;
}

/** Starts a session: the token goes to the client once; only its hash is kept. */
export async function createSession(db: AppDatabase, customerId: string) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ customerId, tokenHash: sha256(token), expiresAt });
  await db.update(customers).set({ lastLoginAt: sql`now()` }).where(eq(customers.id, customerId));
  return { token, expiresAt };
}

/** The live session of a token: not expired, not revoked, and its customer not suspended. */
export async function findSession(db: AppDatabase, token: string): Promise<Session | undefined> {
  const [row] = await db
    .select({ id: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        ne(customers.status, 'suspended'),
      ),
    );
  return row;
}

export async function revokeSession(db: AppDatabase, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of the customer except `keep`; answers how many were ended. */
export async function revokeOtherSessions(
  db: AppDatabase,
  customerId: string,
  keep: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.customerId, customerId),
        ne(sessions.id, keep),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
