import { randomUUID } from 'node:crypto';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '../src/customers/message-limits.ts';
import { customers, outboxMessages, passwordResets, verificationCodes } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { lastMessageTo, signUp } from './support/customers.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

const messagesTo = async (recipient: string, bodyLike = '%') =>
  (
    await db()
      .select({ n: count() })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), like(outboxMessages.body, bodyLike)))
  )[0]?.n ?? 0;

/** Moves every message, code and reset link back by `seconds`, as if that time had passed. */
async function letTimePass(seconds: number) {
  const back = (column: unknown) => sql`${column} - make_interval(secs => ${seconds})`;
  await db()
    .update(outboxMessages)
    .set({ createdAt: back(outboxMessages.createdAt) });
  await db()
    .update(verificationCodes)
    .set({ createdAt: back(verificationCodes.createdAt) });
  await db()
    .update(passwordResets)
    .set({ createdAt: back(passwordResets.createdAt) });
}

describe('limits on mail and SMS', () => {
  it('stops an account mailing two strangers by switching its email between them, and saves nothing it refuses', async () => {
    const me = await signUp(app());
    const strangers = [`victim-a-${randomUUID()}@example.com`, `victim-b-${randomUUID()}@example.com`];
    const save = (email: string, firstName = 'สมชาย') =>
      callOperation(app(), 'updateProfile', {
        headers: me.headers,
        payload: { firstName, lastName: 'ใจดี', email, phone: '081-234-5678' },
        remoteAddress: '10.60.0.1',
      });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await save(strangers[i % 2] as string));
    const perRecipient = MESSAGE_LIMITS.recipient[0].messages;
    expect(await messagesTo(strangers[0] as string)).toBeLessThanOrEqual(perRecipient);
    expect(await messagesTo(strangers[1] as string)).toBeLessThanOrEqual(perRecipient);
    // The notices to the account's own email count too (with its registration mail).
    expect(await messagesTo(me.email)).toBeLessThanOrEqual(perRecipient);
    // A save back to the email already waiting for its link mails nothing and goes through; every
    // other save past the limit is refused.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(8);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ code: 'TOO_MANY_MESSAGES' });
      expect(Number(answer.response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.response.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }

    // A refused save changes nothing: neither the pending email nor the name sent with it.
    const [before] = await db().select().from(customers).where(eq(customers.id, me.customerId));
    const other = strangers.find((stranger) => stranger !== before?.pendingEmail) as string;
    expect((await save(other, 'มานะ')).status).toBe(429);
    const [after] = await db().select().from(customers).where(eq(customers.id, me.customerId));
    expect(after).toEqual(before);
    // Keeping the email, the rest of the profile saves as ever.
    const kept = await save(before?.pendingEmail ?? me.email, 'มานะ');
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ data: { firstName: 'มานะ' } });

    // An hour later the email may change again.
    await letTimePass(3600);
    expect((await save(other)).status).toBe(200);
  });

  it('sends one number at most three codes an hour, whichever accounts ask and however many at once', async () => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    const accounts = await Promise.all(Array.from({ length: 6 }, () => signUp(app())));
    const answers = await Promise.all(
      accounts.map((account) =>
        callOperation(app(), 'createPhoneVerification', {
          headers: account.headers,
          payload: { phone },
          remoteAddress: '10.61.0.1',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({ code: 'TOO_MANY_MESSAGES' });
    expect(Number(refused?.response.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await messagesTo(phone)).toBe(3);
    // A refused request leaves no code behind.
    const codes = await db()
      .select({ n: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, phone));
    expect(codes[0]?.n).toBe(3);
  });

  it('counts the messages one account asks for, and those asked for from one address', async () => {
    const me = await signUp(app());
    const sms = (account: typeof me, phone: string, remoteAddress: string) =>
      callOperation(app(), 'createPhoneVerification', {
        headers: account.headers,
        payload: { phone },
        remoteAddress,
      });
    const [perAccount] = MESSAGE_LIMITS.account;
    await db()
      .insert(outboxMessages)
      .values(
        Array.from({ length: perAccount.messages }, (_, i) => ({
          channel: 'sms' as const,
          recipient: `0800000${String(i).padStart(3, '0')}`,
          subject: 'ProBuild',
          body: 'code',
          customerId: me.customerId,
          clientAddress: '10.62.0.1',
        })),
      );
    const overAccount = await sms(me, '0811110000', '10.62.0.2');
    expect(overAccount.status).toBe(429);
    expect(overAccount.body).toMatchObject({ code: 'TOO_MANY_MESSAGES' });

    const [perAddress] = MESSAGE_LIMITS.address;
    await db()
      .insert(outboxMessages)
      .values(
        Array.from({ length: perAddress.messages }, (_, i) => ({
          channel: 'sms' as const,
          recipient: `0822222${String(i).padStart(3, '0')}`,
          subject: 'ProBuild',
          body: 'code',
          clientAddress: '10.62.0.3',
        })),
      );
    const other = await signUp(app());
    expect((await sms(other, '0833330000', '10.62.0.3')).status).toBe(429);
    expect((await sms(other, '0833330000', '10.62.0.4')).status).toBe(202);
  });

  it('mails reset links to one inbox at most three an hour, with the same answer, keeping the last link', async () => {
    const me = await signUp(app());
    const ask = (i: number) =>
      callOperation(app(), 'requestPasswordReset', {
        payload: { email: me.email },
        remoteAddress: `10.63.0.${i}`,
      });
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await ask(i));
      // Past the one-a-minute wait of reset links, not past the hour.
      await letTimePass(61);
    }
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    // With the registration mail, three messages reached the inbox this hour.
    expect(await messagesTo(me.email)).toBe(MESSAGE_LIMITS.recipient[0].messages);
    const links = await db()
      .select({ usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.customerId, me.customerId));
    expect(links.filter((link) => link.usedAt === null)).toHaveLength(1);
    // That one is the link the inbox got last.
    const token = /reset-password\?token=([\w-]+)/.exec((await lastMessageTo(db(), me.email)).body)?.[1];
    await callSuccessfully(app(), 'resetPassword', {
      payload: { token: token ?? '', newPassword: 'a-brand-new-secret' },
    });
  });
});
