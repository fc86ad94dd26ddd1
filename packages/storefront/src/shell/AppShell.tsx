import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRoute } from 'wouter';
import styles from './AppShell.module.css';
import { AuthDialog } from './AuthDialog.tsx';
import { CategoryNavigation } from './CategoryNavigation.tsx';
import { ChatMenu } from './ChatMenu.tsx';
import { CookieConsentNotice } from './CookieConsentNotice.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { PromotionBanner } from './PromotionBanner.tsx';
import { RouteLoadingBar } from './RouteLoadingBar.tsx';
import { ShellFooter } from './ShellFooter.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { useInternalLinks } from './useInternalLinks.ts';

/** Every page's frame: promotion strip, navbar, categories, the page, footer, chat, cookie consent, login popup. */
export function AppShell({ children }: { children: ReactNode }) {
  useInternalLinks();
  // The social-login popup shows only its own page.
  const [isSocialCallback] = useRoute('/auth/:provider/callback');
  if (isSocialCallback) {
    return (
      <main id="main" className={styles.main}>
        {children}
      </main>
    );
  }
  return (
    <>
      <a className={styles.skip} href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <PromotionBanner />
      <header className={styles.header}>
        {/* Fixed along the window's top edge; inside the header so that it belongs to a landmark. */}
        <RouteLoadingBar />
        <ShellHeader />
        {/* Below 1200 px the categories are in the navigation drawer (ShellHeader). */}
        <div className={styles.categoryBar}>
          <CategoryNavigation layout="bar" />
        </div>
      </header>
      <FilterDrawer />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <ShellFooter />
      <ChatMenu />
      <CookieConsentNotice />
      <AuthDialog />
    </>
  );
}
