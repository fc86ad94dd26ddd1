import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OAuthStandIn, startOAuthStandIn } from '../../server/test/support/oauth-stand-in.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { type RunningServer, startProductionServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

// Google sign-in end to end: the production server talks to a local stand-in of the provider (the
// server's own test double), the shop opens it in a 500x600 popup and the callback page reports back.
let provider: OAuthStandIn;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  provider = await startOAuthStandIn();
  const google = provider.provider('google');
  const line = provider.provider('line');
  provider.signInAs({
    sub: 'google-42',
    email: 'malee@example.com',
    emailVerified: true,
    name: 'Malee Srisuk',
  });
  [server, browser] = await Promise.all([
    startProductionServer({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_AUTHORIZE_URL: google.authorizeUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_JWKS_URL: google.jwksUrl ?? '',
      GOOGLE_ISSUER: google.issuer ?? '',
      LINE_CHANNEL_ID: line.clientId,
      LINE_CHANNEL_SECRET: line.clientSecret,
      LINE_AUTHORIZE_URL: line.authorizeUrl,
      LINE_TOKEN_URL: line.tokenUrl,
    }),
    launchChromium(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

it('offers sign-in and sign-up with each provider the shop set up, Google and LINE here, and no other', async () => {
  const context = await shopperContext(browser, { viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  for (const provider of ['Google', 'LINE']) {
    await page.getByRole('button', { name: `เข้าสู่ระบบด้วย ${provider}` }).waitFor();
  }
  expect(await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Facebook' }).count()).toBe(0);
  await page.goto(`${server.url}/register`);
  for (const provider of ['Google', 'LINE']) {
    await page.getByRole('button', { name: `สมัครด้วย ${provider}` }).waitFor();
  }
  expect(await page.getByRole('button', { name: 'สมัครด้วย Facebook' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

it('logs in with Google in a popup from /login and continues on /profile', async () => {
  const context = await shopperContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }).click(),
  ]);
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
  await popup.waitForEvent('close', { timeout: 15_000 });

  await page.waitForURL((url) => url.pathname === '/profile', { timeout: 15_000 });
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
    .toBe('Malee Srisuk');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('customer_data') ?? 'null'));
  expect(stored).toMatchObject({ email: 'malee@example.com', hasPassword: false });
  expect(await page.getByText('คุณเข้าสู่ระบบด้วยบัญชีโซเชียล จึงไม่มีรหัสผ่านให้เปลี่ยน').isVisible()).toBe(true);
  await context.close();
});

it('ignores a forged login message from another origin', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  // A page of another origin (the stand-in's) posts a well-formed success message to our window.
  await page.evaluate((otherOrigin) => {
    const frame = document.createElement('iframe');
    frame.src = `${otherOrigin}/none`;
    document.body.append(frame);
    return new Promise((done) => frame.addEventListener('load', done));
  }, provider.url);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(provider.url));
  await frame?.evaluate(() =>
    window.parent.postMessage(
      { type: 'social-login-success', token: 'forged', customer: { id: 'x', email: 'evil@example.com' } },
      '*',
    ),
  );
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});

it('completes a redirect-mode login (no opener) at the next start and returns to where it began', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const { url } = await page.evaluate(async (origin) => {
    const answer = await fetch('/api/v1/customers/google/auth-url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ redirectUri: `${origin}/auth/google/callback`, state: '/cart' }),
    });
    return (await answer.json()).data as { url: string };
  }, server.url);
  await page.goto(url);
  await page.waitForURL((next) => next.pathname === '/cart', { timeout: 15_000 });
  // The app completes the login as it starts, once the session's chunk is there: after `load` may fire.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('customer_token')), { timeout: 10_000 })
    .toBeTruthy();
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage.customer_token).toBeTruthy();
  expect(JSON.parse(storage.customer_data ?? '{}')).toMatchObject({ email: 'malee@example.com' });
  expect(storage.social_login_token).toBeUndefined();
  expect(storage.social_login_user).toBeUndefined();
  // The session holds: the cart count answered for this token, and a reload still passes the guard.
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/cart');
  await context.close();
});

it('signs nobody in from a callback link whose sign-in another browser started', async () => {
  // An attacker starts a sign-in with their own account and sends the callback link, code and state included.
  const started = await fetch(`${server.url}/api/v1/customers/google/auth-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirectUri: `${server.url}/auth/google/callback` }),
  });
  const { url } = (await started.json()).data as { url: string };
  const link = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
  expect(new URL(link).searchParams.get('state')).toBeTruthy();

  const context = await shopperContext(browser);
  const page = await context.newPage();
  await page.goto(link);
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('แลกรหัสยืนยันตัวตนไม่ได้');
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage.customer_token).toBeUndefined();
  expect(storage.social_login_token).toBeUndefined();
  await context.close();
});

it('tells a shopper whose email has an account that never verified it how to go on', async () => {
  // A stranger registered the shopper's email with a password of their own; Google vouches for it.
  const email = 'wanida@example.com';
  const registered = await fetch(`${server.url}/api/v1/customers/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Stranger',
      lastName: 'Danger',
      email,
      phone: '0812345678',
      password: 'the-strangers-password',
    }),
  });
  expect(registered.status).toBe(201);
  provider.signInAs({ sub: 'google-43', email, emailVerified: true, name: 'Wanida Saetang' });
  const context = await shopperContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }).click(),
  ]);
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('อีเมลนี้มีบัญชีอยู่แล้วแต่ยังไม่ได้ยืนยันอีเมล');
  expect(await page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});
