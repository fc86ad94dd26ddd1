import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { sha256 } from '../src/customers/secrets.ts';
import {
  customers,
  loginFailures,
  outboxMessages,
  sessions,
  verificationCodes,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { lastMessageTo, PASSWORD, signUp } from './support/customers.ts';

let testApp: TestApp;
const settings = {
  ...readCommerceSettings({}),
  loginLimits: { perAccount: 5, perAddress: 12, windowSeconds: 900 },
};

beforeAll(async () => {
  testApp = await createTestApp({ settings });
});
afterAll(() => testApp?.dispose());

const app = () => testApp.app;
const db = () => testApp.database.db;

const registration = (email: string) => ({
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  email,
  phone: '089 765 4321',
  password: PASSWORD,
});

async function customerRow(email: string) {
  const [row] = await db().select().from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row;
}

describe('register', () => {
  it('takes 10 registrations a minute from one address, then 429 with Retry-After; others go on', async () => {
    const register = (remoteAddress: string) =>
      callOperation(app(), 'registerCustomer', {
        payload: registration(`many-${randomUUID()}@example.com`),
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await register('10.8.0.1')).status).toBe(201);
    const refused = await register('10.8.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('10.8.0.2')).status).toBe(201);
  });

  it('creates an active, unverified customer with an argon2id hash and mails a verification link', async () => {
    const email = `new-${randomUUID()}@example.com`;
    const { data, message } = await callSuccessfully(app(), 'registerCustomer', {
      payload: { ...registration(email.toUpperCase()), preferences: { language: 'th' } },
    });
    expect(message).toBe('Registration successful, please login');
    expect(data).toMatchObject({ email, phone: '0897654321', status: 'active', emailVerified: false });
    expect(data).not.toHaveProperty('passwordHash');
    expect(data.lastLoginAt).toBeNull();
    const row = await customerRow(email);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.preferences).toEqual({ language: 'th' });
    const mail = await lastMessageTo(db(), email);
    expect(mail.body).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it("answers 409 'Email already exists' for a taken email in any letter case", async () => {
    const email = `twice-${randomUUID()}@example.com`;
    await callSuccessfully(app(), 'registerCustomer', { payload: registration(email) });
    const again = await callOperation(app(), 'registerCustomer', {
      payload: registration(email.replace('twice', 'TWICE')),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_EXISTS', message: 'Email already exists' });
  });

  it('refuses a missing field, a short password and unknown fields with 400', async () => {
    const { phone: _, ...withoutPhone } = registration('a@example.com');
    for (const payload of [
      withoutPhone,
      { ...registration('b@example.com'), password: 'short' },
      { ...registration('c@example.com'), isAdmin: true },
    ]) {
      expect((await callOperation(app(), 'registerCustomer', { payload })).status).toBe(400);
    }
  });
});

describe('login', () => {
  it('answers a random token kept only as its SHA-256, valid 30 days, and records lastLoginAt', async () => {
    const { token, email, customerId } = await signUp(app());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().select().from(sessions).where(eq(sessions.customerId, customerId));
    expect(stored.map((row) => row.tokenHash)).toEqual([sha256(token)]);
    const days = (new Date(stored[0]?.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await customerRow(email)).lastLoginAt).not.toBeNull();
  });

  it('gives the same 401 for an unknown email and a wrong password, after the same password check', async () => {
    const { email } = await signUp(app());
    const timed = async (identifier: string) => {
      const started = performance.now();
      const answer = await callOperation(app(), 'loginCustomer', {
        payload: { identifier, password: 'wrong-password' },
        remoteAddress: '10.0.0.1',
      });
      return { ...answer, ms: performance.now() - started };
    };
    const wrongPassword = await timed(email);
    const unknownEmail = await timed(`nobody-${randomUUID()}@example.com`);
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
    // An argon2id verification takes milliseconds; a lookup that skipped it would answer at once.
    expect(unknownEmail.ms).toBeGreaterThan(wrongPassword.ms / 4);
  });

  it('answers 422 for an identifier that is not an email address', async () => {
    const answer = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: '0812345678', password: PASSWORD },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'MALFORMED_IDENTIFIER' });
  });

  it('refuses a suspended customer, whose tokens stop working too', async () => {
    const { email, headers } = await signUp(app());
    await db().update(customers).set({ status: 'suspended' }).where(eq(customers.email, email));
    const login = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: email, password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await callOperation(app(), 'getProfile', { headers })).status).toBe(401);
  });

  it('stops an address after 5 failures on an account, while the owner elsewhere still signs in', async () => {
    const { email } = await signUp(app());
    const attempt = (password: string, remoteAddress: string) =>
      callOperation(app(), 'loginCustomer', { payload: { identifier: email, password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', '10.1.0.1')).status).toBe(401);
    // That address is stopped for the window, even with the right password.
    const blocked = await attempt(PASSWORD, '10.1.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((blocked.body as { message: string }).message).toMatch(
      /Too many failed sign-in attempts.*15 minutes/,
    );
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, at another address, waits at most a second after the stranger's last failure.
    const owner = await attempt(PASSWORD, '10.1.0.99');
    if (owner.status === 429) {
      expect(owner.response.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await attempt(PASSWORD, '10.1.0.99')).status).toBe(200);
    } else {
      expect(owner.status).toBe(200);
    }
    // Signed in from there, the address is the owner's: its next wrong password is checked at once.
    expect((await attempt('wrong-password', '10.1.0.99')).status).toBe(401);
  });

  it('spaces guesses at one account from many addresses 1, 2, 4… s apart, at most 30 s, never a lockout', async () => {
    const { email } = await signUp(app());
    const attempt = (password: string, remoteAddress: string) =>
      callOperation(app(), 'loginCustomer', { payload: { identifier: email, password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', `10.5.0.${i}`)).status).toBe(401);
    const sixth = await attempt('wrong-password', '10.5.0.50');
    expect(sixth.status).toBe(429);
    expect(sixth.response.headers['retry-after']).toBe('1');
    expect((sixth.body as { message: string }).message).toMatch(/try again in 1 second\.$/);
    // A botnet's worth of failures, the last just now: the wait is capped at 30 s.
    await db()
      .insert(loginFailures)
      .values(Array.from({ length: 20 }, (_, i) => ({ email, address: `10.6.0.${i}` })));
    const capped = await attempt(PASSWORD, '10.5.0.51');
    expect(capped.status).toBe(429);
    expect(Number(capped.response.headers['retry-after'])).toBe(30);
    // 30 s after the last failure the owner's right password is taken, 25 failures or not.
    await db()
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '31 seconds'` })
      .where(eq(loginFailures.email, email));
    expect((await attempt(PASSWORD, '10.5.0.51')).status).toBe(200);
  });

  it('signs the owner in from an address they used before while ten addresses guess at every opening', async () => {
    const { email } = await signUp(app());
    const home = '10.9.0.100';
    const attempt = (password: string, remoteAddress: string) =>
      callOperation(app(), 'loginCustomer', { payload: { identifier: email, password }, remoteAddress });
    expect((await attempt(PASSWORD, home)).status).toBe(200);

    // A simulated clock: moving the account's failures back by a time stands for that time passing.
    let now = 0;
    const advanceTo = async (time: number) => {
      if (time > now) {
        await db()
          .update(loginFailures)
          .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${time - now})` })
          .where(eq(loginFailures.email, email));
        now = time;
      }
    };
    // Each guesser sends its next wrong password the moment its Retry-After ends.
    const guessers = Array.from({ length: 10 }, (_, i) => ({ address: `10.9.1.${i}`, next: 0 }));
    // The owner comes back every 4 to 10 s.
    const ownerGaps = [4, 7, 10, 5, 9, 6, 8, 4.5, 9.5, 5.5, 7.5, 6.5, 10, 4, 8.5, 5, 9, 6, 7, 4.5];
    let ownerNext = ownerGaps[0] ?? 0;
    let ownerTries = 0;
    let ownerSignedIn = 0;
    let guessesChecked = 0;
    while (ownerTries < ownerGaps.length) {
      const guesser = guessers.reduce((soonest, one) => (one.next < soonest.next ? one : soonest));
      if (ownerNext <= guesser.next) {
        await advanceTo(ownerNext);
        const answer = await attempt(PASSWORD, home);
        if (answer.status === 200) ownerSignedIn += 1;
        ownerTries += 1;
        ownerNext += ownerGaps[ownerTries] ?? 0;
        continue;
      }
      await advanceTo(guesser.next);
      const answer = await attempt(`guess-${guessesChecked}`, guesser.address);
      if (answer.status === 401) guessesChecked += 1;
      else {
        expect(answer.status).toBe(429);
        guesser.next = now + Number(answer.response.headers['retry-after']);
      }
    }
    expect(ownerSignedIn).toBeGreaterThanOrEqual(18);
    // The guessers are still slowed by the account's spacing (5, then one after 1, 2, 4, 8, 16, 30,
    // 30, 30 s of the ~130 simulated): the owner's sign-ins leave their failures standing.
    expect(guessesChecked).toBeLessThanOrEqual(14);
  });

  it('counts parallel attempts one by one: of 40 wrong passwords at once, 5 are checked and the rest wait their turn', async () => {
    const { email } = await signUp(app());
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callOperation(app(), 'loginCustomer', {
          payload: { identifier: email, password: 'wrong-password' },
          remoteAddress: `10.4.0.${i}`,
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    // Past the limit, the account's spacing opens one attempt 1 s after the last failure, then 2 s, 4 s…:
    // on a slow machine the 40 calls may span some of those openings, and each lets one more through.
    let openings = 0;
    for (let wait = 1, at = 1; at <= seconds; wait *= 2, at += wait) openings += 1;
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + openings);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
  });

  it('limits failed attempts per client address across accounts', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 12; i++) {
      const answer = await callOperation(app(), 'loginCustomer', {
        payload: { identifier: `guess-${i}@example.com`, password: 'guess' },
        remoteAddress: address,
      });
      expect(answer.status).toBe(401);
    }
    const { email } = await signUp(app());
    const blocked = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: email, password: PASSWORD },
      remoteAddress: address,
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: email, password: PASSWORD },
      remoteAddress: '10.2.0.2',
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes only the token of the request', async () => {
    const first = await signUp(app());
    const second = await callSuccessfully(app(), 'loginCustomer', {
      payload: { identifier: first.email, password: PASSWORD },
    });
    await callSuccessfully(app(), 'logoutCustomer', { headers: first.headers });
    expect((await callOperation(app(), 'getProfile', { headers: first.headers })).status).toBe(401);
    const other = { authorization: `Bearer ${second.data.token}` };
    expect((await callOperation(app(), 'getProfile', { headers: other })).status).toBe(200);
  });

  it('refuses a missing, malformed, unknown or expired token with 401', async () => {
    const { headers, customerId } = await signUp(app());
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${'x'.repeat(43)}`,
      "Bearer ' or 1=1 --",
    ]) {
      const answer = await callOperation(app(), 'getProfile', {
        headers: authorization ? { authorization } : {},
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.customerId, customerId));
    expect((await callOperation(app(), 'getProfile', { headers })).status).toBe(401);
  });
});

describe('profile', () => {
  it('answers the signed-in customer', async () => {
    const { headers, email, customerId } = await signUp(app(), { firstName: 'มานี' });
    const { data } = await callSuccessfully(app(), 'getProfile', { headers });
    expect(data).toMatchObject({
      _id: customerId,
      id: customerId,
      email,
      firstName: 'มานี',
      hasPassword: true,
    });
  });

  it('a new email waits for its link, the old one is told and still signs in; a new phone is unverified', async () => {
    const me = await signUp(app());
    await db()
      .update(customers)
      .set({ emailVerified: true, phoneVerified: true })
      .where(eq(customers.id, me.customerId));
    const email = `moved-${randomUUID()}@example.com`;
    const { data } = await callSuccessfully(app(), 'updateProfile', {
      headers: me.headers,
      payload: { firstName: ' มานะ ', lastName: 'ดีใจ', email, phone: '+66 81 111 2222' },
    });
    expect(data).toMatchObject({
      firstName: 'มานะ',
      email: me.email,
      pendingEmail: email,
      emailVerified: true,
      phone: '+66811112222',
      phoneVerified: false,
    });
    const link = await lastMessageTo(db(), email);
    expect(link.body).toMatch(/\/verify-email\?token=/);
    const notice = await lastMessageTo(db(), me.email);
    expect(notice.body).toContain('mo****@example.com');
    expect(notice.body).not.toMatch(/verify-email/);
    // Until the link is opened, the account signs in with its old email only.
    const withNew = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: email, password: PASSWORD },
    });
    expect(withNew.status).toBe(401);
    await callSuccessfully(app(), 'loginCustomer', { payload: { identifier: me.email, password: PASSWORD } });

    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(link.body)?.[1] ?? '';
    expect((await callSuccessfully(app(), 'verifyEmail', { params: { token } })).data).toEqual({
      email,
      emailVerified: true,
    });
    expect(await customerRow(email)).toMatchObject({ pendingEmail: null, emailVerified: true });
    await callSuccessfully(app(), 'loginCustomer', { payload: { identifier: email, password: PASSWORD } });
  });

  it('drops a pending email when the current one is sent again; its link then confirms nothing', async () => {
    const me = await signUp(app());
    const profile = (email: string) =>
      callSuccessfully(app(), 'updateProfile', {
        headers: me.headers,
        payload: { firstName: 'สมชาย', lastName: 'ใจดี', email, phone: '0812345678' },
      });
    const moved = `moved-${randomUUID()}@example.com`;
    await profile(moved);
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec((await lastMessageTo(db(), moved)).body)?.[1];
    expect((await profile(me.email)).data.pendingEmail).toBeNull();
    const stale = await callOperation(app(), 'verifyEmail', { params: { token: token ?? '' } });
    expect(stale.status).toBe(404);
    expect((await customerRow(me.email)).email).toBe(me.email);
  });

  it('answers 409 at the link when another account has taken the new email meanwhile', async () => {
    const me = await signUp(app());
    const wanted = `wanted-${randomUUID()}@example.com`;
    await callSuccessfully(app(), 'updateProfile', {
      headers: me.headers,
      payload: { firstName: 'สมชาย', lastName: 'ใจดี', email: wanted, phone: '0812345678' },
    });
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec((await lastMessageTo(db(), wanted)).body)?.[1];
    await signUp(app(), { email: wanted });
    const answer = await callOperation(app(), 'verifyEmail', { params: { token: token ?? '' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'EMAIL_EXISTS' });
    expect((await customerRow(me.email)).pendingEmail).toBe(wanted);
  });

  it("answers 409 for another customer's email and changes nothing", async () => {
    const mine = await signUp(app());
    const theirs = await signUp(app());
    const answer = await callOperation(app(), 'updateProfile', {
      headers: mine.headers,
      payload: { firstName: 'x', lastName: 'y', email: theirs.email, phone: '0811111111' },
    });
    expect(answer.status).toBe(409);
    expect((await customerRow(mine.email)).firstName).toBe('สมชาย');
  });
});

describe('change password', () => {
  it('needs the current password, a different new one, and revokes the other sessions', async () => {
    const me = await signUp(app());
    const other = await callSuccessfully(app(), 'loginCustomer', {
      payload: { identifier: me.email, password: PASSWORD },
    });
    const change = (currentPassword: string, newPassword: string) =>
      callOperation(app(), 'changePassword', {
        headers: me.headers,
        payload: { currentPassword, newPassword },
      });

    expect((await change('not-my-password', 'new-password-1')).body).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
    });
    expect((await change(PASSWORD, PASSWORD)).body).toMatchObject({ code: 'PASSWORD_UNCHANGED' });
    const changed = await change(PASSWORD, 'new-password-1');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ data: { revokedSessions: 1 } });

    expect((await callOperation(app(), 'getProfile', { headers: me.headers })).status).toBe(200);
    const otherHeaders = { authorization: `Bearer ${other.data.token}` };
    expect((await callOperation(app(), 'getProfile', { headers: otherHeaders })).status).toBe(401);
    const oldLogin = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: me.email, password: PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    await callSuccessfully(app(), 'loginCustomer', {
      payload: { identifier: me.email, password: 'new-password-1' },
    });
  });

  it('counts a wrong current password as a failed sign-in: the sixth try is refused, even if right', async () => {
    const me = await signUp(app());
    const { passwordHash } = await customerRow(me.email);
    const change = (currentPassword: string) =>
      callOperation(app(), 'changePassword', {
        headers: me.headers,
        payload: { currentPassword, newPassword: 'new-password-1' },
        remoteAddress: '10.7.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}-password`)).status).toBe(422);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(800);
    expect((await customerRow(me.email)).passwordHash).toBe(passwordHash);
  });

  it('answers NO_PASSWORD_SET for an account without a password', async () => {
    const me = await signUp(app());
    await db().update(customers).set({ passwordHash: null }).where(eq(customers.id, me.customerId));
    const answer = await callOperation(app(), 'changePassword', {
      headers: me.headers,
      payload: { currentPassword: PASSWORD, newPassword: 'new-password-1' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'NO_PASSWORD_SET' });
  });
});

