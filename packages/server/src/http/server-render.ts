import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@probuild/api-client';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { LRUCache } from 'lru-cache';
import Tinypool from 'tinypool';
import { escapeHtml, type PageHead } from './page-head.ts';
import { type AppRoute, routeMatcher } from './storefront-routes.ts';

/**
 * The storefront's server render (packages/storefront/src/entry-server.tsx), built beside the app in
 * dist/.server (a dot folder, so never served as a file).
 */
export const SERVER_RENDER_MODULE = '.server/entry-server.js';

interface ServerRenderModule {
  /** The routes rendered on the server (wouter patterns), each with its page's source module as Vite's manifest names it. */
  SERVER_RENDERED_PAGES: Record<string, string>;
  /** The routes rendered on the server for a signed-in shopper alone, named the same way. */
  SIGNED_IN_RENDERED_PAGES: Record<string, string>;
  /** The head's meta element that names the customer a page was rendered for. */
  RENDERED_FOR_META: string;
  /** Each language's texts the app starts with, as Vite's manifest names their modules. */
  LOCALE_CATALOGUES: Record<Locale, string>;
  /** Each language's other texts, which every page but the server-rendered ones loads with its chunk. */
  PAGE_TEXT_CATALOGUES: Record<Locale, string>;
  /** The session's state machine, which the app loads at start for a visitor with a stored session. */
  SESSION_ACTOR_MODULE: string;
}

/** The page a render is asked for (the storefront's PageAddress). */
export interface PageAddress {
  path: string;
  /** The query with its `?`, or empty. */
  search: string;
  locale: Locale;
  /** A signed-in shopper's session token, for a page rendered for them. */
  sessionToken?: string;
}

/**
 * The storefront's route loaders (src/serverRender/loadPage.ts): a route's calls, answered here
 * in-process, and what its page is; no page of the app among them.
 */
export const PAGE_LOADER_MODULE = '.server/page-loader.js';

/** A route's page as its loader found it (the storefront's LoadedPage). */
export interface LoadedPage {
  /** What the address names does not exist: a 404. */
  notFound: boolean;
  /** The page's own head, or null for the app's. */
  head: PageHead | null;
  /** The loader's answers, which the page is rendered from. */
  answers: unknown;
  /** The session as the browser stores it, for a signed-in shopper's page; empty for a visitor. */
  session: Record<string, string>;
  /** The customer the page is for, or null. */
  renderedFor: string | null;
}

/** Runs the loader of a path's route: null for a path of no route. Rejects for a session token the server does not know. */
export type PageLoader = (address: PageAddress) => Promise<LoadedPage | null>;

/** The build's route loaders, calling this app in-process. */
export async function loadPageLoader(app: FastifyInstance, staticDir: string): Promise<PageLoader> {
  const file = join(staticDir, PAGE_LOADER_MODULE);
  if (!existsSync(file))
    throw new Error(`The storefront build has no ${file}: build it again with pnpm build.`);
  const module = (await import(pathToFileURL(file).href)) as {
    loadPage(address: PageAddress, fetch: typeof globalThis.fetch): Promise<LoadedPage | null>;
  };
  const fetch = inProcessFetch(app);
  return (address) => module.loadPage(address, fetch);
}

/** Vite's build manifest (dist/.vite/manifest.json): each chunk's file, styles and static imports. */
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
const MANIFEST = '.vite/manifest.json';

/**
 * The inline scripts of a server-rendered page, built by the storefront from its modules
 * (src/serverRender/pageStart.ts, scriptLoader.ts) with their hashes for the Content-Security-Policy.
 */
export const INLINE_SCRIPTS_FILE = '.server/inline-scripts.json';

/** The render thread's module in the storefront's server build (src/serverRender/renderThread.ts). */
const RENDER_THREAD_MODULE = '.server/render-thread.js';

export interface InlineScript {
  code: string;
  /** `sha256-<base64>` of `code`, computed by the build. */
  hash: string;
}

export interface InlineScripts {
  /** Before #root: the visitor check and the keeping of early clicks. */
  pageStart: InlineScript;
  /** At the end of <body>: asks for the app's scripts once the first frame is painted. */
  scriptLoader: InlineScript;
}

/**
 * The build's inline scripts, or null when the storefront was built without a server render. A server
 * render without them is a broken build: the server refuses to start rather than serve a page whose
 * scripts its own policy would block.
 */
export async function readInlineScripts(staticDir: string): Promise<InlineScripts | null> {
  if (!existsSync(join(staticDir, SERVER_RENDER_MODULE))) return null;
  const file = join(staticDir, INLINE_SCRIPTS_FILE);
  const scripts = existsSync(file)
    ? (JSON.parse(await readFile(file, 'utf8')) as Partial<InlineScripts>)
    : {};
  const valid = (script: InlineScript | undefined) =>
    typeof script?.code === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(script.hash ?? '');
  if (!valid(scripts.pageStart) || !valid(scripts.scriptLoader)) {
    throw new Error(`${file} is missing or incomplete: build the storefront again (pnpm build)`);
  }
  return scripts as InlineScripts;
}

