import type { OAuthProviderSettings, SocialProvider } from '../../commerce-settings.ts';
import { DomainError } from '../../domain-error.ts';
import { type IdTokenClaims, InvalidIdToken, verifyIdToken } from './id-token.ts';

/** Who the provider says signed in. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** The provider refused or could not prove the sign-in: an unauthenticated refusal with `code`. */
export class SocialSignInFailed extends DomainError {
  override name = 'SocialSignInFailed';
  constructor(
    code: 'SOCIAL_TOKEN_INVALID' | 'CODE_EXCHANGE_FAILED' | 'TOKEN_EXCHANGE_FAILED',
    message: string,
  ) {
    super('unauthenticated', code, message);
  }
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName: firstName || 'ลูกค้า', lastName: rest.join(' ') };
}

function fromClaims(provider: SocialProvider, claims: IdTokenClaims): SocialIdentity {
  const names = claims.given_name
    ? { firstName: claims.given_name, lastName: claims.family_name ?? '' }
    : splitName(claims.name);
  return {
    provider,
    subject: claims.sub,
    email: claims.email?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...names,
    picture: claims.picture ?? null,
  };
}

async function getJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

async function idTokenIdentity(
  provider: SocialProvider,
  settings: OAuthProviderSettings,
  idToken: string,
  nonce?: string,
) {
  try {
    const claims = await verifyIdToken(idToken, {
      issuer: settings.issuer ?? '',
      audience: settings.clientId,
      jwksUrl: settings.jwksUrl,
      clientSecret: settings.clientSecret,
      // LINE signs web-login ID tokens with the channel secret; Google only with its published keys.
      sharedSecret: provider === 'line',
      nonce,
    });
    return fromClaims(provider, claims);
  } catch (error) {
    if (error instanceof InvalidIdToken)
      throw new SocialSignInFailed(
        'SOCIAL_TOKEN_INVALID',
        `The ${provider} token does not verify: ${error.message}`,
      );
    throw error;
  }
}

/** Facebook: the token must be valid for our app (debug_token with the app token), then the Graph profile. */
async function facebookIdentity(
  settings: OAuthProviderSettings,
  accessToken: string,
): Promise<SocialIdentity> {
  const check = new URL(settings.tokenCheckUrl ?? '');
  check.searchParams.set('input_token', accessToken);
  check.searchParams.set('access_token', `${settings.clientId}|${settings.clientSecret}`);
  const { body: checked } = await getJson(check.toString());
  const data = checked.data as { is_valid?: boolean; app_id?: string; user_id?: string } | undefined;
  if (!data?.is_valid || data.app_id !== settings.clientId) {
    throw new SocialSignInFailed('SOCIAL_TOKEN_INVALID', 'The Facebook token is not valid for this shop');
  }
  const profileUrl = new URL(settings.profileUrl ?? '');
  const { status, body } = await getJson(profileUrl.toString(), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (status !== 200 || body.id !== data.user_id) {
    throw new SocialSignInFailed('SOCIAL_TOKEN_INVALID', 'The Facebook profile could not be read');
  }
  const picture = (body.picture as { data?: { url?: string } } | undefined)?.data?.url ?? null;
  return {
    provider: 'facebook',
    subject: String(body.id),
    email: typeof body.email === 'string' ? body.email.toLowerCase() : null,
    // Facebook only hands out confirmed addresses, but says nothing about it: not treated as verified.
    emailVerified: false,
    ...(body.first_name
      ? { firstName: String(body.first_name), lastName: String(body.last_name ?? '') }
      : splitName(String(body.name ?? ''))),
    picture,
  };
}

/** LINE: the access token must be issued to our channel (verify), then the profile. */
async function lineIdentity(settings: OAuthProviderSettings, accessToken: string): Promise<SocialIdentity> {
  const check = new URL(settings.tokenCheckUrl ?? '');
  check.searchParams.set('access_token', accessToken);
  const { status: checkStatus, body: checked } = await getJson(check.toString());
  if (checkStatus !== 200 || checked.client_id !== settings.clientId || Number(checked.expires_in) <= 0) {
    throw new SocialSignInFailed('SOCIAL_TOKEN_INVALID', 'The LINE token is not valid for this shop');
  }
  const { status, body } = await getJson(settings.profileUrl ?? '', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (status !== 200 || typeof body.userId !== 'string') {
    throw new SocialSignInFailed('SOCIAL_TOKEN_INVALID', 'The LINE profile could not be read');
  }
  return {
    provider: 'line',
    subject: body.userId,
    email: null,
    emailVerified: false,
    ...splitName(String(body.displayName ?? '')),
    picture: typeof body.pictureUrl === 'string' ? body.pictureUrl : null,
  };
}

/** The identity behind a token a client sent: a Google ID token, or a Facebook / LINE access token. */
export async function identityFromToken(
  provider: SocialProvider,
  settings: OAuthProviderSettings,
  token: string,
): Promise<SocialIdentity> {
  if (provider === 'google') return idTokenIdentity(provider, settings, token);
  return provider === 'facebook' ? facebookIdentity(settings, token) : lineIdentity(settings, token);
}

/**
 * Exchanges an authorization code at the provider's token endpoint with our secret and the PKCE
 * verifier, then reads the identity: from the ID token (Google, LINE), which must carry the nonce
 * the sign-in sent, or the Graph profile (Facebook).
 */
export async function identityFromCode(
  provider: SocialProvider,
  settings: OAuthProviderSettings,
  grant: { code: string; redirectUri: string; codeVerifier: string; nonce: string | null },
): Promise<SocialIdentity> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    code_verifier: grant.codeVerifier,
  });
  const { status, body } = await getJson(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const failedCode = provider === 'google' ? 'CODE_EXCHANGE_FAILED' : 'TOKEN_EXCHANGE_FAILED';
  if (status !== 200) {
    throw new SocialSignInFailed(
      failedCode,
      `The ${provider} code could not be exchanged (${String(body.error ?? status)})`,
    );
  }
  // Google and LINE speak OpenID Connect; Facebook Login answers an access token for the Graph API.
  if (provider !== 'facebook' && typeof body.id_token === 'string') {
    const identity = await idTokenIdentity(provider, settings, body.id_token, grant.nonce ?? undefined);
    if (provider !== 'line' || typeof body.access_token !== 'string') return identity;
    // LINE puts the email in the ID token; the picture and display name come with the profile.
    return { ...(await lineIdentity(settings, body.access_token)), email: identity.email };
  }
  if (typeof body.access_token === 'string') return identityFromToken(provider, settings, body.access_token);
  throw new SocialSignInFailed(failedCode, `The ${provider} token endpoint answered no token`);
}
