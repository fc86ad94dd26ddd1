import { describe, expect, it } from 'vitest';
import {
  languageCookieAssignment,
  languageOfCookies,
  SESSION_COOKIE,
  sessionCookieAssignment,
  sessionTokenOfCookies,
} from '../src/sessionCookie.ts';

describe('the session cookie', () => {
  it('is kept for the cart alone, strict, and secure on https', () => {
    expect(sessionCookieAssignment('abc', true)).toBe(
      `cart_session=abc; Path=/cart; Max-Age=${SESSION_COOKIE.maxAgeSeconds}; SameSite=Strict; Secure`,
    );
    expect(sessionCookieAssignment('abc', false)).not.toContain('Secure');
  });

  it('is removed by an empty value that expires at once', () => {
    expect(sessionCookieAssignment(null, false)).toBe(
      'cart_session=; Path=/cart; Max-Age=0; SameSite=Strict',
    );
  });

  it('gives back the token it was written with, whatever its characters', () => {
    const token = 'a b;c=d%é';
    const [pair] = sessionCookieAssignment(token, false).split('; ');
    expect(sessionTokenOfCookies(`language=th; ${pair}; other=1`)).toBe(token);
  });

  it('reads no token from no cookie, another cookie, an empty or a broken value', () => {
    expect(sessionTokenOfCookies(undefined)).toBeNull();
    expect(sessionTokenOfCookies('xcart_session=abc; cart_sessionx=def')).toBeNull();
    expect(sessionTokenOfCookies('cart_session=')).toBeNull();
    expect(sessionTokenOfCookies('cart_session=%E0%A4%A')).toBeNull();
  });

  it("keeps the shopper's language beside it, and reads only the shop's languages back", () => {
    expect(languageCookieAssignment('en', false)).toBe(
      `cart_language=en; Path=/cart; Max-Age=${SESSION_COOKIE.maxAgeSeconds}; SameSite=Strict`,
    );
    expect(languageCookieAssignment(null, true)).toBe(
      'cart_language=; Path=/cart; Max-Age=0; SameSite=Strict; Secure',
    );
    expect(languageOfCookies('cart_session=abc; cart_language=en')).toBe('en');
    expect(languageOfCookies('cart_language=th')).toBe('th');
    expect(languageOfCookies('cart_language=fr')).toBeNull();
    expect(languageOfCookies('cart_session=en')).toBeNull();
  });
});
