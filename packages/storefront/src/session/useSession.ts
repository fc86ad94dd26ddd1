import { use, useCallback, useSyncExternalStore } from 'react';
import { SessionContext, type SessionContextValue } from './SessionProvider.tsx';
import type { SessionSnapshot } from './sessionActor.ts';

export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}

/**
 * The session's state as a selector reads it: `undefined` while the session has not started, which is
 * a guest with nothing stored (see sessionHandle.ts).
 */
export type SessionState = SessionSnapshot | undefined;

/**
 * A value of the session's state; the component re-renders when it changes. The selector's answer is
 * compared by identity, so it returns a value or an object of the snapshot, not a new object.
 */
export function useSessionState<T>(selector: (state: SessionState) => T): T {
  const { actor } = useSession();
  const read = useCallback(() => selector(actor.getSnapshot()), [actor, selector]);
  return useSyncExternalStore(actor.subscribe, read, read);
}

export const isSignedIn = (state: SessionState) => state?.matches('loggedIn') ?? false;
export const cartCountOf = (state: SessionState) => state?.context.cartCount ?? 0;
export const customerOf = (state: SessionState) => state?.context.customer ?? null;

/** Which form the login/register popup (or page) shows. */
export function authModeOf(state: SessionState): 'login' | 'register' {
  return state?.matches({ loggedOut: { popup: 'register' } }) ||
    state?.matches({ loggedOut: { popup: 'registering' } })
    ? 'register'
    : 'login';
}
export const isPopupOpen = (state: SessionState) => state?.matches({ loggedOut: 'popup' }) ?? false;
/** Why the popup opened, when a press that needs a customer opened it. */
export const popupReasonOf = (state: SessionState) => state?.context.popupReason ?? null;
