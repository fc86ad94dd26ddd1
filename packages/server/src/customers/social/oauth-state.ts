import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OAuthProviderSettings, SocialProvider } from '../../commerce-settings.ts';
import type { AppDatabase } from '../../db/open.ts';
import { oauthStates } from '../../db/schema/index.ts';
import { HttpError } from '../../http/envelope.ts';
import { randomToken, sha256 } from '../secrets.ts';

export const STATE_LIFETIME_MINUTES = 10;

/** The shop's callback page of a provider, on our own origin or one of the allowed storefront origins. */
export function ensureCallbackAllowed(
  provider: SocialProvider,
  redirectUri: string,
  origins: { server: string; allowed: string[] },
): void {
  const url = new URL(redirectUri);
  const originAllowed = url.origin === origins.server || origins.allowed.includes(url.origin);
  if (!originAllowed || url.pathname !== `/auth/${provider}/callback` || url.search || url.hash) {
    throw new HttpError(422, 'REDIRECT_URI_NOT_ALLOWED', `Not a callback page of this shop: ${redirectUri}`);
  }
}

/**
 * Starts an authorization-code sign-in: a random state, PKCE verifier and OpenID nonce kept (the
 * state hashed) for 10 minutes, and the provider's authorization URL with the S256 code challenge.
 * The nonce goes to the providers that answer an ID token (Google, LINE), which must echo it.
 */
export async function startSignIn(
  db: AppDatabase,
  provider: SocialProvider,
  settings: OAuthProviderSettings,
  { redirectUri, appState }: { redirectUri: string; appState: string | null },
) {
  const state = randomToken();
  const codeVerifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const nonce = provider === 'facebook' ? null : randomToken();
  const expiresAt = new Date(Date.now() + STATE_LIFETIME_MINUTES * 60_000);
  await db.insert(oauthStates).values({
    stateHash: sha256(state),
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

/** Uses a state once: it must be ours, of this provider, not expired and made for this redirect URI. */
export async function takeState(
  db: AppDatabase,
  provider: SocialProvider,
  state: string,
  redirectUri: string,
) {
  const [taken] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, sha256(state)),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!taken || taken.redirectUri !== redirectUri) {
    throw new HttpError(
      401,
      'STATE_INVALID',
      'The sign-in took too long or did not start here; please try again',
    );
  }
  return taken;
}
