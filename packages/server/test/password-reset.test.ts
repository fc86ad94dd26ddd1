import { randomUUID } from 'node:crypto';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE } from '../src/customers/password-reset.ts';
import { loginFailures, outboxMessages, passwordResets } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { lastMessageTo, PASSWORD, signUp } from './support/customers.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

/** Each request comes from an address of its own unless one is given, so the per-address limit stays out of the way. */
const ask = (email: string, remoteAddress = `10.${random255()}.${random255()}.${random255()}`) =>
  callOperation(app(), 'requestPasswordReset', { payload: { email }, remoteAddress });
const random255 = () => Math.floor(Math.random() * 255);
const reset = (token: string, newPassword: string) =>
  callOperation(app(), 'resetPassword', { payload: { token, newPassword } });
const login = (identifier: string, password: string) =>
  callOperation(app(), 'loginCustomer', { payload: { identifier, password } });
/** How many reset links were mailed to this address (registering mailed a verification link too). */
const resetMails = async (recipient: string) =>
  (
    await db()
      .select({ n: count() })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, recipient), like(outboxMessages.body, '%/reset-password?token=%')),
      )
  )[0]?.n;

/** The token of the newest reset link mailed to this address. */
async function mailedToken(email: string): Promise<string> {
  const { body } = await lastMessageTo(db(), email);
  const token = body.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No reset link in: ${body}`);
  return token;
}

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const customer = await signUp(app());
    const known = await ask(customer.email.toUpperCase());
    const unknown = await ask(`nobody-${randomUUID()}@example.com`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await mailedToken(customer.email)).toMatch(/^[\w-]{16,}$/);
    // Only the hash is kept.
    const [row] = await db()
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.customerId, customer.customerId));
    expect(row?.tokenHash).not.toBe(await mailedToken(customer.email));
  });

  it('sets the new password once, signs out every session, and the old password stops working', async () => {
    const customer = await signUp(app());
    const other = await callSuccessfully(app(), 'loginCustomer', {
      payload: { identifier: customer.email, password: PASSWORD },
    });
    await ask(customer.email);
    const token = await mailedToken(customer.email);

    const done = await reset(token, 'a-brand-new-secret');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ data: { revokedSessions: 2 } });
    for (const bearer of [customer.token, other.data.token]) {
      const profile = await callOperation(app(), 'getProfile', {
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(profile.status).toBe(401);
    }
    expect((await login(customer.email, PASSWORD)).status).toBe(401);
    expect((await login(customer.email, 'a-brand-new-secret')).status).toBe(200);

    const again = await reset(token, 'yet-another-secret');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await login(customer.email, 'a-brand-new-secret')).status).toBe(200);
  });

  it('counts the address a link was used from as the owner’s: guessers at the account do not hold it up', async () => {
    const customer = await signUp(app());
    await ask(customer.email);
    const done = await callOperation(app(), 'resetPassword', {
      payload: { token: await mailedToken(customer.email), newPassword: 'a-brand-new-secret' },
      remoteAddress: '10.77.0.1',
    });
    expect(done.status).toBe(200);
    // Twenty strangers' failures on the account, the last just now.
    await db()
      .insert(loginFailures)
      .values(Array.from({ length: 20 }, (_, i) => ({ email: customer.email, address: `10.78.0.${i}` })));
    const signIn = (remoteAddress: string) =>
      callOperation(app(), 'loginCustomer', {
        payload: { identifier: customer.email, password: 'a-brand-new-secret' },
        remoteAddress,
      });
    expect((await signIn('10.77.0.2')).status).toBe(429);
    expect((await signIn('10.77.0.1')).status).toBe(200);
  });

  it('lets one of two requests with the same link through', async () => {
    const customer = await signUp(app());
    await ask(customer.email);
    const token = await mailedToken(customer.email);
    const answers = await Promise.all([reset(token, 'first-new-secret'), reset(token, 'second-new-secret')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a short password without using up the link', async () => {
    const customer = await signUp(app());
    await ask(customer.email);
    const token = await mailedToken(customer.email);
    expect((await reset(token, 'short')).status).toBe(400);
    expect((await reset(token, 'long-enough-now')).status).toBe(200);
  });

  it('refuses an expired link and a link replaced by a newer one, and sends one mail a minute', async () => {
    const customer = await signUp(app());
    await ask(customer.email);
    const first = await mailedToken(customer.email);
    await ask(customer.email);
    expect(await resetMails(customer.email)).toBe(1);

    // A minute later a second link replaces the first.
    await db()
      .update(passwordResets)
      .set({ createdAt: sql`now() - interval '2 minutes'` as unknown as Date })
      .where(eq(passwordResets.customerId, customer.customerId));
    await ask(customer.email);
    expect(await resetMails(customer.email)).toBe(2);
    const second = await mailedToken(customer.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'a-brand-new-secret')).status).toBe(400);

    await db()
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date })
      .where(eq(passwordResets.customerId, customer.customerId));
    const expired = await reset(second, 'a-brand-new-secret');
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('limits requests per client address, whatever the emails, and tells when to come back', async () => {
    const address = '10.77.0.1';
    for (let n = 0; n < PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE; n += 1) {
      expect((await ask(`nobody-${randomUUID()}@example.com`, address)).status).toBe(202);
    }
    const customer = await signUp(app());
    const refused = await ask(customer.email, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetMails(customer.email)).toBe(0);
    // Another address is not held up by this one.
    expect((await ask(customer.email, '10.77.0.2')).status).toBe(202);
    expect(await resetMails(customer.email)).toBe(1);
  });

  it('refuses a made-up token', async () => {
    const answer = await reset('not-a-real-token-at-all', 'a-brand-new-secret');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'This reset link is invalid, used or expired; please ask for a new one',
    });
  });
});
