import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { maskDestination } from './customer-view.ts';
import { type MessageSender, type OutgoingMessage, queueMessages } from './message-limits.ts';
import { randomDigits, randomToken, sha256 } from './secrets.ts';

export const EMAIL_LINK_HOURS = 24;
export const SMS_CODE_MINUTES = 5;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_WRONG_CODES = 5;

type Channel = 'email' | 'sms';

/** 429 (with Retry-After) when the last code of this channel was sent less than RESEND_AFTER_SECONDS ago. */
async function ensureResendAllowed(db: AppDatabase, customerId: string, channel: Channel): Promise<void> {
  const [recent] = await db
    .select({
      secondsLeft: sql<number>`extract(epoch from ${verificationCodes.createdAt} + make_interval(secs => ${RESEND_AFTER_SECONDS}) - now())::float8`,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.channel, channel),
        gt(verificationCodes.createdAt, sql`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (recent) {
    throw new DomainError(
      'tooManyRequests',
      'RATE_LIMITED',
      `A code was sent less than ${RESEND_AFTER_SECONDS} seconds ago; please wait before asking again`,
      { retryAfterSeconds: Math.max(1, Math.ceil(Number(recent.secondsLeft))) },
    );
  }
}

/** A new code replaces the earlier ones of the channel. */
async function storeCode(
  db: AppDatabase,
  customerId: string,
  channel: Channel,
  destination: string,
  code: string,
  lifetimeSeconds: number,
) {
  await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.channel, channel),
        isNull(verificationCodes.usedAt),
      ),
    );
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await db
    .insert(verificationCodes)
    .values({ customerId, channel, destination, codeHash: sha256(code), expiresAt });
  return expiresAt;
}

interface EmailVerification {
  customerId: string;
  /** The client address of a signed-in customer's request (see MessageSender). */
  clientAddress: string | null;
  email: string;
  /** The shop's origin, where the link opens the storefront's /verify-email page. */
  linkBase: string;
}

/** A new link for `email`, replacing the customer's earlier ones, and the mail that carries it. */
async function emailLink(db: AppDatabase, { customerId, email, linkBase }: EmailVerification) {
  const token = randomToken();
  const expiresAt = await storeCode(db, customerId, 'email', email, token, EMAIL_LINK_HOURS * 3600);
  const message: OutgoingMessage = {
    channel: 'email',
    recipient: email,
    subject: 'ยืนยันอีเมลของคุณ / Confirm your email',
    body: `กดลิงก์นี้เพื่อยืนยันอีเมล / Open this link to confirm your email (valid ${EMAIL_LINK_HOURS} hours):\n${linkBase}/verify-email?token=${token}`,
  };
  return { message, sent: sentAnswer('email', email, expiresAt) };
}

/**
 * Sends the email verification link, at most once every RESEND_AFTER_SECONDS unless `checkResend`
 * is false (the registration's own mail), and within the limits on messages (429).
 */
export async function sendEmailVerification(
  db: AppDatabase,
  { checkResend = true, ...verification }: EmailVerification & { checkResend?: boolean },
) {
  return db.transaction(async (tx) => {
    if (checkResend) await ensureResendAllowed(tx, verification.customerId, 'email');
    const { message, sent } = await emailLink(tx, verification);
    await queueMessages(tx, verification, [message]);
    return sent;
  });
}

/**
 * A change of email: the link goes to the new address, and the current one is told, so its owner
 * learns of a change they did not ask for while the account still signs in with it. Both or
 * neither: 429 when either would go over the limits on messages.
 */
export async function sendEmailChange(
  db: AppDatabase,
  {
    currentEmail,
    newEmail,
    ...sender
  }: Omit<EmailVerification, 'email'> & { currentEmail: string; newEmail: string },
) {
  const { message } = await emailLink(db, { ...sender, email: newEmail });
  const masked = maskDestination(newEmail);
  await queueMessages(db, sender, [
    message,
    {
      channel: 'email',
      recipient: currentEmail,
      subject: 'มีการขอเปลี่ยนอีเมลบัญชีของคุณ / A change of your account email was asked for',
      body:
        `มีการขอเปลี่ยนอีเมลของบัญชี ProBuild เป็น ${masked} อีเมลนี้ยังใช้เข้าสู่ระบบได้จนกว่าจะยืนยันอีเมลใหม่ ` +
        'หากคุณไม่ได้ขอ กรุณาเปลี่ยนรหัสผ่านทันที\n' +
        `Someone asked to change your ProBuild account email to ${masked}. This address keeps signing ` +
        'you in until the new one is confirmed. If it was not you, change your password now.',
    },
  ]);
}

/** Sends an SMS code, at most once every RESEND_AFTER_SECONDS and within the limits on messages (429). */
export async function sendPhoneVerification(
  db: AppDatabase,
  { phone, ...sender }: MessageSender & { phone: string },
) {
  return db.transaction(async (tx) => {
    await ensureResendAllowed(tx, sender.customerId, 'sms');
    const code = randomDigits(6);
    const expiresAt = await storeCode(tx, sender.customerId, 'sms', phone, code, SMS_CODE_MINUTES * 60);
    await queueMessages(tx, sender, [
      {
        channel: 'sms',
        recipient: phone,
        subject: 'ProBuild',
        body: `รหัสยืนยัน ProBuild: ${code} (ใช้ได้ ${SMS_CODE_MINUTES} นาที) / ProBuild code: ${code}`,
      },
    ]);
    return sentAnswer('sms', phone, expiresAt);
  });
}

function sentAnswer(channel: Channel, destination: string, expiresAt: Date) {
  return {
    channel,
    destination: maskDestination(destination),
    expiresAt: expiresAt.toISOString(),
    resendAfterSeconds: RESEND_AFTER_SECONDS,
  };
}

/** Uses an email link token once; answers the customer and the email it confirms. */
export async function useEmailToken(db: AppDatabase, token: string) {
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.codeHash, sha256(token)),
        eq(verificationCodes.channel, 'email'),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ customerId: verificationCodes.customerId, email: verificationCodes.destination });
  if (!used) {
    throw new DomainError(
      'notFound',
      'VERIFICATION_TOKEN_INVALID',
      'This verification link is invalid, used or expired',
    );
  }
  return used;
}

/** Checks an SMS code for this phone; the fifth wrong one voids it (429). */
export async function useSmsCode(
  db: AppDatabase,
  { customerId, phone, code }: { customerId: string; phone: string; code: string },
) {
  const [pending] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.channel, 'sms'),
        eq(verificationCodes.destination, phone),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const invalid = new DomainError(
    'unprocessable',
    'VERIFICATION_CODE_INVALID',
    'The code is wrong or has expired',
  );
  if (!pending) throw invalid;
  if (pending.codeHash === sha256(code)) {
    const [used] = await db
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, pending.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used) return;
    throw invalid;
  }
  const [counted] = await db
    .update(verificationCodes)
    .set({
      failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
      usedAt: sql`case when ${verificationCodes.failedAttempts} + 1 >= ${MAX_WRONG_CODES} then now() end`,
    })
    .where(eq(verificationCodes.id, pending.id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  if ((counted?.failedAttempts ?? MAX_WRONG_CODES) >= MAX_WRONG_CODES) {
    throw new DomainError(
      'tooManyRequests',
      'RATE_LIMITED',
      'Too many wrong codes; please ask for a new code',
    );
  }
  throw invalid;
}
