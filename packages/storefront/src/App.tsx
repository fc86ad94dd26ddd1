import type { Locale } from '@probuild/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { queryClient } from './api/client.ts';
import { messages } from './i18n/messages.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import type { SessionActor } from './session/sessionActor.ts';
import { AppShell } from './shell/AppShell.tsx';

export function App({ locale, session }: { locale: Locale; session: SessionActor }) {
  return (
    <IntlProvider locale={locale} defaultLocale="th" messages={messages[locale]}>
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
