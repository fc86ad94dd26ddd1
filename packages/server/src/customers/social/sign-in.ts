import type { OAuthProviderSettings, SocialProvider } from '../../commerce-settings.ts';
import type { AppDatabase } from '../../db/open.ts';
import { DomainError } from '../../domain-error.ts';
import { findCustomer } from '../customer-store.ts';
import { normalisePhone } from '../customer-view.ts';
import { type CustomerRow, createSession } from '../sessions.ts';
import { customerForIdentity } from './accounts.ts';
import { identityFromCode, identityFromToken, type SocialIdentity } from './identity.ts';
import { ensureCallbackAllowed, startSignIn, takeState } from './oauth-state.ts';

/** The providers a shop may set up, each with its client id and secret. */
export type SocialSettings = Partial<Record<SocialProvider, OAuthProviderSettings>>;

export interface SignedIn {
  customer: CustomerRow;
  token: string;
  expiresAt: Date;
  isNewCustomer: boolean;
}

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
};
const isProvider = (name: string): name is SocialProvider => Object.hasOwn(providerNames, name);
/** The order the sign-in buttons show the providers in. */
const PROVIDER_ORDER: SocialProvider[] = ['google', 'facebook', 'line'];

/** The providers this shop has set up, in the order of the sign-in buttons. */
export function configuredProviders(social: SocialSettings): SocialProvider[] {
  return PROVIDER_ORDER.filter((provider) => social[provider] !== undefined);
}

/**
 * A provider's client id and secret. Without them the provider answers PROVIDER_NOT_CONFIGURED:
 * unprocessable when a sign-in starts, unauthenticated otherwise, so the client can say so.
 */
function configured(
  social: SocialSettings,
  provider: SocialProvider,
  kind: 'unauthenticated' | 'unprocessable',
): OAuthProviderSettings {
  const provided = social[provider];
  if (!provided) {
    throw new DomainError(
      kind,
      'PROVIDER_NOT_CONFIGURED',
      `${providerNames[provider]} sign-in is not configured on this server`,
    );
  }
  return provided;
}

/** Signs the customer of an identity in with a new session. */
async function signIn(
  db: AppDatabase,
  identity: SocialIdentity,
  options: { registering: boolean; phone?: string },
): Promise<SignedIn> {
  const { customer, isNewCustomer } = await customerForIdentity(db, identity, options);
  const { token, expiresAt } = await createSession(db, customer.id);
  return { customer: await findCustomer(db, customer.id), token, expiresAt, isNewCustomer };
}

/** Signs in with a Google ID token a client got itself. */
export async function signInWithGoogleToken(
  db: AppDatabase,
  social: SocialSettings,
  idToken: string,
): Promise<SignedIn> {
  const identity = await identityFromToken(
    'google',
    configured(social, 'google', 'unauthenticated'),
    idToken,
  );
  return signIn(db, identity, { registering: false });
}

/** Signs in with a Facebook or LINE access token, which must belong to the account `socialId` names. */
export async function signInWithAccessToken(
  db: AppDatabase,
  social: SocialSettings,
  provider: 'facebook' | 'line',
  { socialId, accessToken }: { socialId: string; accessToken: string },
): Promise<SignedIn> {
  const provided = configured(social, provider, 'unauthenticated');
  const identity = await identityFromToken(provider, provided, accessToken);
  if (identity.subject !== socialId) {
    throw new DomainError(
      'unauthenticated',
      'SOCIAL_TOKEN_INVALID',
      `The ${providerNames[provider]} token belongs to another account`,
    );
  }
  return signIn(db, identity, { registering: false });
}

/** Sign-in through a provider the shop does not offer this way. */
export function refuseProviderSignIn(provider: string): never {
  throw new DomainError('notFound', 'PROVIDER_NOT_SUPPORTED', `Sign-in with ${provider} is not supported`);
}

/** A new customer from a provider's token; refused when the account or its email is already known. */
export async function registerWithProvider(
  db: AppDatabase,
  social: SocialSettings,
  provider: string,
  { token, phone }: { token: string; phone?: string },
): Promise<SignedIn> {
  if (!isProvider(provider)) {
    throw new DomainError('notFound', 'PROVIDER_NOT_SUPPORTED', `Sign-up with ${provider} is not supported`);
  }
  const identity = await identityFromToken(provider, configured(social, provider, 'unauthenticated'), token);
  return signIn(db, identity, { registering: true, phone: phone ? normalisePhone(phone) : undefined });
}

/**
 * Starts the authorization-code flow of a provider for a browser, once the callback page is one of
 * the shop's origins: the state, PKCE verifier and nonce are kept; the provider's URL is answered.
 */
export async function startProviderSignIn(
  db: AppDatabase,
  settings: { social: SocialSettings; shopOrigin: string; allowedOrigins: string[] },
  provider: SocialProvider,
  { redirectUri, appState, browser }: { redirectUri: string; appState: string | null; browser: string },
) {
  const provided = configured(settings.social, provider, 'unprocessable');
  ensureCallbackAllowed(provider, redirectUri, {
    server: settings.shopOrigin,
    allowed: settings.allowedOrigins,
  });
  return startSignIn(db, provider, provided, { redirectUri, appState, browser });
}

/**
 * Finishes the authorization-code flow: the state must be this browser's, unused and for this
 * callback page; the code is exchanged with its PKCE verifier and the identity must carry the nonce.
 */
export async function finishProviderSignIn(
  db: AppDatabase,
  social: SocialSettings,
  provider: SocialProvider,
  {
    code,
    redirectUri,
    state,
    browser,
  }: { code: string; redirectUri: string; state: string; browser: string | null },
): Promise<SignedIn & { appState: string | null }> {
  const provided = configured(social, provider, 'unauthenticated');
  const taken = await takeState(db, provider, { state, redirectUri, browser });
  const identity = await identityFromCode(provider, provided, {
    code,
    redirectUri,
    codeVerifier: taken.codeVerifier,
    nonce: taken.nonce,
  });
  const signedIn = await signIn(db, identity, { registering: false });
  return { ...signedIn, appState: taken.appState };
}
