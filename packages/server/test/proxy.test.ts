import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { lastMessageTo, signUp } from './support/customers.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.dispose();
});

/** A server with these environment settings, and a per-address sign-in limit of 3 to reach quickly. */
async function serverWith(env: Record<string, string>): Promise<TestApp> {
  const settings = readCommerceSettings(env);
  const testApp = await createTestApp({
    staticDir: false,
    settings: { ...settings, loginLimits: { ...settings.loginLimits, perAddress: 3 } },
  });
  apps.push(testApp);
  return testApp;
}

/** Wrong passwords for different accounts, all through one socket, each claiming another client address. */
async function guessesThroughOneSocket(testApp: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const answer = await callOperation(testApp.app, 'loginCustomer', {
      payload: { identifier: `guess-${randomUUID()}@example.com`, password: 'guess' },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      remoteAddress: '10.9.0.1',
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('behind a proxy', () => {
  it('without TRUST_PROXY, ignores X-Forwarded-For: a client cannot make up addresses to escape a limit', async () => {
    expect(await guessesThroughOneSocket(await serverWith({}))).toEqual([401, 401, 401, 429]);
  });

  it('with TRUST_PROXY naming the proxy, counts each client behind it by its forwarded address', async () => {
    expect(await guessesThroughOneSocket(await serverWith({ TRUST_PROXY: '10.9.0.1' }))).toEqual([
      401, 401, 401, 401,
    ]);
  });

  it('refuses TRUST_PROXY=true or a hop count, naming what it takes instead', () => {
    for (const value of ['true', 'TRUE', '*', '1', 'yes', '10.9.0.1, not-an-address', '10.0.0.0/33']) {
      expect(() => readCommerceSettings({ TRUST_PROXY: value }), value).toThrow(
        /^TRUST_PROXY must name the proxies in front of the shop: their addresses or CIDRs, comma-separated/,
      );
    }
    expect(readCommerceSettings({ TRUST_PROXY: ' 10.9.0.1, 10.0.0.0/8,::1 ' }).trustProxy).toBe(
      '10.9.0.1,10.0.0.0/8,::1',
    );
    expect(readCommerceSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readCommerceSettings({}).trustProxy).toBe(false);
  });

  it('with TRUST_PROXY naming the proxy, counts a client by the address the proxy saw, not the left-most it was sent', async () => {
    const testApp = await serverWith({ TRUST_PROXY: '10.9.0.1' });
    const statuses: number[] = [];
    for (let i = 1; i <= 14; i++) {
      const answer = await callOperation(testApp.app, 'registerCustomer', {
        payload: {
          firstName: 'สมชาย',
          lastName: 'ใจดี',
          email: `spoof-${randomUUID()}@example.com`,
          phone: '081-234-5678',
          password: 'long-enough-password',
        },
        // The client wrote the first address; the proxy appended the one it was called from.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        remoteAddress: '10.9.0.1',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429, 429, 429]);
  });

  it.each([
    ['Host', {}, { host: 'evil.example' }],
    [
      'X-Forwarded-Host from a trusted proxy',
      { TRUST_PROXY: '127.0.0.1' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ],
  ])(
    'sends reset and email-change links to the shop’s own address whatever %s a request names',
    async (_, env, headers) => {
      const testApp = await serverWith(env);
      const me = await signUp(testApp.app);
      await callSuccessfully(testApp.app, 'requestPasswordReset', { payload: { email: me.email }, headers });
      const reset = await lastMessageTo(testApp.database.db, me.email);
      expect(reset.body).toContain('http://localhost:8080/reset-password?token=');
      expect(reset.body).not.toContain('evil.example');

      const moved = `moved-${randomUUID()}@example.com`;
      await callSuccessfully(testApp.app, 'updateProfile', {
        headers: { ...me.headers, ...headers },
        payload: { firstName: 'สมชาย', lastName: 'ใจดี', email: moved, phone: '081-234-5678' },
      });
      const change = await lastMessageTo(testApp.database.db, moved);
      expect(change.body).toContain('http://localhost:8080/verify-email?token=');
      expect(change.body).not.toContain('evil.example');
    },
  );

  it('with PUBLIC_URL, builds the verification link from it, never from the Host a request names', async () => {
    const testApp = await serverWith({ PUBLIC_URL: 'https://shop.example' });
    const email = `proxy-${randomUUID()}@example.com`;
    const registered = await callOperation(testApp.app, 'registerCustomer', {
      payload: {
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        email,
        phone: '081-234-5678',
        password: 'long-enough-password',
      },
      headers: { host: 'evil.example' },
    });
    expect(registered.status).toBe(201);
    const [queued] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(queued?.body).toMatch(/https:\/\/shop\.example\/verify-email\?token=/);
    expect(queued?.body).not.toContain('evil.example');
  });
});
