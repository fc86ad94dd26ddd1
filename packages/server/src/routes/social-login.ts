import type { components } from '@probuild/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '../commerce-settings.ts';
import { customerView } from '../customers/customer-view.ts';
import { randomToken } from '../customers/secrets.ts';
import { signInBrowser, signInCookie } from '../customers/social/oauth-state.ts';
import {
  configuredProviders,
  finishProviderSignIn,
  refuseProviderSignIn,
  registerWithProvider,
  type SignedIn,
  signInWithAccessToken,
  signInWithGoogleToken,
  startProviderSignIn,
} from '../customers/social/sign-in.ts';
import { ok } from '../http/envelope.ts';
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

/** A signed-in customer as the contract shows it. */
const signedInView = ({ customer, token, expiresAt, isNewCustomer }: SignedIn) => ({
  customer: customerView(customer),
  token,
  expiresAt: expiresAt.toISOString(),
  isNewCustomer,
});

/**
 * Social sign-in (tag `customers`): tokens sent by a client are verified with the provider, and
 * the server's own authorization-code flow uses a one-time state and PKCE; no secret leaves the
 * server. The browser that starts a sign-in gets a cookie that only it sends back with the code.
 */
export function socialLoginHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, SocialOperations> {
  const { db } = database;
  const { social } = settings;

  const authUrl = async (
    provider: SocialProvider,
    body: AuthUrlRequest,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    // One value per browser, kept while it signs in again, so two sign-ins at once both finish.
    const browser = signInBrowser(request.headers.cookie) ?? randomToken();
    const started = await startProviderSignIn(db, settings, provider, {
      redirectUri: body.redirectUri,
      appState: body.state ?? null,
      browser,
    });
    reply.header('set-cookie', signInCookie(browser, request.protocol === 'https'));
    return ok(started);
  };

  const exchange = async (provider: SocialProvider, body: ExchangeCodeRequest, request: FastifyRequest) => {
    const { code, redirectUri, state } = body;
    const browser = signInBrowser(request.headers.cookie);
    const signedIn = await finishProviderSignIn(db, social, provider, { code, redirectUri, state, browser });
    return ok({ ...signedInView(signedIn), appState: signedIn.appState }, 'Signed in');
  };

  return {
    getSocialProviders: async () => ok({ providers: configuredProviders(social) }),

    async loginWithGoogle(request) {
      return ok(signedInView(await signInWithGoogleToken(db, social, request.body.googleToken)), 'Signed in');
    },
    async loginWithFacebook(request) {
      return ok(signedInView(await signInWithAccessToken(db, social, 'facebook', request.body)), 'Signed in');
    },
    async loginWithLine(request) {
      return ok(signedInView(await signInWithAccessToken(db, social, 'line', request.body)), 'Signed in');
    },

    async loginWithProvider(request) {
      refuseProviderSignIn(request.params.provider);
    },

    async registerWithProvider(request, reply) {
      const signedIn = await registerWithProvider(db, social, request.params.provider, request.body);
      reply.code(201);
      return ok(signedInView(signedIn), 'Registered and signed in');
    },

    getGoogleAuthUrl: (request, reply) => authUrl('google', request.body, request, reply),
    getFacebookAuthUrl: (request, reply) => authUrl('facebook', request.body, request, reply),
    getLineAuthUrl: (request, reply) => authUrl('line', request.body, request, reply),
    exchangeGoogleCode: (request) => exchange('google', request.body, request),
    exchangeFacebookCode: (request) => exchange('facebook', request.body, request),
    exchangeLineCode: (request) => exchange('line', request.body, request),
  };
}
