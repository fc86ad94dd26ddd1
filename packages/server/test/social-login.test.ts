import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProviderSettings } from '../src/commerce-settings.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import type { OperationResult } from '../src/http/operations.ts';
import { createTestApp, type TestApp, useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { lastMessageTo, PASSWORD, signUp } from './support/customers.ts';
import { type OAuthStandIn, startOAuthStandIn } from './support/oauth-stand-in.ts';
import { chiangMaiPerson } from './support/shipping-addresses.ts';

/** The shop's own origin in development: where it listens, http://localhost:8080 by default. */
const SHOP = 'http://localhost:8080';

describe('social sign-in without provider settings', () => {
  const testApp = useTestApp();

  it('answers PROVIDER_NOT_CONFIGURED so the client can say so', async () => {
    const start = await callOperation(testApp.app, 'getGoogleAuthUrl', {
      payload: { redirectUri: `${SHOP}/auth/google/callback` },
    });
    expect(start.status).toBe(422);
    expect(start.body).toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
      message: 'Google sign-in is not configured on this server',
    });
    const exchange = await callOperation(testApp.app, 'exchangeLineCode', {
      payload: { code: 'abc', redirectUri: `${SHOP}/auth/line/callback`, state: 'x'.repeat(43) },
    });
    expect(exchange.status).toBe(401);
    expect(exchange.body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
    const token = await callOperation(testApp.app, 'loginWithFacebook', {
      payload: { socialId: '123', accessToken: 'EAAB-token-value' },
    });
    expect(token.body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
  });

  it('lists no provider, so the client shows no button that can only fail', async () => {
    const listed = await callOperation(testApp.app, 'getSocialProviders');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ data: { providers: [] } });
  });

  it('answers PROVIDER_NOT_SUPPORTED for another provider', async () => {
    const login = await callOperation(testApp.app, 'loginWithProvider', {
      params: { provider: 'twitter' },
      payload: { socialId: '1', accessToken: 'token-value-1' },
    });
    expect(login.status).toBe(404);
    expect(login.body).toMatchObject({ code: 'PROVIDER_NOT_SUPPORTED' });
    const register = await callOperation(testApp.app, 'registerWithProvider', {
      params: { provider: 'twitter' },
      payload: { token: 'token-value-1', acceptTerms: true },
    });
    expect(register.status).toBe(404);
  });
});

