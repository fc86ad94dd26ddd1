import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  type Locale,
  languageCookieAssignment,
  languageOfCookies,
  localeOfSearch,
  sessionCookieAssignment,
  sessionTokenOfCookies,
} from '@probuild/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCatalogueVersion } from '../catalogue/catalogue-version.ts';
import type { AppDatabase } from '../db/open.ts';
import { withPageHead } from './page-head.ts';
import {
  keptPages,
  type LoadedPage,
  loadPageLoader,
  type PageAddress,
  pagePreloads,
  pageRenderer,
  withinRenderWait,
} from './server-render.ts';
import { type AppRoute, routeFinder, type StorefrontPages } from './storefront-routes.ts';

/** Vite's hashed bundles: their names change with their content, so they may be cached for good. */
const ASSETS_PREFIX = '/assets/';

/** A page's document, as it is and compressed for browsers that accept either encoding. */
type PageDocument = ReturnType<typeof encoded>;

/**
 * Serves the built storefront at `/`, and gives the not-found handler the app's page of a path. A route's
 * loader says whether what its path names exists (an unknown product's page is a 404), the page's
 * head and its data; the pages the server renders are rendered from that data.
 */
export async function registerStorefront(
  app: FastifyInstance,
  staticDir: string,
  pages: StorefrontPages,
  origin: string,
  db: AppDatabase,
): Promise<(reply: FastifyReply, path: string) => Promise<FastifyReply>> {
  const routeOf = routeFinder(pages.routes);
  const loadPage = await loadPageLoader(app, staticDir);
  const render = pageRenderer(app, staticDir, pages);
  const indexHtml = await readFile(join(staticDir, 'index.html'), 'utf8');
  const kept = render && keptPages(encoded, (error) => app.log.error({ err: error }, 'server render failed'));
  // Each kept page names the catalogue version it was made at: an edit is shown at the next request.
  const keyOf = async ({ path, search, locale }: PageAddress) =>
    `${await readCatalogueVersion(db)} ${locale} ${path}${search}`;
  const withHead = (page: LoadedPage, locale: Locale) => withPageHead(indexHtml, page, locale, origin);
  const homeRoute = routeOf('/');
  const renderHome = async () => {
    const page = await loadPage(HOME_ADDRESS);
    if (!render || !homeRoute) throw new Error('/ is not rendered on the server');
    return render(withHead(page, 'th'), HOME_ADDRESS, homeRoute, page);
  };
  // Should the home page fail to render, the app alone goes without the hero's preload.
  const appAlone = encoded(indexHtml);
  const homeDocument = async () => (kept ? kept(await keyOf(HOME_ADDRESS), renderHome) : appAlone);
  // The first visitor does not wait for the first render: it is made as the server starts listening.
  if (kept) app.addHook('onListen', async () => void (await homeDocument().catch(() => {})));
  const withPreloads = (html: string, route: AppRoute, locale: Locale) =>
    html.replace('</head>', () => `${pagePreloads(route, locale, pages.sessionScripts)}</head>`);
  // One document per route and language: every product page of a language shares one, say.
  const browserRendered = new Map<string, PageDocument>();
  const sendBrowserRendered = (reply: FastifyReply, route: AppRoute, locale: Locale) => {
    const key = `${route.path} ${locale}`;
    const document = browserRendered.get(key) ?? encoded(withPreloads(indexHtml, route, locale));
    browserRendered.set(key, document);
    return sendDocument(reply, document);
  };

  async function send(reply: FastifyReply, path: string): Promise<FastifyReply> {
    if (path === '/') {
      const document = await homeDocument().catch((error) => {
        reply.log.error({ err: error }, 'server render of the home page failed; sending the app alone');
        return appAlone;
      });
      return sendDocument(reply, document);
    }
    const route = routeOf(path);
    if (!route) return reply.code(404).sendFile('index.html');
    const { request } = reply;
    const { search } = new URL(request.url, 'http://localhost');
    const locale = localeOfSearch(search) ?? 'th';
    const { cookie } = request.headers;
    const sessionToken = sessionTokenOfCookies(cookie);
    if (render && sessionToken && route.rendered === 'signed-in') {
      // In the shopper's language, which the address overrides, as the app itself chooses it.
      const shopperLocale = localeOfSearch(search) ?? languageOfCookies(cookie) ?? 'th';
      const address = { path, search, locale: shopperLocale, sessionToken };
      const rendering = loadPage(address).then((page) =>
        render(withHead(page, shopperLocale), address, route, page),
      );
      const rendered = await withinRenderWait(rendering).then(encoded, (error) => {
        // An expired or revoked session's cookie among the reasons: the browser renders the page,
        // and the cookies go, so the next visit does not try again. The app writes them anew at its
        // start for a session it still holds.
        reply.log.info({ err: error, path }, 'signed-in page sent without its server render');
        const secure = request.protocol === 'https';
        reply.header('set-cookie', [
          sessionCookieAssignment(null, secure),
          languageCookieAssignment(null, secure),
        ]);
        return null;
      });
      if (rendered) return sendDocument(reply, rendered, { personal: true });
    }
    const address: PageAddress = { path, search, locale };
    const page = await loadPage(address);
    if (page.notFound) return reply.code(404).sendFile('index.html');
    if (!page.head) return sendBrowserRendered(reply, route, locale);
    const html = withHead(page, locale);
    const rendered =
      kept && route.rendered === 'visitor'
        ? await kept(await keyOf(address), () => render(html, address, route, page)).catch((error) => {
            reply.log.warn({ err: error, path }, 'page sent without its server render');
            return null;
          })
        : null;
    return sendDocument(reply, rendered ?? encoded(withPreloads(html, route, locale)));
  }

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // `/` goes on to the not-found handler: `send` renders the home page.
    allowedPath: (path) => path !== '/',
    // The build writes .br and .gz beside each text asset; browsers that accept one get it.
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = relative(staticDir, filePath).startsWith(ASSETS_PREFIX.slice(1));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return send;
}

/** Whether the not-found handler should answer with the app rather than an error. */
export function wantsStorefront(request: FastifyRequest, path: string): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  // A missing bundle is a real 404: index.html in its place would fail as a script.
  return isRead && path !== '/api' && !path.startsWith('/api/') && !path.startsWith(ASSETS_PREFIX);
}

/**
 * Sends a page. A personal one (a shopper's cart) is kept by no cache, shared or the browser's, and
 * differs by the cookie that names its shopper.
 */
function sendDocument(reply: FastifyReply, document: PageDocument, { personal = false } = {}) {
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding');
  if (!encoding) return reply.send(document.identity);
  return reply.header('content-encoding', encoding).send(document[encoding]);
}

const HOME_ADDRESS: PageAddress = { path: '/', search: '', locale: 'th' };

/** The page with its brotli and gzip forms: a server-rendered page is some 100 KB of text. */
function encoded(html: string) {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity),
  };
}
