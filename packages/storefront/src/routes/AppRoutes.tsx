import { hasStoredSession } from '@probuild/api-client';
import { idOf } from '@probuild/machines';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useLocale } from '../i18n/useLocale.ts';
import { customerOf, isSignedIn, useSessionState } from '../session/useSession.ts';
import { FailureBoundary } from '../shell/FailureBoundary.tsx';
import { PageTitle } from './PageTitle.tsx';
import { prefetchRoute } from './prefetchRoute.ts';
import { guardRedirect } from './routePaths.ts';
import { ROUTES } from './routeTable.ts';

// It holds the shop's search, so it loads only when a path needs it.
const NotFoundPage = lazy(() => import('../shell/NotFoundPage/NotFoundPage.tsx'));

/**
 * Whether the visitor is signed in, for the route guard: in the browser, the stored session (a 401
 * answer removes it at once); on the server, which stores nothing, the session it renders for.
 */
function signedInForGuard(sessionSignedIn: boolean): boolean {
  return typeof localStorage === 'undefined' ? sessionSignedIn : hasStoredSession(localStorage);
}

/**
 * Each address the app moves to starts its route's calls as its page's chunk loads; the first page's
 * are in the cache from the server's render, or started at the app's start (main.tsx).
 */
function usePrefetchOnNavigation(location: string) {
  const search = useSearch();
  const locale = useLocale();
  const customerId = idOf(useSessionState(customerOf));
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a move to another address, not a change of session or language
  useEffect(() => {
    if (first.current) first.current = false;
    else prefetchRoute(location, search ? `?${search}` : '', locale, customerId);
  }, [location, search]);
}

export function AppRoutes() {
  // Following the session's state re-runs the guard on login and logout.
  const sessionSignedIn = useSessionState(isSignedIn);
  const [location] = useLocation();
  usePrefetchOnNavigation(location);
  return (
    <FailureBoundary resetKey={location}>
      <Suspense fallback={null}>
        <Switch>
          {ROUTES.map(({ path, access, page: Page, title }) => (
            <Route key={path} path={path}>
              {() => {
                const redirect = guardRedirect(access, signedInForGuard(sessionSignedIn));
                if (redirect) return <Redirect to={redirect} replace />;
                return (
                  <PageTitle id={title}>
                    <Page />
                  </PageTitle>
                );
              }}
            </Route>
          ))}
          <Route>
            <PageTitle id="page.notFound.title">
              <NotFoundPage />
            </PageTitle>
          </Route>
        </Switch>
      </Suspense>
    </FailureBoundary>
  );
}