/** The Content-Security-Policy sources that allow exactly these inline scripts. */
export function inlineScriptSources(scripts: InlineScripts | null): string[] {
  return scripts ? [scripts.pageStart, scripts.scriptLoader].map(({ hash }) => `'${hash}'`) : [];
}

/** Hides the server's markup for a visitor the start script found to be another than it was made for. */
const CLIENT_RENDER_STYLE =
  '<style>html[data-client-render] #root[data-server-render]{visibility:hidden}</style>';

/**
 * A kept page is rendered again once it is this old. Under the browser's 60 s freshness of cached
 * answers, so a hydrated page does not call again.
 */
export const RENDER_REFRESH_MS = 30_000;

/**
 * A page that is not rendered in this time is sent without markup (the app renders it in the
 * browser); its render goes on, for the next visitor.
 */
export const RENDER_WAIT_MS = 2_000;

/** A render still running after this long is stopped, and its thread replaced. */
export const RENDER_LIMIT_MS = 10_000;

/** How many rendered pages are kept: the oldest render makes room for a new one. */
const KEPT_PAGES = 200;

/** How long a failed render is remembered. */
export const FAILED_RENDER_MS = 5_000;

/**
 * Renders waiting beyond this many are not started: under a crawl of many addresses the server sends
 * pages without markup rather than let the wait grow without bound.
 */
export const MAX_WAITING_RENDERS = 8;

const EMPTY_ROOT = '<div id="root"></div>';

export interface PageRenderer {
  /** Whether the path is one of the routes rendered on the server for a first-time visitor. */
  renders(path: string): boolean;
  /** Whether the path is one of the routes rendered on the server for a signed-in shopper. */
  rendersSignedIn(path: string): boolean;
  /**
   * index.html (with the page's head) with the page's markup, rendered from its loader's answers, and
   * those answers in #root. Rejects when the render fails or when too many renders are waiting.
   */
  render(indexHtml: string, address: PageAddress, page: LoadedPage): Promise<string>;
  /**
   * For a page the browser renders: links to its language's texts and its page's chunks, for the
   * head, so they load beside the app's entry rather than one after another once it has run.
   * Empty for a path of no route.
   */
  preloads(path: string, locale: Locale): string;
}

