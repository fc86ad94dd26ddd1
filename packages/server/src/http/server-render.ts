import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@probuild/api-client';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { LRUCache } from 'lru-cache';
import Tinypool from 'tinypool';
import { escapeHtml, type PageHead, type PreloadPicture } from './page-head.ts';
import { type AppRoute, SERVER_RENDER_MODULE, type StorefrontPages } from './storefront-routes.ts';

/** The page a render is asked for (the storefront's PageAddress, serverRender/loadPage.ts). */
export interface PageAddress {
  path: string;
  /** The query with its `?`, or empty. */
  search: string;
  locale: Locale;
  sessionToken?: string;
}

/** The storefront's route loaders (src/serverRender/loadPage.ts), with no page of the app among them. */
export const PAGE_LOADER_MODULE = '.server/page-loader.js';

/** A route's page as its loader found it (the storefront's LoadedPage). */
export interface LoadedPage {
  notFound: boolean;
  /** The page's own head, or null for the app's. */
  head: PageHead | null;
  pictures: PreloadPicture[];
  answers: unknown;
  /** The session as the browser stores it, for a signed-in shopper's page; empty for a visitor. */
  session: Record<string, string>;
  renderedFor: string | null;
}

/**
 * The build's route loaders, calling this app in-process. Rejects for a path of no route, and for a
 * session token the server does not know.
 */
export async function loadPageLoader(
  app: FastifyInstance,
  staticDir: string,
): Promise<(address: PageAddress) => Promise<LoadedPage>> {
  const module = (await import(pathToFileURL(join(staticDir, PAGE_LOADER_MODULE)).href)) as {
    loadPage(address: PageAddress, fetch: typeof globalThis.fetch): Promise<LoadedPage | null>;
  };
  const fetch = inProcessFetch(app);
  return async (address) => {
    const page = await module.loadPage(address, fetch);
    if (!page) throw new Error(`${address.path} is no route of the storefront's`);
    return page;
  };
}

/** Hides the server's markup for a visitor the start script found to be another than it was made for. */
const CLIENT_RENDER_STYLE =
  '<style>html[data-client-render] #root[data-server-render]{visibility:hidden}</style>';

/** A kept page is rendered again at this age: under the browser's 60 s freshness of cached answers. */
export const RENDER_REFRESH_MS = 30_000;

/** A page not rendered in this time is sent without markup, for the app; its render goes on. */
export const RENDER_WAIT_MS = 2_000;

/** A render still running after this long is stopped, and its thread replaced. */
export const RENDER_LIMIT_MS = 10_000;

/** How many rendered pages are kept: the oldest render makes room for a new one. */
const KEPT_PAGES = 200;

/** How long a failed render is remembered. */
export const FAILED_RENDER_MS = 5_000;

/** Renders beyond this many waiting are not started: a crawl gets pages without markup, not a long wait. */
export const MAX_WAITING_RENDERS = 8;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A browser-rendered page's links to its styles and scripts (the session's too: the visitor may have
 * one to restore), so they load beside the app's entry rather than one after another once it has run.
 */
