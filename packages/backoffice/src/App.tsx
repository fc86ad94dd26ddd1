import type { StaffPermission } from '@probuild/api-client/backoffice';
import { EmptyState, ErrorState, Spinner } from '@probuild/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { type BaseLocationHook, Route, Router, Switch } from 'wouter';
import { errorTextId } from './errorText.ts';
import { LocaleContext } from './i18n/LocaleSwitch.tsx';
import { type Locale, messages, useText } from './i18n/messages.ts';
import { AuditPage } from './pages/AuditPage/AuditPage.tsx';
import { BrandsPage } from './pages/BrandsPage/BrandsPage.tsx';
import { CatalogueImportPage } from './pages/CatalogueImportPage/CatalogueImportPage.tsx';
import { ContentPage } from './pages/ContentPage/ContentPage.tsx';
import { CustomerPage } from './pages/CustomerPage/CustomerPage.tsx';
import { CustomersPage } from './pages/CustomersPage/CustomersPage.tsx';
import { DiscountCodesPage } from './pages/DiscountCodesPage/DiscountCodesPage.tsx';
import { DiscountUsesPage } from './pages/DiscountUsesPage/DiscountUsesPage.tsx';
import { HomePage } from './pages/HomePage/HomePage.tsx';
import { LegalVersionsPage } from './pages/LegalVersionsPage/LegalVersionsPage.tsx';
import { OrderPage } from './pages/OrderPage/OrderPage.tsx';
import { OrdersPage } from './pages/OrdersPage/OrdersPage.tsx';
import { ProductEditor } from './pages/ProductEditor/ProductEditor.tsx';
import { ProductPicturesPage } from './pages/ProductPicturesPage/ProductPicturesPage.tsx';
import { ProductStockPage } from './pages/ProductStockPage/ProductStockPage.tsx';
import { ProductsPage } from './pages/ProductsPage/ProductsPage.tsx';
import { PromotionsPage } from './pages/PromotionsPage/PromotionsPage.tsx';
import { SignInPage } from './pages/SignInPage/SignInPage.tsx';
import { StaffPage } from './pages/StaffPage/StaffPage.tsx';
import { StockPage } from './pages/StockPage/StockPage.tsx';
import { type SignedIn, StaffSessionProvider, useSignedIn } from './session/StaffSession.tsx';
import { BackofficeShell } from './shell/BackofficeShell.tsx';

/** The key the storefront keeps its language under: one choice for both apps of the shop. */
export const LANGUAGE_KEY = 'language';

/** Dates and times are shown as the shop keeps them: Bangkok time. */
const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** A page only the roles holding `permission` see; others are told their role may not. */
function Guarded({
  signedIn,
  permission,
  children,
}: {
  signedIn: SignedIn;
  permission: StaffPermission;
  children: ReactNode;
}) {
  const t = useText();
  return signedIn.may(permission) ? children : <EmptyState title={t('error.FORBIDDEN')} />;
}

