import { type Locale, STORAGE_KEYS } from '@probuild/api-client';
import { memoryStorage } from '@probuild/machines';
import { type DehydratedState, dehydrate, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { newQueryClient } from './api/client.ts';
import { messages } from './i18n/messages.ts';
import { SERVER_RENDERED_ROUTES, SIGNED_IN_RENDERED_ROUTES } from './routes/routePaths.ts';
import type { PageAddress } from './serverRender/loadPage.ts';
import { RENDERED_FOR_META } from './serverRender/renderedVisitor.ts';
import { startSession } from './session/sessionActor.ts';
import { createSessionHandle } from './session/sessionHandle.ts';

/**
 * The server-rendered pages' modules by route, as the build's manifest names them: the server links
 * that chunk's styles and scripts, which the app would otherwise only ask for once its entry has run.
 */
export const SERVER_RENDERED_PAGES: Record<string, string> = Object.fromEntries(
  SERVER_RENDERED_ROUTES.map((route) => [route.path, route.page]),
);

/** The routes rendered on the server for a signed-in shopper alone (the cart), named the same way. */
export const SIGNED_IN_RENDERED_PAGES: Record<string, string> = Object.fromEntries(
  SIGNED_IN_RENDERED_ROUTES.map((route) => [route.path, route.page]),
);

/** The name of the head's meta element that names the customer a page was rendered for. */
export { RENDERED_FOR_META };

/**
 * Each language's texts, as the build's manifest names their modules: a page loads only its own
 * language's, and the server links it with the page's chunks.
 */
export const LOCALE_CATALOGUES = {
  th: 'src/i18n/catalogueThai.ts',
  en: 'src/i18n/catalogueEnglish.ts',
} as const satisfies Record<Locale, string>;

/** The texts the other pages load with their chunk (i18n/pageTexts.ts), by language, named the same way. */
export const PAGE_TEXT_CATALOGUES = {
  th: 'src/i18n/pageTextsThai.ts',
  en: 'src/i18n/pageTextsEnglish.ts',
} as const satisfies Record<Locale, string>;

/**
 * The session's state machine, as the build's manifest names its module: the app loads it at start
 * only for a visitor with a stored session, whose page the browser renders, so the server links it
 * with those pages' chunks.
 */
export const SESSION_ACTOR_MODULE = 'src/session/sessionActor.ts';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The answers it was rendered from, which the page carries for the browser's cache. */
  answers: DehydratedState;
}

/**
 * A page's markup, rendered once from its route loader's answers (serverRender/loadPage.ts) and the
 * session as the browser stores it (empty for a visitor).
 */
export async function renderPage(
  { path, search, locale }: PageAddress,
  answers: DehydratedState,
  stored: Record<string, string>,
): Promise<RenderedPage> {
  const queryClient = newQueryClient();
  hydrate(queryClient, answers);
  const session = createSessionHandle(async () =>
    startSession({ locale, storage: memoryStorage(stored), origin: INTERNAL_ORIGIN }),
  );
  // A guest's session has not started when the page is first rendered; a stored one has (main.tsx).
  if (STORAGE_KEYS.customerToken in stored) await session.start();
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search}>
          <App
            locale={locale}
            messages={messages[locale]}
            session={session}
            queryClient={queryClient}
            serverMarkup
          />
        </Router>
      </StrictMode>,
      // One piece of markup, every boundary in place: no inline scripts to move parts in afterwards.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return { html, answers: dehydrate(queryClient) };
  } finally {
    session.stop();
    queryClient.clear();
  }
}

/** Only for the Request objects the session's client builds; never contacted. */
const INTERNAL_ORIGIN = 'http://storefront.internal';
