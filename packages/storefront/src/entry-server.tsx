import { createApiClient, createApiQueries, type Locale, STORAGE_KEYS } from '@probuild/api-client';
import { idOf, memoryStorage } from '@probuild/machines';
import {
  type DehydratedState,
  dehydrate,
  hashKey,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { newQueryClient } from './api/client.ts';
import { CONTENT_PATHS } from './content/homeContent.ts';
import { messages } from './i18n/messages.ts';
import { SERVER_RENDERED_ROUTES, SIGNED_IN_RENDERED_ROUTES } from './routes/routePaths.ts';
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

export interface PageAddress {
  /** The path, as the router matches it: `/product/CPU-001`. */
  path: string;
  /** The query with its `?`, or empty: filters, sort and page live there. */
  search: string;
  locale: Locale;
  /** A signed-in shopper's session token: the page is rendered for them. */
  sessionToken?: string;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The answers it was rendered from, which the page carries for the browser's cache. */
  answers: DehydratedState;
  /** The customer it was rendered for, or null (a signed-out visitor). */
  renderedFor: string | null;
}

/**
 * A page's data is found by rendering it: each render builds, in the query cache, the calls the
 * parts on screen ask for; those are made, and the page rendered again, until a render asks for
 * nothing new (a product's add-ons are asked for only once the product is there). Bounded, so a page
 * whose calls depend on each other without end still renders.
 */
const MAX_RENDERS = 5;

/**
 * Calls a page's first view needs that no query of its render asks for, made before its first
 * render: the category tree (the category bar, drawn on wide screens once hydrated) and a hero's
 * slides (the hero's machine reads them from the cache).
 */
function callsBeyondQueries(path: string) {
  const hero =
    path === '/'
      ? CONTENT_PATHS.mainPicture.home
      : path === '/comset'
        ? CONTENT_PATHS.mainPicture.comset
        : null;
  return ['/web/categories/tree', ...(hero ? [hero] : [])] as const;
}

/** Only for the Request objects the API client builds; never contacted. */
const INTERNAL_ORIGIN = 'http://storefront.internal';

/**
 * A page's markup and answers. `fetch` answers the API's requests (the server passes one that calls
 * itself in-process). With a session token, the page is its customer's, and every call carries the
 * token: a token the server does not know (expired, revoked) rejects, and no page is rendered.
 */
export async function renderPage(
  address: PageAddress,
  fetch: typeof globalThis.fetch,
): Promise<RenderedPage> {
  const queryClient = newQueryClient();
  const token: Record<string, string> = address.sessionToken
    ? { [STORAGE_KEYS.customerToken]: address.sessionToken }
    : {};
  const client = createApiClient({ origin: INTERNAL_ORIGIN, storage: memoryStorage(token), fetch });
  const serverQueries = createApiQueries(client);
  const customer = address.sessionToken ? (await client.GET('/customers/profile')).data?.data : null;
  if (customer === undefined) throw new Error('the session token was not answered with a customer');
  // The session as the browser stores it: the token, and the customer as login answers them.
  const stored = customer ? { ...token, [STORAGE_KEYS.customerData]: JSON.stringify(customer) } : token;
  const tried = new Set<string>();
  // A call that fails is forgotten: its part renders as not yet answered, as the browser first shows
  // it, and makes the call itself.
  const fetchOrForget = async (options: ReturnType<typeof serverQueries.queryOptions>) => {
    tried.add(hashKey(options.queryKey));
    await queryClient
      .fetchQuery({ ...options, retry: false })
      .catch(() => queryClient.removeQueries({ queryKey: options.queryKey, exact: true }));
  };
  await Promise.all(
    callsBeyondQueries(address.path).map((path) => fetchOrForget(serverQueries.queryOptions('get', path))),
  );
  let html = '';
  for (let render = 1; render <= MAX_RENDERS; render++) {
    html = await renderMarkup(address, stored, queryClient);
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data === undefined && !tried.has(query.queryHash) && isApiCall(query));
    if (wanted.length === 0 || render === MAX_RENDERS) break;
    await Promise.all(
      wanted.map((query) => {
        const [method, path, init] = query.queryKey as Parameters<typeof serverQueries.queryOptions>;
        return fetchOrForget(serverQueries.queryOptions(method, path, init));
      }),
    );
  }
  const answers = dehydrate(queryClient);
  queryClient.clear();
  return { html, answers, renderedFor: idOf(customer) };
}

/** An enabled call of the API client, whose key is [method, path, options]. */
function isApiCall(query: Query): boolean {
  const [method, path] = query.queryKey;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (
    (method === 'get' || method === 'post') &&
    typeof path === 'string' &&
    path.startsWith('/') &&
    (typeof enabled === 'function' ? enabled(query) : enabled) !== false
  );
}

async function renderMarkup(
  { path, search, locale }: PageAddress,
  stored: Record<string, string>,
  queryClient: QueryClient,
): Promise<string> {
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
    return html;
  } finally {
    session.stop();
  }
}