describe('email verification', () => {
  const linkToken = (body: string) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  it('verifies with the mailed link once; a used, expired or unknown link is 404', async () => {
    const me = await signUp(app());
    const token = linkToken((await lastMessageTo(db(), me.email)).body);
    const stored = await db()
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.customerId, me.customerId));
    expect(stored.map((row) => row.codeHash)).toEqual([sha256(token)]);

    const { data } = await callSuccessfully(app(), 'verifyEmail', { params: { token } });
    expect(data).toEqual({ email: me.email, emailVerified: true });
    expect((await callSuccessfully(app(), 'getProfile', { headers: me.headers })).data.emailVerified).toBe(
      true,
    );
    const again = await callOperation(app(), 'verifyEmail', { params: { token } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID' });
    expect((await callOperation(app(), 'verifyEmail', { params: { token: 'a'.repeat(43) } })).status).toBe(
      404,
    );

    const later = await signUp(app());
    const laterToken = linkToken((await lastMessageTo(db(), later.email)).body);
    await db()
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.customerId, later.customerId));
    expect((await callOperation(app(), 'verifyEmail', { params: { token: laterToken } })).status).toBe(404);
  });

  it('resends to the current email at most once a minute; a verified email is 409', async () => {
    const me = await signUp(app());
    const send = (email: string) =>
      callOperation(app(), 'createEmailVerification', { headers: me.headers, payload: { email } });
    expect((await send('someone-else@example.com')).body).toMatchObject({ code: 'EMAIL_MISMATCH' });
    // The registration mail was sent a moment ago.
    expect((await send(me.email)).status).toBe(429);
    await db()
      .update(verificationCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(verificationCodes.customerId, me.customerId));
    const sent = await send(me.email);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ data: { channel: 'email', destination: 'bu****@example.com' } });
    const mails = await db()
      .select({ n: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, me.email));
    expect(mails[0]?.n).toBe(2);

    await db().update(customers).set({ emailVerified: true }).where(eq(customers.id, me.customerId));
    expect((await send(me.email)).status).toBe(409);
    // A new email waiting for its link can have it again.
    const moved = `moved-${randomUUID()}@example.com`;
    await db().update(customers).set({ pendingEmail: moved }).where(eq(customers.id, me.customerId));
    await db()
      .update(verificationCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(verificationCodes.customerId, me.customerId));
    expect((await send(moved)).status).toBe(202);
    expect((await lastMessageTo(db(), moved)).body).toMatch(/verify-email\?token=/);
  });
});

