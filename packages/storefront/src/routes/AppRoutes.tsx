import { hasStoredSession } from '@probuild/api-client';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { isSignedIn, useSessionState } from '../session/useSession.ts';
import { FailureBoundary } from '../shell/FailureBoundary.tsx';
import { PageTitle } from './PageTitle.tsx';
import { guardRedirect } from './routePaths.ts';
import { ROUTES } from './routeTable.ts';

// It holds the shop's search, so it loads only when a path needs it.
const NotFoundPage = lazy(() => import('../pages/notFound/NotFoundPage.tsx'));

/** The browser's storage; on the server (which renders for a visitor with nothing stored) an empty one. */
function browserStorage(): Pick<Storage, 'getItem'> {
  return typeof localStorage === 'undefined' ? { getItem: () => null } : localStorage;
}

export function AppRoutes() {
  // The guard reads the stored session; following the session's state re-runs it on login and logout.
  useSessionState(isSignedIn);
  const [location] = useLocation();
  return (
    <FailureBoundary resetKey={location}>
      <Suspense fallback={null}>
        <Switch>
          {ROUTES.map(({ path, access, page: Page, title }) => (
            <Route key={path} path={path}>
              {() => {
                const redirect = guardRedirect(access, hasStoredSession(browserStorage()));
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
