import { and, count, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { CommerceSettings } from '../commerce-settings.ts';
import type { AppDatabase } from '../db/open.ts';
import { customers, loginAddresses, loginFailures } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';

type Limits = CommerceSettings['loginLimits'];

/**
 * The longest wait the failures of an account from many addresses can put between two of its
 * sign-in attempts: a stranger can slow an account down, never lock its owner out.
 */
export const MAX_ACCOUNT_DELAY_SECONDS = 30;

/** How long an address the password was proved from stays one of the owner's after its last use. */
export const OWN_ADDRESS_DAYS = 90;

/**
 * Takes one sign-in attempt for the account from the client address, or refuses it (429 with
 * Retry-After) when:
 * - this address has failed `perAccount` times on this account within the window (a guesser stops;
 *   the owner, elsewhere, is not affected);
 * - this address has failed `perAddress` times on any accounts within the window (one machine
 *   guessing many accounts);
 * - the account has failed `perAccount` times or more from anywhere (many machines guessing one
 *   account): each further attempt waits 1, 2, 4… seconds after the account's last failure, at most
 *   MAX_ACCOUNT_DELAY_SECONDS, unless it comes from one of the owner's own addresses (one the
 *   password was proved from within OWN_ADDRESS_DAYS). Guessers racing for each opening of the
 *   account thus never crowd out its owner at home, while a botnet of fresh addresses shares one
 *   slowed stream of attempts, about two a minute.
 * A taken attempt is recorded as a failure before the password is checked (recordRightPassword
 * takes it back when the password is right). Counting and recording are one step under a lock per
 * account and per address, shared by every server instance on the database: of 40 parallel wrong
 * passwords exactly `perAccount` get checked.
 */
export async function reserveLoginAttempt(
  db: AppDatabase,
  limits: Limits,
  attempt: { email: string; address: string },
): Promise<void> {
  const since = sql`now() - make_interval(secs => ${limits.windowSeconds})`;
  const blockedFor = await db.transaction(async (tx) => {
    // Always in the same order, so two attempts never wait for each other's second lock.
    for (const key of [`login account ${attempt.email}`, `login address ${attempt.address}`].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    const failures = (match: SQL | undefined) =>
      tx
        .select({
          failures: count(),
          // Seconds since the oldest and the newest failure, by the database's clock (one for every instance).
          sinceOldest: sql<number>`extract(epoch from now() - min(${loginFailures.createdAt}))::float8`,
          sinceNewest: sql<number>`extract(epoch from now() - max(${loginFailures.createdAt}))::float8`,
        })
        .from(loginFailures)
        .where(and(match, gt(loginFailures.createdAt, since)))
        .then(([row]) => ({
          failures: row?.failures ?? 0,
          sinceOldest: Number(row?.sinceOldest ?? 0),
          sinceNewest: Number(row?.sinceNewest ?? 0),
        }));
    // One after another: the transaction's one connection takes one query at a time.
    const byPair = await failures(
      and(eq(loginFailures.email, attempt.email), eq(loginFailures.address, attempt.address)),
    );
    const byAddress = await failures(eq(loginFailures.address, attempt.address));
    const byAccount = await failures(eq(loginFailures.email, attempt.email));
    const ownAddress = await isOwnAddress(tx, attempt);
    const waits = [
      byPair.failures >= limits.perAccount ? limits.windowSeconds - byPair.sinceOldest : 0,
      byAddress.failures >= limits.perAddress ? limits.windowSeconds - byAddress.sinceOldest : 0,
      byAccount.failures >= limits.perAccount && !ownAddress
        ? accountDelaySeconds(byAccount.failures - limits.perAccount) - byAccount.sinceNewest
        : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) return wait;
    // Rows older than the window no longer count: the account's are dropped as new ones come.
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, attempt.email), sql`${loginFailures.createdAt} < ${since}`));
    await tx.insert(loginFailures).values(attempt);
    return 0;
  });
  if (blockedFor <= 0) return;
  const retryAfter = Math.max(1, Math.ceil(blockedFor));
  const minutes = Math.ceil(retryAfter / 60);
  const when =
    retryAfter < 60
      ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw new DomainError(
    'tooManyRequests',
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${when}.`,
    { retryAfterSeconds: retryAfter },
  );
}

/** The wait after the account's last failure, once it has had `beyondLimit` failures more than its limit. */
function accountDelaySeconds(beyondLimit: number): number {
  return Math.min(2 ** beyondLimit, MAX_ACCOUNT_DELAY_SECONDS);
}

/** Whether the password of the account of `email` was proved from `address` within OWN_ADDRESS_DAYS. */
async function isOwnAddress(db: AppDatabase, { email, address }: { email: string; address: string }) {
  const [own] = await db
    .select({ address: loginAddresses.address })
    .from(loginAddresses)
    .innerJoin(customers, eq(customers.id, loginAddresses.customerId))
    .where(
      and(
        eq(customers.email, email),
        eq(loginAddresses.address, address),
        gt(loginAddresses.lastSignedInAt, sql`now() - make_interval(days => ${OWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return own !== undefined;
}

/** Keeps `address` as one of the customer's own, as of now; addresses unused for OWN_ADDRESS_DAYS go. */
export async function rememberOwnAddress(
  db: AppDatabase,
  customerId: string,
  address: string,
): Promise<void> {
  await db
    .delete(loginAddresses)
    .where(
      and(
        eq(loginAddresses.customerId, customerId),
        lt(loginAddresses.lastSignedInAt, sql`now() - make_interval(days => ${OWN_ADDRESS_DAYS})`),
      ),
    );
  await db
    .insert(loginAddresses)
    .values({ customerId, address })
    .onConflictDoUpdate({
      target: [loginAddresses.customerId, loginAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
}

/**
 * A right password from `address`: the failures of this address on the account (its reserved
 * attempt with them) are dropped and the address becomes one of the owner's. Failures from other
 * addresses stay, so the owner signing in gives no guesser a fresh start.
 */
export async function recordRightPassword(
  db: AppDatabase,
  { customerId, email, address }: { customerId: string; email: string; address: string },
): Promise<void> {
  await forgetAddressFailures(db, { email, address });
  await rememberOwnAddress(db, customerId, address);
}

/** A right answer from `address` for the account `email`: that address's failures on it are dropped. */
export async function forgetAddressFailures(
  db: AppDatabase,
  { email, address }: { email: string; address: string },
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}

/** A new password makes every earlier guess moot: the account's failures are dropped. */
export async function clearAccountFailures(db: AppDatabase, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
