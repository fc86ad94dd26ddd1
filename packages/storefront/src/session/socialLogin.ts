import { type ApiError, type components, STORAGE_KEYS, toApiError } from '@probuild/api-client';
import type { SocialLoginMessage } from '@probuild/machines';
import { isInternalPath } from '@probuild/ui';
import { api } from '../api/client.ts';
import { dataOf } from './apiData.ts';
import { RECEIVED, SOCIAL_CHANNEL } from './socialMessages.ts';

export type SocialProvider = 'google' | 'facebook' | 'line';

type AuthUrl = components['schemas']['AuthUrl'];
type ExchangeCodeResult = components['schemas']['ExchangeCodeResult'];
type ExchangeCodeRequest = components['schemas']['ExchangeCodeRequest'];

/** The identity provider's popup window. */
export const OAUTH_POPUP_WIDTH = 500;
export const OAUTH_POPUP_HEIGHT = 600;

/** Where the provider sends the popup back: this shop's callback route of that provider. */
export function callbackUrl(provider: SocialProvider, origin = window.location.origin): string {
  return `${origin}/auth/${provider}/callback`;
}

// One pair of contract operations per provider: the server makes the state and PKCE verifier and keeps the secret.
const authUrlCalls: Record<
  SocialProvider,
  (body: { redirectUri: string; state?: string }) => Promise<AuthUrl>
> = {
  google: async (body) => dataOf(await api.POST('/customers/google/auth-url', { body })),
  facebook: async (body) => dataOf(await api.POST('/customers/facebook/auth-url', { body })),
  line: async (body) => dataOf(await api.POST('/customers/line/auth-url', { body })),
};

const exchangeCalls: Record<SocialProvider, (body: ExchangeCodeRequest) => Promise<ExchangeCodeResult>> = {
  google: async (body) => dataOf(await api.POST('/customers/google/exchange-code', { body })),
  facebook: async (body) => dataOf(await api.POST('/customers/facebook/exchange-code', { body })),
  line: async (body) => dataOf(await api.POST('/customers/line/exchange-code', { body })),
};

/**
 * The server cannot offer this provider: it has no client id and secret for it, or does not offer
 * social sign-in at all yet.
 */
export function isProviderUnavailable(error: ApiError): boolean {
  return (
    error.kind === 'http' &&
    (error.status === 501 || error.status === 503 || /NOT_CONFIGURED|NOT_IMPLEMENTED/.test(error.code ?? ''))
  );
}

export type SocialStartFailure = 'popupBlocked' | 'unavailable' | 'failed';

function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - OAUTH_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - OAUTH_POPUP_HEIGHT) / 2);
  return `popup,width=${OAUTH_POPUP_WIDTH},height=${OAUTH_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the provider's sign-in in a 500x600 popup. The popup opens before the server is asked for the
 * address (browsers block popups opened after an await); it closes again when the server cannot help.
 * The result arrives later as a window message from the callback page. Resolves with the failure, if any.
 */
export async function startSocialLogin(
  provider: SocialProvider,
  returnTo: string,
): Promise<SocialStartFailure | null> {
  const popup = window.open('about:blank', `social-login-${provider}`, popupFeatures());
  if (!popup) return 'popupBlocked';
  try {
    const { url } = await authUrlCalls[provider]({ redirectUri: callbackUrl(provider), state: returnTo });
    popup.location.href = url;
    return null;
  } catch (thrown) {
    popup.close();
    return isProviderUnavailable(toApiError(thrown)) ? 'unavailable' : 'failed';
  }
}

/** How long the callback waits for a shop window to take the result before it keeps it for the next start. */
const RELAY_WAIT_MS = 700;

/** Sends the result through the channel; resolves true when a shop window acknowledged it. */
function relayThroughChannel(message: SocialLoginMessage): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(false);
  const channel = new BroadcastChannel(SOCIAL_CHANNEL);
  return new Promise((resolve) => {
    const finish = (received: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(received);
    };
    const timer = setTimeout(() => finish(false), RELAY_WAIT_MS);
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === RECEIVED) finish(true);
    };
    channel.postMessage(message);
  });
}

/**
 * Why a callback could not sign in: no code came back, the exchange failed, or the email belongs to
 * an account that never verified it (the server links no provider to it; the owner verifies first).
 */
export type CallbackFailure = 'noCode' | 'exchangeFailed' | 'emailUnverified';

function exchangeFailure(thrown: unknown): CallbackFailure {
  const error = toApiError(thrown);
  return error.kind === 'http' && error.code === 'ACCOUNT_EMAIL_UNVERIFIED'
    ? 'emailUnverified'
    : 'exchangeFailed';
}

/** The page to open after a redirect-mode login: where the shopper started, unless that was a sign-in page. */
export function destinationAfterSocialLogin(appState: string | null | undefined): string {
  if (!appState || !isInternalPath(appState) || /^\/(login|register)(?:[?#]|$)/.test(appState)) {
    return '/profile';
  }
  return appState;
}

/** What the callback page does next: close (a shop window has the result), show a failure, or open the app. */
export type CallbackOutcome =
  | { kind: 'handedOver'; failure: CallbackFailure | null }
  | { kind: 'failed'; failure: CallbackFailure }
  | { kind: 'redirect'; destination: string };

/**
 * The callback route's work: exchange the code on the server, then hand the result to the window that
 * opened the popup (by `postMessage`, else through the channel) or, when no shop window takes it, keep
 * it for the app's next start (redirect mode).
 */
export async function completeSocialLogin(
  provider: SocialProvider,
  search: string,
  target: { opener: Window | null; origin: string; storage: Pick<Storage, 'setItem'> },
): Promise<CallbackOutcome> {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  let result: ExchangeCodeResult | null = null;
  let failure: CallbackFailure | null = null;
  if (!code || !state) failure = 'noCode';
  else {
    try {
      result = await exchangeCalls[provider]({
        code,
        state,
        redirectUri: callbackUrl(provider, target.origin),
      });
    } catch (thrown) {
      failure = exchangeFailure(thrown);
    }
  }
  const message: SocialLoginMessage = result
    ? { type: 'social-login-success', customer: result.customer, token: result.token }
    : { type: 'social-login-error', error: failure ?? 'exchangeFailed' };
  if (target.opener) {
    // Only a window of our own origin may read it.
    target.opener.postMessage(message, target.origin);
    return { kind: 'handedOver', failure };
  }
  if (await relayThroughChannel(message)) return { kind: 'handedOver', failure };
  if (!result) return { kind: 'failed', failure: failure ?? 'exchangeFailed' };
  target.storage.setItem(STORAGE_KEYS.socialLoginToken, result.token);
  target.storage.setItem(STORAGE_KEYS.socialLoginUser, JSON.stringify(result.customer));
  return { kind: 'redirect', destination: destinationAfterSocialLogin(result.appState) };
}
