import type { components } from '@probuild/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthProviderSettings, SocialProvider } from '../commerce-settings.ts';
import { findCustomer } from '../customers/customer-store.ts';
import { customerView, normalisePhone } from '../customers/customer-view.ts';
import { randomToken } from '../customers/secrets.ts';
import { createSession } from '../customers/sessions.ts';
import { customerForIdentity } from '../customers/social/accounts.ts';
import {
  identityFromCode,
  identityFromToken,
  type SocialIdentity,
  SocialSignInFailed,
} from '../customers/social/identity.ts';
import {
  ensureCallbackAllowed,
  signInBrowser,
  signInCookie,
  startSignIn,
  takeState,
} from '../customers/social/oauth-state.ts';
import type { AppDatabase } from '../db/open.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

type SocialOperations =
  | 'loginWithGoogle'
  | 'loginWithFacebook'
  | 'loginWithLine'
  | 'loginWithProvider'
  | 'registerWithProvider'
  | 'getGoogleAuthUrl'
  | 'getFacebookAuthUrl'
  | 'getLineAuthUrl'
  | 'exchangeGoogleCode'
  | 'exchangeFacebookCode'
  | 'exchangeLineCode'
  | 'getSocialProviders';

type AuthUrlRequest = components['schemas']['AuthUrlRequest'];
type ExchangeCodeRequest = components['schemas']['ExchangeCodeRequest'];

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
};
const isProvider = (name: string): name is SocialProvider => name in providerNames;
/** The order the sign-in buttons show the providers in. */
const PROVIDER_ORDER: SocialProvider[] = ['google', 'facebook', 'line'];

/** Signs the customer of an identity in: a new session, the customer as the contract shows it. */
async function signIn(
  db: AppDatabase,
  identity: SocialIdentity,
  options: { registering: boolean; phone?: string },
) {
  const { customer, isNewCustomer } = await customerForIdentity(db, identity, options);
  const { token, expiresAt } = await createSession(db, customer.id);
  const fresh = await findCustomer(db, customer.id);
  return { customer: customerView(fresh), token, expiresAt: expiresAt.toISOString(), isNewCustomer };
}

/** A provider's failure as the contract's 401. */
async function verified<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SocialSignInFailed) throw new HttpError(401, error.code, error.message);
    throw error;
  }
}

/**
 * Social sign-in (tag `customers`): tokens sent by a client are verified with the provider, and
 * the server's own authorization-code flow uses a one-time state and PKCE; no secret leaves the
 * server. A provider without a client id and secret answers PROVIDER_NOT_CONFIGURED (422 when
 * starting, 401 otherwise) so the client can say so.
 */
export function socialLoginHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, SocialOperations> {
  const { db } = database;

  const configured = (provider: SocialProvider, status: 401 | 422): OAuthProviderSettings => {
    const provided = settings.social[provider];
    if (!provided) {
      throw new HttpError(
        status,
        'PROVIDER_NOT_CONFIGURED',
        `${providerNames[provider]} sign-in is not configured on this server`,
      );
    }
    return provided;
  };

  const loginWithAccessToken = async (
    provider: 'facebook' | 'line',
    socialId: string,
    accessToken: string,
  ) => {
    const identity = await verified(identityFromToken(provider, configured(provider, 401), accessToken));
    if (identity.subject !== socialId) {
      throw new HttpError(
        401,
        'SOCIAL_TOKEN_INVALID',
        `The ${providerNames[provider]} token belongs to another account`,
      );
    }
    return ok(await signIn(db, identity, { registering: false }), 'Signed in');
  };

  const authUrl = async (
    provider: SocialProvider,
    body: AuthUrlRequest,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const provided = configured(provider, 422);
    ensureCallbackAllowed(provider, body.redirectUri, {
      server: settings.shopOrigin,
      allowed: settings.allowedOrigins,
    });
    // One value per browser, kept while it signs in again, so two sign-ins at once both finish.
    const browser = signInBrowser(request.headers.cookie) ?? randomToken();
    reply.header('set-cookie', signInCookie(browser, request.protocol === 'https'));
    return ok(
      await startSignIn(db, provider, provided, {
        redirectUri: body.redirectUri,
        appState: body.state ?? null,
        browser,
      }),
    );
  };

  const exchange = async (
    provider: SocialProvider,
    { code, redirectUri, state }: ExchangeCodeRequest,
    request: FastifyRequest,
  ) => {
    const provided = configured(provider, 401);
    const browser = signInBrowser(request.headers.cookie);
    const taken = await takeState(db, provider, { state, redirectUri, browser });
    const identity = await verified(
      identityFromCode(provider, provided, {
        code,
        redirectUri,
        codeVerifier: taken.codeVerifier,
        nonce: taken.nonce,
      }),
    );
    const signedIn = await signIn(db, identity, { registering: false });
    return ok({ ...signedIn, appState: taken.appState }, 'Signed in');
  };

  return {
    getSocialProviders: async () =>
      ok({ providers: PROVIDER_ORDER.filter((provider) => settings.social[provider] !== undefined) }),

    async loginWithGoogle(request) {
      const identity = await verified(
        identityFromToken('google', configured('google', 401), request.body.googleToken),
      );
      return ok(await signIn(db, identity, { registering: false }), 'Signed in');
    },
    loginWithFacebook: (request) =>
      loginWithAccessToken('facebook', request.body.socialId, request.body.accessToken),
    loginWithLine: (request) => loginWithAccessToken('line', request.body.socialId, request.body.accessToken),

    async loginWithProvider(request) {
      throw new HttpError(
        404,
        'PROVIDER_NOT_SUPPORTED',
        `Sign-in with ${request.params.provider} is not supported`,
      );
    },

    async registerWithProvider(request, reply) {
      const { provider } = request.params;
      if (!isProvider(provider)) {
        throw new HttpError(404, 'PROVIDER_NOT_SUPPORTED', `Sign-up with ${provider} is not supported`);
      }
      const identity = await verified(
        identityFromToken(provider, configured(provider, 401), request.body.token),
      );
      const phone = request.body.phone ? normalisePhone(request.body.phone) : undefined;
      const signedIn = await signIn(db, identity, { registering: true, phone });
      reply.code(201);
      return ok(signedIn, 'Registered and signed in');
    },

    getGoogleAuthUrl: (request, reply) => authUrl('google', request.body, request, reply),
    getFacebookAuthUrl: (request, reply) => authUrl('facebook', request.body, request, reply),
    getLineAuthUrl: (request, reply) => authUrl('line', request.body, request, reply),
    exchangeGoogleCode: (request) => exchange('google', request.body, request),
    exchangeFacebookCode: (request) => exchange('facebook', request.body, request),
    exchangeLineCode: (request) => exchange('line', request.body, request),
  };
}