describe('phone verification', () => {
  const smsCode = (body: string) => /(\d{6})/.exec(body)?.[1] ?? '';

  it('verifies the phone with the SMS code and makes it the customer phone', async () => {
    const me = await signUp(app());
    const sent = await callSuccessfully(app(), 'createPhoneVerification', {
      headers: me.headers,
      payload: { phone: '092-000-1111' },
    });
    expect(sent.data).toMatchObject({ channel: 'sms', destination: '092***1111', resendAfterSeconds: 60 });
    const code = smsCode((await lastMessageTo(db(), '0920001111')).body);
    const wrong = code === '000000' ? '000001' : '000000';
    const failed = await callOperation(app(), 'verifyPhone', {
      headers: me.headers,
      payload: { phone: '0920001111', code: wrong },
    });
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    const { data } = await callSuccessfully(app(), 'verifyPhone', {
      headers: me.headers,
      payload: { phone: '092 000 1111', code },
    });
    expect(data).toMatchObject({ phone: '0920001111', phoneVerified: true });
    const reused = await callOperation(app(), 'verifyPhone', {
      headers: me.headers,
      payload: { phone: '0920001111', code },
    });
    expect(reused.status).toBe(422);
  });

  it('voids the code after five wrong tries (429)', async () => {
    const me = await signUp(app());
    await callSuccessfully(app(), 'createPhoneVerification', {
      headers: me.headers,
      payload: { phone: '0930001111' },
    });
    const code = smsCode((await lastMessageTo(db(), '0930001111')).body);
    const wrong = code === '000000' ? '000001' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const answer = await callOperation(app(), 'verifyPhone', {
        headers: me.headers,
        payload: { phone: '0930001111', code: wrong },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await callOperation(app(), 'verifyPhone', {
      headers: me.headers,
      payload: { phone: '0930001111', code },
    });
    expect(right.status).toBe(422);
    const again = await callOperation(app(), 'createPhoneVerification', {
      headers: me.headers,
      payload: { phone: '0930001111' },
    });
    expect(again.status).toBe(429);
  });
});