/** Sign-in until a staff session is held; then the shell and the page of the address. */
function Pages() {
  const t = useText();
  const { signedIn, isError, error, refetch, isPending, fetchStatus } = useSignedIn();
  if (!signedIn && (fetchStatus === 'idle' || (isError && errorTextId(error) === 'error.UNAUTHORIZED'))) {
    return <SignInPage />;
  }
  if (isError)
    return (
      <ErrorState
        message={t(errorTextId(error))}
        retryLabel={t('error.retry')}
        onRetry={() => void refetch()}
      />
    );
  if (isPending || !signedIn) return <Spinner label={t('app.loading')} />;
  return (
    <BackofficeShell signedIn={signedIn}>
      <Switch>
        <Route path="/">
          <HomePage signedIn={signedIn} />
        </Route>
        <Route path="/orders">
          <Guarded signedIn={signedIn} permission="orders.read">
            <OrdersPage />
          </Guarded>
        </Route>
        <Route path="/orders/:orderNumber">
          {(params) => (
            <Guarded signedIn={signedIn} permission="orders.read">
              <OrderPage orderNumber={params.orderNumber} />
            </Guarded>
          )}
        </Route>
        <Route path="/products/:sku/pictures">
          {(params) => (
            <Guarded signedIn={signedIn} permission="catalogue.edit">
              <ProductPicturesPage sku={params.sku} />
            </Guarded>
          )}
        </Route>
        <Route path="/products">
          <ProductsPage signedIn={signedIn} />
        </Route>
        <Route path="/products/new">
          <ProductEditor signedIn={signedIn} />
        </Route>
        <Route path="/products/:sku">
          {(params) => <ProductEditor key={params.sku} sku={params.sku} signedIn={signedIn} />}
        </Route>
        <Route path="/stock">
          <Guarded signedIn={signedIn} permission="catalogue.edit">
            <StockPage />
          </Guarded>
        </Route>
        <Route path="/catalogue/import">
          <Guarded signedIn={signedIn} permission="catalogue.edit">
            <CatalogueImportPage />
          </Guarded>
        </Route>
        <Route path="/stock/:sku">
          {(params) => (
            <Guarded signedIn={signedIn} permission="catalogue.edit">
              <ProductStockPage key={params.sku} sku={params.sku} />
            </Guarded>
          )}
        </Route>
        <Route path="/customers">
          <Guarded signedIn={signedIn} permission="customers.read">
            <CustomersPage />
          </Guarded>
        </Route>
        <Route path="/customers/:customerId">
          {(params) => (
            <Guarded signedIn={signedIn} permission="customers.read">
              <CustomerPage customerId={params.customerId} />
            </Guarded>
          )}
        </Route>
        <Route path="/staff">
          <Guarded signedIn={signedIn} permission="staff.manage">
            <StaffPage />
          </Guarded>
        </Route>
        <Route path="/content">
          <Guarded signedIn={signedIn} permission="content.edit">
            <ContentPage />
          </Guarded>
        </Route>
        <Route path="/content/promotions">
          <Guarded signedIn={signedIn} permission="content.edit">
            <PromotionsPage />
          </Guarded>
        </Route>
        <Route path="/content/legal">
          <Guarded signedIn={signedIn} permission="content.edit">
            <LegalVersionsPage />
          </Guarded>
        </Route>
        <Route path="/brands">
          <Guarded signedIn={signedIn} permission="catalogue.edit">
            <BrandsPage />
          </Guarded>
        </Route>
        <Route path="/discounts">
          <Guarded signedIn={signedIn} permission="discounts.manage">
            <DiscountCodesPage />
          </Guarded>
        </Route>
        <Route path="/discounts/:code">
          {(params) => (
            <Guarded signedIn={signedIn} permission="discounts.manage">
              <DiscountUsesPage code={params.code} />
            </Guarded>
          )}
        </Route>
        <Route path="/audit">
          <Guarded signedIn={signedIn} permission="audit.read">
            <AuditPage />
          </Guarded>
        </Route>
        <Route>
          <EmptyState title={t('notFound.title')} />
        </Route>
      </Switch>
    </BackofficeShell>
  );
}

export interface AppProps {
  initialLocale: Locale;
  /** Where the staff token is kept (the tab's sessionStorage). */
  tokenStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where the language is remembered (localStorage). */
  preferences?: Pick<Storage, 'setItem'>;
  /** The router's base (`/backoffice`) and, in stories, a memory location. */
  base?: string;
  hook?: BaseLocationHook;
}

/** The back office: its language, query cache, staff session and pages. */
export function App({ initialLocale, tokenStorage, preferences, base = '', hook }: AppProps) {
  const [locale, setLocale] = useState(initialLocale);
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
    [],
  );
  const localeValue = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        setLocale(next);
        preferences?.setItem(LANGUAGE_KEY, next);
        document.documentElement.lang = next;
      },
    }),
    [locale, preferences],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="th" timeZone={SHOP_TIME_ZONE} messages={messages[locale]}>
      <LocaleContext.Provider value={localeValue}>
        <QueryClientProvider client={queryClient}>
          <StaffSessionProvider storage={tokenStorage}>
            <Router base={base} hook={hook}>
              <Pages />
            </Router>
          </StaffSessionProvider>
        </QueryClientProvider>
      </LocaleContext.Provider>
    </IntlProvider>
  );
}
