import type { Locale } from '@probuild/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { queryClient as browserQueryClient } from './api/client.ts';
import { replayEarlyClicks } from './earlyClicks.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import type { SessionActor } from './session/sessionActor.ts';
import { AppShell } from './shell/AppShell.tsx';

export interface AppProps {
  locale: Locale;
  /** The texts of that language (i18n/catalogueParts.ts). */
  messages: Record<string, string>;
  session: SessionActor;
  /** The browser's cache unless given (the server renders each page with its own). */
  queryClient?: QueryClient;
}

export function App({ locale, messages, session, queryClient = browserQueryClient }: AppProps) {
  // After the first commit the app answers presses: a part React has still to hydrate is hydrated on
  // the press. In a task of its own, as React does that only outside its own commit.
  useEffect(() => {
    const replay = setTimeout(replayEarlyClicks);
    return () => clearTimeout(replay);
  }, []);
  return (
    <IntlProvider locale={locale} defaultLocale="th" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider actor={session}>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </SessionProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
