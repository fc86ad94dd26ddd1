import { STORAGE_KEYS } from '@probuild/api-client';
import { isUnauthorized } from '@probuild/machines';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { api } from '../api/client.ts';
import { whenIdle } from '../whenIdle.ts';
import type { SessionHandle } from './sessionHandle.ts';
import { subscribeSocialMessages } from './socialMessages.ts';

export interface SessionContextValue {
  actor: SessionHandle;
  /** Revokes the token on the server (when it still can), then forgets the session here. */
  logOut(): Promise<void>;
  /** What follows a password login: the page reloads, scrolled where it was. */
  reloadAfterLogin(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** Where a social login that started on these pages continues. */
const AUTH_PAGES = new Set(['/login', '/register']);
const AFTER_SOCIAL_LOGIN = '/profile';

/** Answers that belong to the signed-in customer and must not outlive the session. */
const isCustomerQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[1] === 'string' && /^\/(customers|cart|orders|shipping-addresses)\//.test(queryKey[1]);

/** The reload after a password sign-in and the return to where it was: loaded when one happens. */
const keptPosition = () => import('./reloadInPlace.ts');

const reloadInPlace = () => {
  void keptPosition().then((module) => module.reloadInPlace());
};

/** How long the session waits at most for an idle moment to start. */
const IDLE_FALLBACK_MS = 1000;

export interface SessionProviderProps {
  actor: SessionHandle;
  children: ReactNode;
  /** After a password login the page reloads; stories pass their own. */
  reloadAfterLogin?: () => void;
}

/**
 * Gives the app its session actor and keeps it in step with the world: window messages from the
 * social-login popup, a 401 to any query or mutation (the api-client has already cleared storage),
 * the reload after a password login and the page after a social login. A session not started yet
 * starts once the browser is idle after the first view, so that the first press finds it running.
 */
export function SessionProvider({ actor, children, reloadAfterLogin = reloadInPlace }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  // The page a sign-in reloaded goes back to where the shopper was.
  useEffect(() => {
    if (sessionStorage.getItem(STORAGE_KEYS.scrollBeforeReload) === null) return;
    let left = false;
    let stop: () => void = () => undefined;
    void keptPosition().then((module) => {
      if (!left) stop = module.returnToKeptPosition();
    });
    return () => {
      left = true;
      stop();
    };
  }, []);

  useEffect(() => {
    const start = () => {
      actor.start().catch((error: unknown) => console.error('The session did not start', error));
    };
    return whenIdle(start, IDLE_FALLBACK_MS);
  }, [actor]);

  useEffect(() => {
    const loggedIn = actor.on('loggedIn', ({ method }) => {
      if (method === 'password') reloadAfterLogin();
      else if (AUTH_PAGES.has(locationRef.current)) navigate(AFTER_SOCIAL_LOGIN);
    });
    const loggedOut = actor.on('loggedOut', () => {
      queryClient.removeQueries({ predicate: (query) => isCustomerQuery(query.queryKey) });
    });
    return () => {
      loggedIn.unsubscribe();
      loggedOut.unsubscribe();
    };
  }, [actor, navigate, queryClient, reloadAfterLogin]);

  // The callback page sends the result; the window that shows it must not take it itself.
  const onCallbackPage = location.startsWith('/auth/');
  useEffect(() => {
    if (onCallbackPage) return;
    return subscribeSocialMessages((origin, data) => actor.send({ type: 'SOCIAL_MESSAGE', origin, data }));
  }, [actor, onCallbackPage]);

  useEffect(() => {
    const onFailure = (error: unknown) => {
      if (isUnauthorized(error)) actor.send({ type: 'UNAUTHORIZED' });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [actor, queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      actor,
      async logOut() {
        try {
          await api.POST('/customers/logout');
        } catch {
          // An expired or already revoked token: forgetting it here is all that is left to do.
        }
        actor.send({ type: 'LOGOUT' });
      },
      reloadAfterLogin,
    }),
    [actor, reloadAfterLogin],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
