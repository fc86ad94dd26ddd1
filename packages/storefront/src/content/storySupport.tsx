// Shared by the home page's stories: the app's providers and the content pictures, as the real app has them.
import type { Locale } from '@probuild/api-client';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { expect } from 'storybook/test';
import { messages } from '../i18n/messages.ts';
import styles from './storySupport.module.css';

function StorefrontProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  // A fresh cache per story; no retries, so error stories show their error at once.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <IntlProvider locale={locale} defaultLocale="th" messages={messages[locale]}>
      <QueryClientProvider client={queryClient}>
        <div className={styles.frame}>{children}</div>
      </QueryClientProvider>
    </IntlProvider>
  );
}

/** The storefront's catalogues (the Storybook preview only has the ui ones) and a query cache. */
export const withStorefront: Decorator = (Story, { globals }) => (
  <StorefrontProviders locale={globals.locale === 'en' ? 'en' : 'th'}>
    <Story />
  </StorefrontProviders>
);

export const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
export const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** A section whose call gets no answer at all: 'cannot connect to the server', a retry button, no links. */
export function networkErrorStory(networkError: HttpHandler): StoryObj {
  return {
    globals: { ...desktop, locale: 'th' },
    beforeEach({ msw }) {
      msw.use(networkError);
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้');
      await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeEnabled();
      await expect(canvas.queryByRole('link')).toBeNull();
    },
  };
}

/** A section whose call answers an empty list: its empty text and no links. */
export function emptyStory(empty: HttpHandler, emptyText: string): StoryObj {
  return {
    globals: { ...mobile, locale: 'th' },
    beforeEach({ msw }) {
      msw.use(empty);
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(emptyText)).toBeVisible();
      await expect(canvas.queryByRole('link')).toBeNull();
    },
  };
}
