// Shared by the shell's and the account pages' stories: the whole app (providers, shell, routes) on a
// route of the story's choosing, a guest or a signed-in customer, and the customer calls answered by MSW.
import { type components, type Locale, STORAGE_KEYS } from '@probuild/api-client';
import { content, defaultHandlers, envelope, getHandler, mswPath } from '@probuild/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { Fragment, type ReactNode, useCallback, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { screen, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages } from '../i18n/messages.ts';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { startSession } from '../session/sessionActor.ts';
import { createSessionHandle } from '../session/sessionHandle.ts';
import { AppShell } from './AppShell.tsx';

const { promotionsByType } = content;

export const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
export const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const somchai: components['schemas']['Customer'] = {
  _id: 'c-somchai',
  id: 'c-somchai',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  phone: '0812345678',
  profilePicture: null,
  emailVerified: true,
  pendingEmail: null,
  phoneVerified: false,
  hasPassword: true,
  status: 'active',
  createdAt: '2025-01-15T03:20:00Z',
  lastLoginAt: '2025-02-01T10:05:00Z',
};

const errorBody = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, message, code }, { status });

/** The customer calls of the shell and the account pages, with the failures the stories show. */
export const customerHandlers = {
  loginOk: http.post(mswPath('/customers/login'), () =>
    HttpResponse.json(
      envelope({ customer: somchai, token: 'story-token', expiresAt: '2030-01-01T00:00:00Z' }),
    ),
  ),
  loginWrongPassword: http.post(mswPath('/customers/login'), () =>
    errorBody(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
  ),
  loginNetworkError: http.post(mswPath('/customers/login'), () => HttpResponse.error()),
  registerOk: http.post(mswPath('/customers/register'), () =>
    HttpResponse.json(envelope(somchai, 'Registered'), { status: 201 }),
  ),
  registerEmailTaken: http.post(mswPath('/customers/register'), () =>
    errorBody(409, 'EMAIL_EXISTS', 'Email already exists'),
  ),
  socialNotConfigured: http.post(mswPath('/customers/:provider/auth-url'), () =>
    errorBody(422, 'PROVIDER_NOT_CONFIGURED', 'Sign-in is not configured on this server'),
  ),
  cartCount: http.get(mswPath('/cart/count/{customerId}'), () =>
    HttpResponse.json(envelope({ itemCount: 3 })),
  ),
  logout: http.post(mswPath('/customers/logout'), () => HttpResponse.json(envelope(null))),
  profileOk: http.get(mswPath('/customers/profile'), () => HttpResponse.json(envelope(somchai))),
  profileNotFound: http.get(mswPath('/customers/profile'), () =>
    errorBody(404, 'NOT_FOUND', 'Customer not found'),
  ),
  profileError: http.get(mswPath('/customers/profile'), () =>
    errorBody(500, 'INTERNAL_ERROR', 'เกิดข้อผิดพลาดในการดึงข้อมูล'),
  ),
  profileLoading: http.get(mswPath('/customers/profile'), async () => {
    await delay('infinite');
    return HttpResponse.json(envelope(somchai));
  }),
} satisfies Record<string, HttpHandler>;

/** One active promotion, so the strip does not rotate under a screenshot (the rotation has its own story). */
export const singlePromotion = getHandler('/pages/product-promotion/by-type', () =>
  HttpResponse.json(envelope({ sub: promotionsByType.sub.slice(0, 1) })),
);

/** Every shell call answering its fixture, plus a signed-in customer's calls. */
export const appHandlers: HttpHandler[] = [
  singlePromotion,
  ...defaultHandlers,
  customerHandlers.cartCount,
  customerHandlers.logout,
  customerHandlers.profileOk,
  customerHandlers.socialNotConfigured,
  customerHandlers.loginWrongPassword,
  customerHandlers.registerOk,
];

/** Starts a story as a guest, or as Somchai signed in; consent is given unless the story is about it. */
export function prepareStorage({ signedIn = false, cookieChoice = true } = {}) {
  localStorage.clear();
  // Nothing a guest left waiting in the tab (a chosen product, an item to add) reaches the next story.
  sessionStorage.clear();
  if (signedIn) {
    localStorage.setItem(STORAGE_KEYS.customerToken, 'story-token');
    localStorage.setItem(STORAGE_KEYS.customerData, JSON.stringify(somchai));
  }
  if (cookieChoice) localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
}

interface StoryAppProps {
  locale: Locale;
  path: string;
  /** A password login starts the app again, as the reload in the browser does; otherwise nothing follows it. */
  reloadOnLogin: boolean;
  children: ReactNode;
}

function StoryApp({ locale, path, reloadOnLogin, children }: StoryAppProps) {
  // A fresh cache, route and session per story, read after the story prepared the storage.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [location] = useState(() => memoryLocation({ path }));
  const [session] = useState(() => createSessionHandle(startSession({ locale })));
  const [starts, setStarts] = useState(0);
  const reloadAfterLogin = useCallback(() => {
    if (reloadOnLogin) setStarts((count) => count + 1);
  }, [reloadOnLogin]);
  return (
    <IntlProvider locale={locale} defaultLocale="th" messages={messages[locale]}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SessionProvider actor={session} reloadAfterLogin={reloadAfterLogin}>
            <Fragment key={starts}>{children}</Fragment>
          </SessionProvider>
        </Router>
      </QueryClientProvider>
    </IntlProvider>
  );
}

/** The whole app at `parameters.route` (default `/`). */
export const withApp: Decorator = (_Story, { globals, parameters }) => (
  <StoryApp
    locale={globals.locale === 'en' ? 'en' : 'th'}
    path={(parameters.route as string | undefined) ?? '/'}
    reloadOnLogin={parameters.reloadOnLogin === true}
  >
    <AppShell>
      <AppRoutes />
    </AppShell>
  </StoryApp>
);

/**
 * The sign-in popup once its form is there: the form loads on its own after the popup opens, so a
 * story's picture waits for it rather than for its spinner.
 */
export async function signInPopup(): Promise<HTMLElement> {
  const popup = await screen.findByRole('dialog', { name: /^(เข้าสู่ระบบ|Log in)$/ });
  await within(popup).findByLabelText(/^(อีเมล|Email)/, {}, { timeout: 5_000 });
  return popup;
}
