import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { outboxMessages } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { callOperation } from './support/contract.ts';

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
