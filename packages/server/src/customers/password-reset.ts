import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { customers, passwordResets } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { normaliseEmail } from './customer-view.ts';
import { clearAccountFailures, rememberOwnAddress } from './login-limiter.ts';
import { messageLimitWait, queueMessages } from './message-limits.ts';
import { hashPassword, randomToken, sha256 } from './secrets.ts';
import { revokeOtherSessions } from './sessions.ts';

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;
/** A second link for the same account is sent no sooner than this after the last one. */
export const PASSWORD_RESET_INTERVAL_SECONDS = 60;
/** Reset requests a minute per client address, whatever the emails: a script cannot mail many inboxes. */
export const PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE = 5;
/** The storefront page a reset link opens. */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * Sends a reset link to the account of this email, if there is one. The caller answers the same
 * whether or not there is, so the form tells no one which emails have accounts; a second request
 * within the interval, or one over the limits on messages, sends nothing more and leaves the last
 * link working. A new link replaces the unused ones before it.
 */
export async function requestPasswordReset(
  db: AppDatabase,
  { email, linkBase }: { email: string; linkBase: string },
): Promise<void> {
  const address = normaliseEmail(email);
  const token = randomToken();
  const tokenHash = sha256(token);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.email, address))
      .for('update');
    if (!customer) return;
    const [recent] = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.customerId, customer.id),
          gt(
            passwordResets.createdAt,
            sql`now() - make_interval(secs => ${PASSWORD_RESET_INTERVAL_SECONDS})`,
          ),
        ),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    if (recent) return;
    const sender = { customerId: customer.id, clientAddress: null };
    if ((await messageLimitWait(tx, sender, [customer.email])) > 0) return;
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      customerId: customer.id,
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_MINUTES})` as unknown as Date,
    });
    const link = `${linkBase}${RESET_PAGE_PATH}?token=${token}`;
    await queueMessages(tx, sender, [
      {
        channel: 'email',
        recipient: customer.email,
        subject: 'ตั้งรหัสผ่านใหม่ / Reset your password',
        body:
          `กดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ ${PASSWORD_RESET_MINUTES} นาที ครั้งเดียว) / ` +
          `Open this link to set a new password (once, within ${PASSWORD_RESET_MINUTES} minutes):\n${link}\n` +
          'ถ้าคุณไม่ได้ขอ ไม่ต้องทำอะไร / If you did not ask for it, do nothing.',
      },
    ]);
  });
}

/**
 * Sets a new password with a reset link's token: the token is used up in the same statement that
 * finds it, so of two requests with one token only one succeeds. Every session of the customer is
 * then signed out, the failed sign-ins counted against the account are forgotten, and the client's
 * `address` counts as the owner's (the link came through the account's mailbox).
 */
export async function resetPassword(
  db: AppDatabase,
  { token, newPassword, address }: { token: string; newPassword: string; address: string },
): Promise<{ revokedSessions: number }> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    if (!used) {
      throw new DomainError(
        'invalid',
        'RESET_TOKEN_INVALID',
        'This reset link is invalid, used or expired; please ask for a new one',
      );
    }
    // The link reached the account's mailbox, which confirms the email too.
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(customers.id, used.customerId))
      .returning({ email: customers.email });
    const revokedSessions = await revokeOtherSessions(tx, used.customerId, '');
    if (customer) await clearAccountFailures(tx, customer.email);
    await rememberOwnAddress(tx, used.customerId, address);
    return { revokedSessions };
  });
}
