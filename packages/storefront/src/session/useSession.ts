import { useSelector } from '@xstate/react';
import { use } from 'react';
import { SessionContext, type SessionContextValue } from './SessionProvider.tsx';
import type { SessionSnapshot } from './sessionActor.ts';

export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}

/** A value of the session's state; the component re-renders when it changes. */
export function useSessionState<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSession().actor, selector);
}

export const isSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('loggedIn');
export const cartCountOf = (snapshot: SessionSnapshot) => snapshot.context.cartCount;
export const customerOf = (snapshot: SessionSnapshot) => snapshot.context.customer;

/** Which form the login/register popup (or page) shows. */
export function authModeOf(snapshot: SessionSnapshot): 'login' | 'register' {
  return snapshot.matches({ loggedOut: { popup: 'register' } }) ||
    snapshot.matches({ loggedOut: { popup: 'registering' } })
    ? 'register'
    : 'login';
}
export const isPopupOpen = (snapshot: SessionSnapshot) => snapshot.matches({ loggedOut: 'popup' });