describe('social sign-in against a stand-in provider', () => {
  let testApp: TestApp;
  let provider: OAuthStandIn;
  let google: OAuthProviderSettings;
  let facebook: OAuthProviderSettings;
  let line: OAuthProviderSettings;
  beforeAll(async () => {
    provider = await startOAuthStandIn();
    google = provider.provider('google');
    facebook = provider.provider('facebook');
    line = provider.provider('line');
    testApp = await createTestApp({
      settings: {
        ...readCommerceSettings({}),
        allowedOrigins: ['https://shop.example'],
        // The tests' own address is the proxy, so a request may say it came over https.
        trustProxy: '127.0.0.1',
        social: { google, facebook, line },
      },
    });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await provider?.close();
  });
  const app = () => testApp.app;

  /**
   * The popup's journey: auth-url, the provider's page, and back to the callback with code and state.
   * `browser` is the Cookie header the starting browser sends from then on (`headers`, what it sent).
   */
  async function authorize(
    name: 'google' | 'facebook' | 'line',
    redirectUri = `${SHOP}/auth/${name}/callback`,
    headers: Record<string, string> = {},
  ) {
    const operation = (
      { google: 'getGoogleAuthUrl', facebook: 'getFacebookAuthUrl', line: 'getLineAuthUrl' } as const
    )[name];
    const started = await callOperation(app(), operation, {
      payload: { redirectUri, state: '/profile' },
      headers,
    });
    expect(started.status).toBe(200);
    const { data } = started.body as OperationResult<typeof operation>;
    const answer = await fetch(data.url, { redirect: 'manual' });
    const callback = new URL(answer.headers.get('location') ?? '');
    return {
      started: data,
      setCookie: String(started.response.headers['set-cookie'] ?? ''),
      browser: { cookie: String(started.response.headers['set-cookie'] ?? '').split(';')[0] ?? '' },
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    };
  }

  it('lists the providers it has settings for, in the order of the buttons', async () => {
    const listed = await callOperation(app(), 'getSocialProviders');
    expect(listed.body).toMatchObject({ data: { providers: ['google', 'facebook', 'line'] } });
    const lineOnly = await createTestApp({ settings: { ...readCommerceSettings({}), social: { line } } });
    try {
      const only = await callOperation(lineOnly.app, 'getSocialProviders');
      expect(only.body).toMatchObject({ data: { providers: ['line'] } });
    } finally {
      await lineOnly.dispose();
    }
  });

  it('makes an authorization URL with a server-made state and an S256 PKCE challenge', async () => {
    const { data } = await callSuccessfully(app(), 'getGoogleAuthUrl', {
      payload: { redirectUri: 'https://shop.example/auth/google/callback', state: '/cart' },
    });
    const url = new URL(data.url);
    expect(url.origin + url.pathname).toBe(google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: 'https://shop.example/auth/google/callback',
      scope: 'openid email profile',
      state: data.state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.state).not.toBe('/cart');
    expect(url.searchParams.has('client_secret')).toBe(false);

    for (const redirectUri of [
      'https://evil.example/auth/google/callback',
      `${SHOP}/auth/facebook/callback`,
      `${SHOP}/auth/google/callback?next=https://evil.example`,
    ]) {
      const refused = await callOperation(app(), 'getGoogleAuthUrl', { payload: { redirectUri } });
      expect(refused.status, redirectUri).toBe(422);
      expect(refused.body).toMatchObject({ code: 'REDIRECT_URI_NOT_ALLOWED' });
    }
  });

  it('signs a new Google user in through the code exchange, once per state', async () => {
    const email = `g-${randomUUID()}@gmail.example`;
    provider.signInAs({ sub: `g-${randomUUID()}`, email, emailVerified: true, name: 'Somsak Rakthai' });
    const { code, state, browser } = await authorize('google');
    const redirectUri = `${SHOP}/auth/google/callback`;
    const { data } = await callSuccessfully(app(), 'exchangeGoogleCode', {
      payload: { code, state, redirectUri },
      headers: browser,
    });
    expect(data).toMatchObject({
      appState: '/profile',
      isNewCustomer: true,
      customer: { email, firstName: 'Somsak', lastName: 'Rakthai', emailVerified: true, hasPassword: false },
    });
    // The verifier the server sent matched the challenge of the authorization URL (else no token).
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const profile = await callSuccessfully(app(), 'getProfile', {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(profile.data.email).toBe(email);

    const again = await callOperation(app(), 'exchangeGoogleCode', {
      payload: { code, state, redirectUri },
      headers: browser,
    });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 'STATE_INVALID' });
  });

  it('takes a state only from the browser that started its sign-in, in an HttpOnly, SameSite=Lax cookie', async () => {
    provider.signInAs({ sub: `g-${randomUUID()}`, name: 'Mallory' });
    const mallory = await authorize('google');
    expect(mallory.setCookie).toMatch(/^social_sign_in=[\w-]{43}; /);
    expect(mallory.setCookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=600', 'Path=/api/v1/customers', 'SameSite=Lax'].sort(),
    );
    const overHttps = await authorize('google', undefined, { 'x-forwarded-proto': 'https' });
    expect(overHttps.setCookie.split('; ')).toContain('Secure');
    // Mallory's code and state, opened by another browser (a link, a frame): refused, whatever its cookie.
    const payload = { code: mallory.code, state: mallory.state, redirectUri: `${SHOP}/auth/google/callback` };
    const victim = await authorize('google');
    expect(victim.browser.cookie).not.toBe(mallory.browser.cookie);
    for (const headers of [{}, victim.browser, { cookie: 'social_sign_in=' }]) {
      const refused = await callOperation(app(), 'exchangeGoogleCode', { payload, headers });
      expect(refused.status, JSON.stringify(headers)).toBe(401);
      expect(refused.body).toMatchObject({ code: 'STATE_INVALID' });
    }
    // The browser that started it still finishes it, also with a second sign-in started meanwhile.
    const meanwhile = await authorize('line', `${SHOP}/auth/line/callback`, mallory.browser);
    expect(meanwhile.browser).toEqual(mallory.browser);
    await callSuccessfully(app(), 'exchangeGoogleCode', { payload, headers: mallory.browser });
    await callSuccessfully(app(), 'exchangeLineCode', {
      payload: { code: meanwhile.code, state: meanwhile.state, redirectUri: `${SHOP}/auth/line/callback` },
      headers: mallory.browser,
    });
  });

  it('refuses a state made for another redirect URI, a forged state and a bad code', async () => {
    provider.signInAs({ sub: `g-${randomUUID()}`, name: 'Nok' });
    const first = await authorize('google', 'https://shop.example/auth/google/callback');
    const moved = await callOperation(app(), 'exchangeGoogleCode', {
      payload: { code: first.code, state: first.state, redirectUri: `${SHOP}/auth/google/callback` },
      headers: first.browser,
    });
    expect(moved.body).toMatchObject({ code: 'STATE_INVALID' });
    const forged = await callOperation(app(), 'exchangeGoogleCode', {
      payload: { code: first.code, state: 'F'.repeat(43), redirectUri: `${SHOP}/auth/google/callback` },
      headers: first.browser,
    });
    expect(forged.body).toMatchObject({ code: 'STATE_INVALID' });
    const second = await authorize('google');
    const badCode = await callOperation(app(), 'exchangeGoogleCode', {
      payload: { code: 'code_not_issued', state: second.state, redirectUri: `${SHOP}/auth/google/callback` },
      headers: second.browser,
    });
    expect(badCode.status).toBe(401);
    expect(badCode.body).toMatchObject({ code: 'CODE_EXCHANGE_FAILED' });
  });

  it('refuses an ID token from the code exchange that carries another sign-in’s nonce, or none', async () => {
    for (const [name, operation] of [
      ['google', 'exchangeGoogleCode'],
      ['line', 'exchangeLineCode'],
    ] as const) {
      for (const tampered of [{ nonce: 'N'.repeat(43) }, { nonce: undefined }]) {
        provider.signInAs({ sub: `${name}-${randomUUID()}`, name: 'Mallory' });
        const { code, state, browser } = await authorize(name);
        provider.tamperIdTokens(tampered);
        const refused = await callOperation(app(), operation, {
          payload: { code, state, redirectUri: `${SHOP}/auth/${name}/callback` },
          headers: browser,
        });
        provider.tamperIdTokens({});
        expect(refused.status, `${name} ${JSON.stringify(tampered)}`).toBe(401);
        expect(refused.body).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID' });
      }
    }
    // Facebook answers no ID token, so it is sent no nonce.
    const { data } = await callSuccessfully(app(), 'getFacebookAuthUrl', {
      payload: { redirectUri: `${SHOP}/auth/facebook/callback` },
    });
    expect(new URL(data.url).searchParams.has('nonce')).toBe(false);
  });

  /** The token of the newest link to `path` mailed to `email`. */
  async function mailedLink(email: string, path: '/verify-email' | '/reset-password') {
    const { body } = await lastMessageTo(testApp.database.db, email);
    const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(body)?.[1];
    if (!token) throw new Error(`No ${path} link in: ${body}`);
    return token;
  }

  it('links a Google account to the customer with the same verified email, ending their other sessions', async () => {
    const me = await signUp(app());
    await callSuccessfully(app(), 'verifyEmail', {
      params: { token: await mailedLink(me.email, '/verify-email') },
    });
    const elsewhere = await callSuccessfully(app(), 'loginCustomer', {
      payload: { identifier: me.email, password: PASSWORD },
    });
    const user = { sub: `g-${randomUUID()}`, email: me.email, emailVerified: true, name: 'Same Person' };
    const { data } = await callSuccessfully(app(), 'loginWithGoogle', {
      payload: { googleToken: provider.idToken(google.clientId, user) },
    });
    expect(data.customer._id).toBe(me.customerId);
    for (const token of [me.token, elsewhere.data.token]) {
      const old = await callOperation(app(), 'getProfile', { headers: { authorization: `Bearer ${token}` } });
      expect(old.status).toBe(401);
    }
    await callSuccessfully(app(), 'getProfile', { headers: { authorization: `Bearer ${data.token}` } });
    const unverified = { ...user, sub: `g-${randomUUID()}`, emailVerified: false };
    const refused = await callOperation(app(), 'loginWithGoogle', {
      payload: { googleToken: provider.idToken(google.clientId, unverified) },
    });
    expect(refused.status).toBe(403);
  });

  it('links no Google account to a customer whose email nobody verified, until its owner proves the mailbox', async () => {
    // A stranger registers the victim's email with a password of their own and signs in.
    const email = `victim-${randomUUID()}@example.com`;
    const stranger = await signUp(app(), { email, password: 'the-strangers-password' });
    const victim = { sub: `g-${randomUUID()}`, email, emailVerified: true, name: 'Wanida Saetang' };
    provider.signInAs(victim);
    const redirectUri = `${SHOP}/auth/google/callback`;
    const { code, state, browser } = await authorize('google');
    const refused = await callOperation(app(), 'exchangeGoogleCode', {
      payload: { code, state, redirectUri },
      headers: browser,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'ACCOUNT_EMAIL_UNVERIFIED',
      message: expect.stringMatching(/password/),
    });
    expect(refused.body).not.toHaveProperty('data');
    const byToken = await callOperation(app(), 'loginWithGoogle', {
      payload: { googleToken: provider.idToken(google.clientId, victim) },
    });
    expect(byToken.body).toMatchObject({ code: 'ACCOUNT_EMAIL_UNVERIFIED' });

    // The owner sets a password through the mailbox: the stranger's session and password end there.
    await callSuccessfully(app(), 'requestPasswordReset', {
      payload: { email },
      remoteAddress: '10.77.0.1',
    });
    await callSuccessfully(app(), 'resetPassword', {
      payload: { token: await mailedLink(email, '/reset-password'), newPassword: 'the-owners-password' },
    });
    const again = await authorize('google');
    const { data } = await callSuccessfully(app(), 'exchangeGoogleCode', {
      payload: { code: again.code, state: again.state, redirectUri },
      headers: again.browser,
    });
    expect(data.customer).toMatchObject({ _id: stranger.customerId, email, emailVerified: true });
    const owner = { authorization: `Bearer ${data.token}` };
    const { data: address } = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: data.customer._id },
      headers: owner,
      payload: chiangMaiPerson(),
    });
    expect(address).toBeTruthy();
    const oldToken = await callOperation(app(), 'listShippingAddresses', {
      params: { customerId: data.customer._id },
      headers: stranger.headers,
    });
    expect(oldToken.status).toBe(401);
    const oldPassword = await callOperation(app(), 'loginCustomer', {
      payload: { identifier: email, password: 'the-strangers-password' },
    });
    expect(oldPassword.status).toBe(401);
  });

  it('refuses Google ID tokens that are forged, for another client, from another issuer or expired', async () => {
    const user = { sub: `g-${randomUUID()}`, name: 'Mallory' };
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const tokens = [
      provider.idToken(google.clientId, user, {}, otherKey),
      provider.idToken('someone-elses-client', user),
      provider.idToken(google.clientId, user, { iss: 'https://accounts.evil.example' }),
      provider.idToken(google.clientId, user, { exp: Math.floor(Date.now() / 1000) - 60 }),
      `${provider.idToken(google.clientId, user).split('.').slice(0, 2).join('.')}.`,
    ];
    for (const googleToken of tokens) {
      const answer = await callOperation(app(), 'loginWithGoogle', { payload: { googleToken } });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID' });
    }
  });

  it('refuses a Google token signed with the client secret (HS256), which only LINE uses', async () => {
    const user = { sub: `g-${randomUUID()}`, email: `g-${randomUUID()}@gmail.example`, name: 'Mallory' };
    const [, payload] = provider.idToken(google.clientId, user).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const mac = createHmac('sha256', google.clientSecret).update(`${header}.${payload}`).digest('base64url');
    const answer = await callOperation(app(), 'loginWithGoogle', {
      payload: { googleToken: `${header}.${payload}.${mac}` },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID' });
  });

  it('fetches the published keys again for an unknown key id at most once a minute', async () => {
    const user = { sub: `g-${randomUUID()}`, name: 'Mallory' };
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // A good token first, so the keys are known; then tokens naming keys nobody published.
    await callOperation(app(), 'loginWithGoogle', {
      payload: { googleToken: provider.idToken(google.clientId, user) },
    });
    const before = provider.keySetRequests();
    for (let i = 0; i < 5; i++) {
      const [, payload, signature] = provider.idToken(google.clientId, user, {}, otherKey).split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: `made-up-${i}` })).toString('base64url');
      const answer = await callOperation(app(), 'loginWithGoogle', {
        payload: { googleToken: `${header}.${payload}.${signature}` },
      });
      expect(answer.status).toBe(401);
    }
    expect(provider.keySetRequests() - before).toBeLessThanOrEqual(1);
  });

  it('signs in with Facebook by code and by access token, whose account must be the socialId', async () => {
    const sub = `fb-${randomUUID()}`;
    provider.signInAs({ sub, email: `fb-${randomUUID()}@example.com`, name: 'Fah Sai' });
    const { code, state, browser } = await authorize('facebook');
    const exchanged = await callSuccessfully(app(), 'exchangeFacebookCode', {
      payload: { code, state, redirectUri: `${SHOP}/auth/facebook/callback` },
      headers: browser,
    });
    expect(exchanged.data.customer).toMatchObject({
      firstName: 'Fah',
      lastName: 'Sai',
      emailVerified: false,
    });

    const accessToken = provider.issueAccessToken(facebook.clientId, { sub, name: 'Fah Sai' });
    const again = await callSuccessfully(app(), 'loginWithFacebook', {
      payload: { socialId: sub, accessToken },
    });
    expect(again.data.customer._id).toBe(exchanged.data.customer._id);
    const impostor = await callOperation(app(), 'loginWithFacebook', {
      payload: { socialId: 'someone-else', accessToken },
    });
    expect(impostor.body).toMatchObject({ code: 'SOCIAL_TOKEN_INVALID' });
    const otherApp = provider.issueAccessToken(line.clientId, { sub, name: 'Fah Sai' });
    const wrongApp = await callOperation(app(), 'loginWithFacebook', {
      payload: { socialId: sub, accessToken: otherApp },
    });
    expect(wrongApp.status).toBe(401);
  });

  it('signs in with LINE by code and registers with a LINE token once', async () => {
    const sub = `U${randomUUID().replaceAll('-', '')}`;
    provider.signInAs({
      sub,
      email: `line-${randomUUID()}@example.com`,
      name: 'ต้น',
      picture: 'https://example.com/line.png',
    });
    const { code, state, browser } = await authorize('line');
    const { data } = await callSuccessfully(app(), 'exchangeLineCode', {
      payload: { code, state, redirectUri: `${SHOP}/auth/line/callback` },
      headers: browser,
    });
    expect(data.customer).toMatchObject({ firstName: 'ต้น', profilePicture: 'https://example.com/line.png' });

    const newcomer = { sub: `U${randomUUID().replaceAll('-', '')}`, name: 'ใหม่ มาก' };
    const token = provider.issueAccessToken(line.clientId, newcomer);
    const registered = await callOperation(app(), 'registerWithProvider', {
      params: { provider: 'line' },
      payload: { token, phone: '089-111-2222', acceptTerms: true },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      data: { customer: { firstName: 'ใหม่', lastName: 'มาก', phone: '0891112222' } },
    });
    const twice = await callOperation(app(), 'registerWithProvider', {
      params: { provider: 'line' },
      payload: { token, acceptTerms: true },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'EMAIL_EXISTS', message: 'Email already exists' });
  });
});
