import { Dialog, Navbar, Spinner } from '@probuild/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { switchLocale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { NAV_PATHS } from '../routes/routePaths.ts';
import { cartCountOf, isSignedIn, useSession, useSessionState } from '../session/useSession.ts';
import { useHydrated } from './hydration.tsx';
import { LazyCategoryNavigation } from './LazyCategoryNavigation.tsx';
import { SearchDialog } from './SearchDialog.tsx';

// The account popup (with its news list) loads when a customer first opens it.
const AccountPanel = lazy(() =>
  import('./AccountPanel.tsx').then((module) => ({ default: module.AccountPanel })),
);

/**
 * The navbar and its popups. Guests who press the account or cart button get the login popup instead
 * customers get the account popup and the cart with its count from the server.
 */
export function ShellHeader() {
  const intl = useIntl();
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const { actor } = useSession();
  const signedIn = useSessionState(isSignedIn);
  const cartCount = useSessionState(cartCountOf);
  // The server does not ask for the count: a cart it rendered shows it once the page is hydrated.
  const hydrated = useHydrated();
  const [searchOpen, setSearchOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const openLogin = () => actor.send({ type: 'OPEN_LOGIN' });

  return (
    <>
      <Navbar
        links={NAV_PATHS.filter((link) => signedIn || !link.customerOnly).map((link) => ({
          href: link.path,
          label: intl.formatMessage({ id: link.label }),
        }))}
        currentPath={location}
        signedIn={signedIn}
        cartCount={hydrated ? cartCount : 0}
        locale={locale}
        onLocaleChange={switchLocale}
        onSearch={() => setSearchOpen(true)}
        onAccount={() => (signedIn ? setAccountOpen(true) : openLogin())}
        onCart={() => (signedIn ? navigate('/cart') : openLogin())}
        drawerExtra={<LazyCategoryNavigation layout="list" />}
      />
      <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
      <Dialog
        open={signedIn && accountOpen}
        onOpenChange={setAccountOpen}
        title={intl.formatMessage({ id: 'shell.account.title' })}
        size="sm"
      >
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'shell.loading' })} />}>
          <AccountPanel onDone={() => setAccountOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
