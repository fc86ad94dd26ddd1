import { ApiRequestError, STORAGE_KEYS } from '@probuild/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { completeSocialLogin, destinationAfterSocialLogin, isProviderUnavailable } from './socialLogin.ts';

describe('after a redirect-mode social login', () => {
  it('goes back where the shopper started, but to /profile from the sign-in pages or without a start', () => {
    expect(destinationAfterSocialLogin('/cart')).toBe('/cart');
    expect(destinationAfterSocialLogin('/product/CPU-AMD-R7-9800X3D?section=home')).toBe(
      '/product/CPU-AMD-R7-9800X3D?section=home',
    );
    expect(destinationAfterSocialLogin('/login')).toBe('/profile');
    expect(destinationAfterSocialLogin('/register?x=1')).toBe('/profile');
    expect(destinationAfterSocialLogin(null)).toBe('/profile');
  });

  it('never leaves the shop: other hosts and schemes become /profile', () => {
    for (const state of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\r\n/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(destinationAfterSocialLogin(state)).toBe('/profile');
    }
  });
});

it('knows when the server cannot offer a provider', () => {
  const http = (status: number, code?: string) => ({ kind: 'http' as const, status, message: '', code });
  expect(isProviderUnavailable(http(422, 'PROVIDER_NOT_CONFIGURED'))).toBe(true);
  expect(isProviderUnavailable(http(501, 'NOT_IMPLEMENTED'))).toBe(true);
  expect(isProviderUnavailable(http(422, 'REDIRECT_URI_NOT_ALLOWED'))).toBe(false);
  expect(isProviderUnavailable({ kind: 'network', message: 'offline' })).toBe(false);
});

describe('a callback without an authorization code', () => {
  const origin = 'https://shop.example';

  it('tells the opener, only for our own origin, and sends nothing to the server', async () => {
    const posted: [unknown, string][] = [];
    const opener = {
      postMessage: (data: unknown, target: string) => {
        posted.push([data, target]);
      },
    } as unknown as Window;
    const stored = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => stored.set(key, value) };
    const result = await completeSocialLogin('google', '?error=access_denied', { opener, origin, storage });
    expect(result).toEqual({ kind: 'handedOver', failure: 'noCode' });
    expect(posted).toEqual([[{ type: 'social-login-error', error: 'noCode' }, origin]]);
    expect(stored.size).toBe(0);
  });

  it('stores nothing in redirect mode', async () => {
    const stored = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => stored.set(key, value) };
    const result = await completeSocialLogin('facebook', '?state=only-a-state-0000', {
      opener: null,
      origin,
      storage,
    });
    expect(result).toEqual({ kind: 'failed', failure: 'noCode' });
    expect(stored.has(STORAGE_KEYS.socialLoginToken)).toBe(false);
  });
});

describe('a callback whose email has an account that never verified it', () => {
  const origin = 'https://shop.example';
  const refuse = (status: number, code: string) =>
    vi
      .spyOn(api, 'POST')
      .mockRejectedValue(new ApiRequestError({ kind: 'http', status, message: 'Refused', code }));
  afterEach(() => vi.restoreAllMocks());

  it('tells the opener which failure it was, so the page can say how to go on', async () => {
    refuse(409, 'ACCOUNT_EMAIL_UNVERIFIED');
    const posted: unknown[] = [];
    const opener = { postMessage: (data: unknown) => posted.push(data) } as unknown as Window;
    const storage = { setItem: () => undefined };
    const result = await completeSocialLogin('google', '?code=c0de&state=st4te', { opener, origin, storage });
    expect(result).toEqual({ kind: 'handedOver', failure: 'emailUnverified' });
    expect(posted).toEqual([{ type: 'social-login-error', error: 'emailUnverified' }]);
  });

  it('says so on the callback page in redirect mode; other refusals stay a failed exchange', async () => {
    refuse(409, 'ACCOUNT_EMAIL_UNVERIFIED');
    const storage = { setItem: () => undefined };
    const target = { opener: null, origin, storage };
    expect(await completeSocialLogin('google', '?code=c0de&state=st4te', target)).toEqual({
      kind: 'failed',
      failure: 'emailUnverified',
    });
    refuse(401, 'STATE_INVALID');
    expect(await completeSocialLogin('google', '?code=c0de&state=st4te', target)).toEqual({
      kind: 'failed',
      failure: 'exchangeFailed',
    });
  });
});