/** The storefront's page renderer, or null when the storefront was built without a server render. */
export async function loadPageRenderer(
  app: FastifyInstance,
  staticDir: string,
  inlineScripts: InlineScripts | null,
  routes: readonly AppRoute[],
): Promise<PageRenderer | null> {
  const modulePath = join(staticDir, SERVER_RENDER_MODULE);
  if (!existsSync(modulePath) || !inlineScripts) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as ServerRenderModule;
  const thread = renderThread(join(staticDir, RENDER_THREAD_MODULE), (error) =>
    app.log.error({ err: error }, 'the render thread failed'),
  );
  app.addHook('onClose', () => thread.stop());
  const manifest = JSON.parse(await readFile(join(staticDir, MANIFEST), 'utf8')) as BuildManifest;
  const chunksOf = (source: string) => {
    if (!manifest[source])
      throw new Error(`The build's manifest has no ${source}: build the storefront again`);
    return pageChunks(manifest, source);
  };
  const pagesOf = (modules: Record<string, string>) =>
    Object.entries(modules).map(([pattern, source]) => ({
      matches: routeMatcher([pattern]),
      chunks: chunksOf(source),
    }));
  const pages = pagesOf(module.SERVER_RENDERED_PAGES);
  const signedInPages = pagesOf(module.SIGNED_IN_RENDERED_PAGES);
  const catalogueScripts = {
    th: chunksOf(module.LOCALE_CATALOGUES.th).scripts,
    en: chunksOf(module.LOCALE_CATALOGUES.en).scripts,
  };
  const pageTextScripts = {
    th: chunksOf(module.PAGE_TEXT_CATALOGUES.th).scripts,
    en: chunksOf(module.PAGE_TEXT_CATALOGUES.en).scripts,
  };
  const serverRenderedPages = new Set(Object.values(module.SERVER_RENDERED_PAGES));
  // A signed-in visitor's app starts their session before it renders (the page the browser renders,
  // or a server-rendered one it renders over): the session's chunks are announced to them.
  const sessionScripts = chunksOf(module.SESSION_ACTOR_MODULE).scripts;
  const pageOf = (path: string) => pages.find((page) => page.matches(path));
  const signedInPageOf = (path: string) => signedInPages.find((page) => page.matches(path));
  const routePreloads = routes.map((route) => {
    const { styles, scripts } = chunksOf(route.page);
    const textsOf = (locale: Locale) =>
      serverRenderedPages.has(route.page)
        ? catalogueScripts[locale]
        : [...catalogueScripts[locale], ...pageTextScripts[locale]];
    return {
      matches: routeMatcher([route.path]),
      links: (locale: Locale) =>
        [
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          // Low: the entry, which needs them only once it runs, comes first.
          ...[...textsOf(locale), ...sessionScripts, ...scripts].map(
            (file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`,
          ),
        ].join(''),
    };
  });

  return {
    renders: (path) => pageOf(path) !== undefined,
    rendersSignedIn: (path) => signedInPageOf(path) !== undefined,
    preloads: (path, locale) => routePreloads.find((route) => route.matches(path))?.links(locale) ?? '',
    async render(indexHtml, address, loaded) {
      const signedIn = address.sessionToken !== undefined;
      const page = signedIn ? signedInPageOf(address.path) : pageOf(address.path);
      if (!page) throw new Error(`${address.path} is not rendered on the server`);
      if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      const { renderedFor } = loaded;
      const { html, answers } = await thread.render(address, loaded);
      // `<` escaped: no answer's text can close the script element.
      const state = JSON.stringify(answers).replace(/</g, '\\u003c');
      const root =
        `${CLIENT_RENDER_STYLE}<script>${inlineScripts.pageStart.code}</script>` +
        `<div id="root" data-server-render="${address.locale}">${html}</div>` +
        `<script type="application/json" id="server-render-state">${state}</script>`;
      const { html: withoutScripts, scripts } = takeScripts(indexHtml);
      // A signed-in page's texts are not among those the app starts with, as for every page the browser renders.
      const texts = signedIn
        ? [...catalogueScripts[address.locale], ...pageTextScripts[address.locale]]
        : catalogueScripts[address.locale];
      const loader =
        `<script type="application/json" id="app-scripts">${JSON.stringify([...scripts, ...[...texts, ...page.chunks.scripts].map((file) => `/${file}`)])}</script>` +
        `<script type="application/json" id="session-scripts">${JSON.stringify(sessionScripts.map((file) => `/${file}`))}</script>` +
        `<script>${inlineScripts.scriptLoader.code}</script>`;
      const styles = page.chunks.styles
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      const visitor = renderedFor
        ? `<meta name="${module.RENDERED_FOR_META}" content="${escapeHtml(renderedFor)}">`
        : '';
      // Replaced by functions: a replacement string would read `$&`, `$'` and the like in the content.
      // `<html lang>` is the markup's language, which the start script compares with the visitor's.
      return withoutScripts
        .replace(/<html lang="[a-z]+"/, () => `<html lang="${address.locale}"`)
        .replace('</head>', () => `${visitor}${styles}</head>`)
        .replace(EMPTY_ROOT, () => root)
        .replace('</body>', () => `${loader}</body>`);
    },
  };
}

/** The markup of #root, and the answers it was rendered from. */
interface Rendered {
  html: string;
  answers: unknown;
}

/**
 * Rendering a page is some 100 ms of synchronous work: it runs in a worker thread, so requests (a
 * visitor's styles and pictures, other calls) are answered meanwhile. The thread is given the page's
 * answers and makes no call. It is started again after a crash, and replaced when a render outlasts
 * RENDER_LIMIT_MS.
 */
function renderThread(modulePath: string, onError: (error: unknown) => void) {
  const pool = new Tinypool({
    filename: pathToFileURL(modulePath).href,
    minThreads: 1,
    maxThreads: 1,
    maxQueue: MAX_WAITING_RENDERS,
    // React's production build, as in the browser, whatever the server's NODE_ENV: its development
    // build renders the same markup at about half the speed, and writes a failed part's error
    // message and stack (the server's file paths) into the page it sends.
    env: { ...process.env, NODE_ENV: 'production' } as Record<string, string>,
  });
  // A thread that fails between renders: the pool starts another.
  pool.on('error', onError);
  return {
    render: (address: PageAddress, page: LoadedPage): Promise<Rendered> =>
      pool.run(
        { address, answers: page.answers, session: page.session },
        { signal: AbortSignal.timeout(RENDER_LIMIT_MS) },
      ),
    stop: () => pool.destroy(),
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

/** index.html without its entry script and module preloads, and their addresses (the entry's first). */
function takeScripts(indexHtml: string): { html: string; scripts: string[] } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry?.[1]) throw new Error('index.html has no entry module script');
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let html = indexHtml.replace(entry[0], () => '');
  for (const preload of preloads) html = html.replace(preload[0], () => '');
  return { html, scripts: [entry[1], ...preloads.flatMap((preload) => (preload[1] ? [preload[1]] : []))] };
}

/**
 * The page's own chunks (its styles and the scripts it imports), from Vite's manifest; what the
 * entry loads already is left out.
 */
function pageChunks(manifest: BuildManifest, source: string): { styles: string[]; scripts: string[] } {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entries);
  const page = [...closure([source])].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
  return {
    styles: page.flatMap((chunk) => chunk?.css ?? []),
    scripts: page.flatMap((chunk) => (chunk ? [chunk.file] : [])),
  };
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
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
