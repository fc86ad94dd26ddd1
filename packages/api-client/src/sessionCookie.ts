/**
 * The session token, copied into a cookie that only the cart's address receives, so the server can
 * render a signed-in shopper's cart in its first response. The token itself stays in browser storage
 * (`customer_token`), where the app reads it; the cookie is a copy the app keeps in step with it.
 *
 * - `Path=/cart`: no other page, no API call and no asset is sent it. The API reads only the
 *   Authorization header, so the cookie authorises nothing there.
 * - `SameSite=Strict`: a link from another site opens the cart without it (rendered in the browser).
 * - `Secure` on https. Not HttpOnly: the app writes it, and the same token is in storage already.
 */
export const SESSION_COOKIE = {
  name: 'cart_session',
  path: '/cart',
  /** As long as a session lasts on the server: the server checks the token on every render anyway. */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** The `document.cookie` assignment that keeps `token` (or, for null, removes the copy). */
export function sessionCookieAssignment(token: string | null, secure: boolean): string {
  const { name, path, maxAgeSeconds } = SESSION_COOKIE;
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : maxAgeSeconds;
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The session token a request's `Cookie` header carries, or null. */
export function sessionTokenOfCookies(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE.name) continue;
    try {
      const token = decodeURIComponent(pair.slice(separator + 1).trim());
      return token === '' ? null : token;
    } catch {
      return null;
    }
  }
  return null;
}
