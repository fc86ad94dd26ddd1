import { PromotionStrip } from '@probuild/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRoute } from 'wouter';
import styles from './AppShell.module.css';
import { AuthDialog } from './AuthDialog.tsx';
import { CookieConsentSlot } from './cookieConsentSlot.tsx';
import { useHydrated } from './hydration.tsx';
import { LazyCategoryNavigation } from './LazyCategoryNavigation.tsx';
import { ShellFooter } from './ShellFooter.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { useInternalLinks } from './useInternalLinks.ts';
import { useMinWidth } from './useMinWidth.ts';

/** The breakpoint from which the navbar shows its menus (the hamburger and drawer below it). */
const DESKTOP_MIN_WIDTH = 1200;

// Not part of the first view's layout (floating, modal, or only on list routes): loaded after the entry.
const ChatMenu = lazy(() => import('./ChatMenu.tsx').then((module) => ({ default: module.ChatMenu })));
const CookieConsentNotice = lazy(() =>
  import('./CookieConsentNotice.tsx').then((module) => ({ default: module.CookieConsentNotice })),
);

// Their state machines load after the entry too: the strip starts as its loading state, which is what
// the server renders and the banner first shows, and the bar shows on the next route change.
const PromotionBanner = lazy(() =>
  import('./PromotionBanner.tsx').then((module) => ({ default: module.PromotionBanner })),
);
const RouteLoadingBar = lazy(() =>
  import('./RouteLoadingBar.tsx').then((module) => ({ default: module.RouteLoadingBar })),
);

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
    <CookieConsentSlot>
      <a className={styles.skip} href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      {/* Suspense boundaries hydrate on their own: a server-rendered page becomes interactive in parts. */}
      <Suspense fallback={<PromotionStrip status="loading" />}>
        <PromotionBanner />
      </Suspense>
      <header className={styles.header}>
        {/* Fixed along the window's top edge; inside the header so that it belongs to a landmark. */}
        <Suspense fallback={null}>
          <RouteLoadingBar />
        </Suspense>
        <Suspense fallback={null}>
          <ShellHeader />
        </Suspense>
        <CategoryBar />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Suspense fallback={null}>
        <ShellFooter />
      </Suspense>
      <FloatingExtras />
      <AuthDialog />
    </CookieConsentSlot>
  );
}

// CategoryBar and FloatingExtras change right after hydration. As components of their own, that change
// does not render the shell again, which would make React hydrate every boundary at once.

/**
 * Below 1200 px the categories are in the navigation drawer (ShellHeader), fetched when it opens.
 * The bar's place is kept from 1200 px: the server renders for a phone, so it arrives after hydration.
 */
function CategoryBar() {
  const desktop = useMinWidth(DESKTOP_MIN_WIDTH);
  return <div className={styles.categoryBar}>{desktop && <LazyCategoryNavigation layout="bar" />}</div>;
}

/** The chat and the cookie consent: the consent depends on stored choices, so neither is in the server's markup. */
function FloatingExtras() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {/* The cookie card first: the chat button is placed above it (SpeedDial). */}
      <CookieConsentNotice />
      <ChatMenu />
    </Suspense>
  );
}
