import { createHash, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OAuthProviderSettings, SocialProvider } from '../../commerce-settings.ts';
import type { AppDatabase } from '../../db/open.ts';
import { oauthStates } from '../../db/schema/index.ts';
import { DomainError } from '../../domain-error.ts';
import { randomToken, sha256 } from '../secrets.ts';

export const STATE_LIFETIME_MINUTES = 10;

/**
 * The cookie that ties a sign-in to the browser that started it: a random value the browser gets
 * with the authorization URL and sends back only to the customer calls (the code exchange among
 * them). HttpOnly, so no script reads it; SameSite=Lax, so no other site's request carries it.
 * A code and state opened in another browser (a link, a frame) lack it and sign nobody in.
 */
export const SIGN_IN_COOKIE = { name: 'social_sign_in', path: '/api/v1/customers' } as const;

/** The browser's sign-in value from a request's Cookie header, when it carries a well-formed one. */
export function signInBrowser(cookieHeader: string | undefined): string | null {
  const value = cookieHeader ? parseCookie(cookieHeader)[SIGN_IN_COOKIE.name] : undefined;
  return value && /^[\w-]{43}$/.test(value) ? value : null;
}

/** The Set-Cookie value that gives the browser its sign-in value, for as long as a state lives. */
export function signInCookie(browser: string, secure: boolean): string {
  return stringifySetCookie({
    name: SIGN_IN_COOKIE.name,
    value: browser,
    path: SIGN_IN_COOKIE.path,
    maxAge: STATE_LIFETIME_MINUTES * 60,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/** A state is kept under the hash of itself and its browser's value: only that browser finds it. */
const stateKey = (state: string, browser: string) => sha256(`${browser}.${state}`);

/** The shop's callback page of a provider, on our own origin or one of the allowed storefront origins. */
export function ensureCallbackAllowed(
  provider: SocialProvider,
  redirectUri: string,
  origins: { server: string; allowed: string[] },
): void {
  const url = new URL(redirectUri);
  const originAllowed = url.origin === origins.server || origins.allowed.includes(url.origin);
  if (!originAllowed || url.pathname !== `/auth/${provider}/callback` || url.search || url.hash) {
    throw new DomainError(
      'unprocessable',
      'REDIRECT_URI_NOT_ALLOWED',
      `Not a callback page of this shop: ${redirectUri}`,
    );
  }
}

/**
 * Starts an authorization-code sign-in for a browser: a random state, PKCE verifier and OpenID
 * nonce kept (the state hashed with the browser's value) for 10 minutes, and the provider's
 * authorization URL with the S256 code challenge. The nonce goes to the providers that answer an
 * ID token (Google, LINE), which must echo it.
 */
export async function startSignIn(
  db: AppDatabase,
  provider: SocialProvider,
  settings: OAuthProviderSettings,
  { redirectUri, appState, browser }: { redirectUri: string; appState: string | null; browser: string },
) {
  const state = randomToken();
  const codeVerifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const nonce = provider === 'facebook' ? null : randomToken();
  const expiresAt = new Date(Date.now() + STATE_LIFETIME_MINUTES * 60_000);
  await db.insert(oauthStates).values({
    stateHash: stateKey(state, browser),
    provider,
    redirectUri,
    codeVerifier,
    nonce,
    appState,
    expiresAt,
  });
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: settings.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  }).toString();
  return { url: url.toString(), state, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a state once: it must be ours, started by this browser, of this provider, not expired and
 * made for this redirect URI.
 */
export async function takeState(
  db: AppDatabase,
  provider: SocialProvider,
  { state, redirectUri, browser }: { state: string; redirectUri: string; browser: string | null },
) {
  const invalid = () =>
    new DomainError(
      'unauthenticated',
      'STATE_INVALID',
      'The sign-in took too long or did not start here; please try again',
    );
  if (browser === null) throw invalid();
  const [taken] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, stateKey(state, browser)),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!taken || taken.redirectUri !== redirectUri) throw invalid();
  return taken;
}
