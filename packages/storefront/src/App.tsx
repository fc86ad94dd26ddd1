import type { Locale } from '@probuild/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { queryClient as browserQueryClient } from './api/client.ts';
import { replayEarlyClicks } from './earlyClicks.ts';
import { usePageTexts } from './i18n/pageTexts.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import type { SessionHandle } from './session/sessionHandle.ts';
import { AppShell } from './shell/AppShell.tsx';
import { FailureBoundary } from './shell/FailureBoundary.tsx';
import { HydrationProvider } from './shell/hydration.tsx';

export interface AppProps {
  locale: Locale;
  /** The texts of that language the app starts with (i18n/catalogueThai.ts); the pages' join them (i18n/pageTexts.ts). */
  messages: Record<string, string>;
  session: SessionHandle;
  /** The browser's cache unless given (the server renders each page with its own). */
  queryClient?: QueryClient;
  /** Rendered on the server, or hydrating the server's markup, rather than rendered in the browser alone. */
  serverMarkup?: boolean;
}

export function App({
  locale,
  messages,
  session,
  queryClient = browserQueryClient,
  serverMarkup = false,
}: AppProps) {
  // After the first commit the app answers presses: a part React has still to hydrate is hydrated on
  // the press. In a task of its own, as React does that only outside its own commit.
  const pageTexts = usePageTexts();
  const texts = useMemo(() => ({ ...messages, ...pageTexts }), [messages, pageTexts]);
  useEffect(() => {
    const replay = setTimeout(replayEarlyClicks);
    return () => clearTimeout(replay);
  }, []);
  return (
    <HydrationProvider serverMarkup={serverMarkup}>
      <IntlProvider locale={locale} defaultLocale="th" messages={texts}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider actor={session}>
            <FailureBoundary>
              <AppShell>
                <AppRoutes />
              </AppShell>
            </FailureBoundary>
          </SessionProvider>
        </QueryClientProvider>
      </IntlProvider>
    </HydrationProvider>
  );
}