export function pagePreloads(route: AppRoute, locale: Locale, sessionScripts: string[]): string {
  return [
    ...route.styles.map(stylesheet),
    // Low: the entry, which needs them only once it runs, comes first.
    ...[...route.texts[locale], ...sessionScripts, ...route.scripts].map(
      (href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`,
    ),
  ].join('');
}

const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

/**
 * The page renderer (null for a build without a server render): index.html with the markup rendered
 * from the loader's answers, and the answers, in #root. Rendering is some 100 ms of synchronous work:
 * it runs in a worker thread, so requests are answered meanwhile. The thread makes no call; it is
 * started again after a crash, and replaced when a render outlasts RENDER_LIMIT_MS.
 */
export function pageRenderer(
  app: FastifyInstance,
  staticDir: string,
  pages: StorefrontPages,
): ((indexHtml: string, address: PageAddress, route: AppRoute, page: LoadedPage) => Promise<string>) | null {
  const { inlineScripts, entryScripts, sessionScripts, renderedForMeta } = pages;
  if (!inlineScripts) return null;
  const pool = new Tinypool({
    filename: pathToFileURL(join(staticDir, SERVER_RENDER_MODULE)).href,
    minThreads: 1,
    maxThreads: 1,
    maxQueue: MAX_WAITING_RENDERS,
    // React's production build, as in the browser, whatever the server's NODE_ENV: its development
    // build renders the same markup at about half the speed, and writes a failed part's error
    // message and stack (the server's file paths) into the page it sends.
    env: { ...process.env, NODE_ENV: 'production' } as Record<string, string>,
  });
  // A thread that fails between renders: the pool starts another.
  pool.on('error', (error) => app.log.error({ err: error }, 'the render thread failed'));
  app.addHook('onClose', () => pool.destroy());
  return async (indexHtml, address, route, loaded) => {
    if (route.rendered !== (address.sessionToken === undefined ? 'visitor' : 'signed-in'))
      throw new Error(`${address.path} is not rendered on the server for this visitor`);
    if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
    const task = { address, answers: loaded.answers, session: loaded.session };
    const { html, answers } = (await pool.run(task, { signal: AbortSignal.timeout(RENDER_LIMIT_MS) })) as {
      html: string;
      answers: unknown;
    };
    // `<` escaped: no answer's text can close the script element.
    const state = JSON.stringify(answers).replace(/</g, '\\u003c');
    const root =
      `${CLIENT_RENDER_STYLE}<script>${inlineScripts.pageStart.code}</script>` +
      `<div id="root" data-server-render="${address.locale}">${html}</div>` +
      `<script type="application/json" id="server-render-state">${state}</script>`;
    // Left to the script loader, which asks for them once the first frame is painted.
    const scripts = [...entryScripts, ...route.texts[address.locale], ...route.scripts];
    const loader =
      `<script type="application/json" id="app-scripts">${JSON.stringify(scripts)}</script>` +
      `<script type="application/json" id="session-scripts">${JSON.stringify(sessionScripts)}</script>` +
      `<script>${inlineScripts.scriptLoader.code}</script>`;
    const visitor = loaded.renderedFor
      ? `<meta name="${renderedForMeta}" content="${escapeHtml(loaded.renderedFor)}">`
      : '';
    // Replaced by functions: a replacement string would read `$&`, `$'` and the like in the content.
    // `<html lang>` is the markup's language, which the start script compares with the visitor's.
    return indexHtml
      .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${address.locale}"`)
      .replace('</head>', () => `${visitor}${route.styles.map(stylesheet).join('')}</head>`)
      .replace(EMPTY_ROOT, () => root)
      .replace('</body>', () => `${loader}</body>`);
  };
}

/** A page rendered, or the reason it could not be. */
type KeptPage<Document> = { document: Document } | { failure: unknown };

/**
 * Rendered pages by key (the newest KEPT_PAGES). Visitors who ask while a page is being rendered wait
 * for that one render, RENDER_WAIT_MS at most. A page older than RENDER_REFRESH_MS is sent as it is
 * while it is rendered again behind it, so after a page's first render no visitor waits for it; a
 * failed render again keeps the last page. A page that never rendered is tried again after
 * FAILED_RENDER_MS, so visitors do not each wait for one more attempt. A key that names the
 * catalogue version shows an edit at the next request.
 */
export function keptPages<Document>(
  make: (html: string) => Document,
  onError: (error: unknown) => void,
  perf?: { now(): number },
) {
  const pages = new LRUCache<string, KeptPage<Document>, () => Promise<string>>({
    max: KEPT_PAGES,
    ttl: RENDER_REFRESH_MS,
    allowStale: true,
    ...(perf ? { perf } : {}),
    fetchMethod: async (_key, stale, { options, context: render }) => {
      try {
        return { document: make(await render()) };
      } catch (failure) {
        onError(failure);
        if (stale && 'document' in stale) return stale;
        options.ttl = FAILED_RENDER_MS;
        return { failure };
      }
    },
  });
  return async (key: string, render: () => Promise<string>): Promise<Document> => {
    const kept = await withinRenderWait(pages.fetch(key, { context: render }));
    if (!kept || 'failure' in kept) throw kept?.failure ?? new Error(`no render of ${key}`);
    return kept.document;
  };
}

/** What a render gives, or a rejection after RENDER_WAIT_MS; the render goes on either way. */
export function withinRenderWait<Value>(rendering: Promise<Value>): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the render took over ${RENDER_WAIT_MS} ms`)), RENDER_WAIT_MS);
  });
  return Promise.race([rendering, tooLong]).finally(() => clearTimeout(timer));
}

/** A fetch that answers from this app without a socket (the route loaders' API calls). */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      // The render reads the bytes as they come: plain, whatever the call asked for.
      headers: { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' },
      ...(hasBody ? { payload: await request.text() } : {}),
    });
    const headers = Object.entries(answer.headers).flatMap(([name, value]) =>
      [value ?? []].flat().map((one): [string, string] => [name, String(one)]),
    );
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
