import { createApiClient, createApiQueries } from '@probuild/api-client';
import { memoryStorage } from '@probuild/machines';
import { type DehydratedState, dehydrate, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { newQueryClient } from './api/client.ts';
import { DEFAULT_LOCALE } from './i18n/locale.ts';
import { startSession } from './session/sessionActor.ts';

/**
 * The home page rendered on the server for a first-time visitor: Thai, signed out, no stored choices.
 * The browser shows it before any script has run, then hydrates it (src/main.tsx); a visitor whose
 * stored language or session differs gets the app rendered in the browser instead.
 *
 * Two steps, so that the server can keep rendering off its request thread: fetchHomePageAnswers
 * makes the content calls (through the server's own in-process fetch), renderHomePage turns the
 * answers into markup and needs nothing but them.
 */
export interface ServerRenderOptions {
  /** Answers the API's requests (the server passes one that calls itself in-process). */
  fetch: typeof fetch;
}

/**
 * The calls whose answers the first view is rendered from: the shell's (footer, category bar) and
 * every home section's. A call missing here still works: its part renders its loading state on the
 * server and loads in the browser.
 */
const FIRST_VIEW_CALLS = [
  '/web/about',
  '/web/categories/tree',
  '/pages/home/main-picture/active',
  '/pages/home/shortcut-menu/active',
  '/pages/home/brand-shortcut',
  '/pages/home/list-banner/active',
  '/pages/home/social-extan/active',
  '/pages/home/content-first',
  '/pages/home/content-second',
  '/pages/home/product-recommend',
  '/pages/home/home-banner',
  '/pages/home/tail-sections',
] as const;

/**
 * The home page's module as the build's manifest names it: the server links its chunk's styles and
 * scripts, which the app would otherwise only ask for once its entry has run.
 */
export const HOME_PAGE_SOURCE = 'src/pages/home/HomePage.tsx';

/** Only for the Request objects the API client builds; never contacted. */
const INTERNAL_ORIGIN = 'http://storefront.internal';

/** TanStack Query's dehydrated cache of the first view's calls: only those that succeeded. */
export async function fetchHomePageAnswers({ fetch }: ServerRenderOptions): Promise<DehydratedState> {
  const queryClient = newQueryClient();
  const queries = createApiQueries(createApiClient({ origin: INTERNAL_ORIGIN, storage: null, fetch }));
  await Promise.all(
    FIRST_VIEW_CALLS.map((path) => queryClient.prefetchQuery(queries.queryOptions('get', path))),
  );
  // A call that failed is left to the browser, which shows that section's loading state first just as
  // the markup does, then its own answer.
  const answers = dehydrate(queryClient);
  queryClient.clear();
  return answers;
}

/** The markup of #root for the answers (which the page then carries for the browser's cache). */
export async function renderHomePage(answers: DehydratedState): Promise<string> {
  const queryClient = newQueryClient();
  hydrate(queryClient, answers);
  const session = startSession({ locale: DEFAULT_LOCALE, storage: memoryStorage(), origin: INTERNAL_ORIGIN });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath="/">
        <App locale={DEFAULT_LOCALE} session={session} queryClient={queryClient} />
      </Router>
    </StrictMode>,
    // One piece of markup, every boundary in place: no inline scripts to move parts in afterwards.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  session.stop();
  queryClient.clear();
  return html;
}
