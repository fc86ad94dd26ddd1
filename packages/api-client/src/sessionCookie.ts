import type { Locale } from './localize.ts';

/**
 * The session token and the shopper's language, copied into cookies that only the cart's address
 * receives, so the server can render a signed-in shopper's cart, in their language, in its first
 * response. Both stay in browser storage (`customer_token`, `language`), where the app reads them;
 * the cookies are copies the app keeps in step.
 *
 * - `Path=/cart`: no other page, no API call and no asset is sent them. The API reads only the
 *   Authorization header, so the token's cookie authorises nothing there.
 * - `SameSite=Strict`: a link from another site opens the cart without them (rendered in the browser).
 * - `Secure` on https. Not HttpOnly: the app writes them, and the same token is in storage already.
 */
export const SESSION_COOKIE = {
  name: 'cart_session',
  languageName: 'cart_language',
  path: '/cart',
  /** As long as a session lasts on the server: the server checks the token on every render anyway. */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** The `document.cookie` assignment that keeps `value` in the cookie `name` (or, for null, removes it). */
function cookieAssignment(name: string, value: string | null, secure: boolean): string {
  const { path, maxAgeSeconds } = SESSION_COOKIE;
  const kept = value === null ? '' : encodeURIComponent(value);
  const maxAge = value === null ? 0 : maxAgeSeconds;
  return `${name}=${kept}; Path=${path}; Max-Age=${maxAge}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The assignment that keeps `token` (or, for null, removes the copy). */
export function sessionCookieAssignment(token: string | null, secure: boolean): string {
  return cookieAssignment(SESSION_COOKIE.name, token, secure);
}

/** The assignment that keeps the shopper's language beside the token (or, for null, removes it). */
export function languageCookieAssignment(locale: Locale | null, secure: boolean): string {
  return cookieAssignment(SESSION_COOKIE.languageName, locale, secure);
}

/** The value of the cookie `name` in a request's `Cookie` header, or null (absent, empty or broken). */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      const value = decodeURIComponent(pair.slice(separator + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token a request's `Cookie` header carries, or null. */
export function sessionTokenOfCookies(header: string | undefined): string | null {
  return cookieValue(header, SESSION_COOKIE.name);
}

/** The shopper's language a request's `Cookie` header carries, or null (none, or not one of the shop's). */
export function languageOfCookies(header: string | undefined): Locale | null {
  const language = cookieValue(header, SESSION_COOKIE.languageName);
  return language === 'th' || language === 'en' ? language : null;
}
