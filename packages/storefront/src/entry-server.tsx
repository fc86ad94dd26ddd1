import { STORAGE_KEYS } from '@probuild/api-client';
import { memoryStorage } from '@probuild/machines';
import { type DehydratedState, dehydrate, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { newQueryClient } from './api/client.ts';
import { messages } from './i18n/messages.ts';
import type { PageAddress } from './serverRender/loadPage.ts';
import { startSession } from './session/sessionActor.ts';
import { createSessionHandle } from './session/sessionHandle.ts';

/**
 * A page's markup (of #root), rendered once from its route loader's answers (serverRender/loadPage.ts)
 * and the session as the browser stores it (empty for a visitor), with the answers, which the page
 * carries for the browser's cache. The server runs this in a worker thread: some 100 ms of synchronous
 * work, while its own thread answers requests. It makes no call: the server loads the page's data first.
 */
export default async function renderPage({
  address: { path, search, locale },
  answers,
  session: stored,
}: {
  address: PageAddress;
  answers: DehydratedState;
  session: Record<string, string>;
}): Promise<{ html: string; answers: DehydratedState }> {
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
