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
import { API_PREFIX } from './api-prefix.ts';
import { escapeHtml, withPageHead } from './page-head.ts';
import {
  type InlineScripts,
  keptPages,
  loadPageLoader,
  loadPageRenderer,
  type PageAddress,
  withinRenderWait,
} from './server-render.ts';
import { type AppRoute, loadRouteList, routeMatcher } from './storefront-routes.ts';

/** Vite's hashed bundles: their names change with their content, so they may be cached for good. */
const ASSETS_PREFIX = '/assets/';

/** Where the storefront's index.html lets the server announce the home page's hero picture. */
const HERO_PRELOAD_MARKER = '<!--hero-preload-->';

/** A page's document, as it is and compressed for browsers that accept either encoding. */
interface PageDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The storefront as the not-found handler serves it: the app's route list, and the page of a path. */
export interface Storefront {
  routes: AppRoute[];
  send(reply: FastifyReply, path: string): Promise<FastifyReply>;
}

/**
 * Serves the built storefront at `/`; `send` answers the app's routes with index.html. A route's
 * loader says whether what its path names exists (an unknown product's page is a 404), the page's
 * head and its data; the pages the server renders are rendered from that data. The inline scripts
 * are the build's (readInlineScripts), which the page's security policy allows.
 */
export async function registerStorefront(
  app: FastifyInstance,
  staticDir: string,
  inlineScripts: InlineScripts | null,
  origin: string,
  db: AppDatabase,
): Promise<Storefront> {
  const routes = await loadRouteList(staticDir);
  const isAppRoute = routeMatcher(routes.map((route) => route.path));
  const loadPage = await loadPageLoader(app, staticDir);
  const renderer = await loadPageRenderer(app, staticDir, inlineScripts, routes);
  const indexHtml = () => readFile(join(staticDir, 'index.html'), 'utf8');
  const indexWithHero = async (announceCall: boolean) => {
    const html = await indexHtml();
    if (!html.includes(HERO_PRELOAD_MARKER)) return html;
    const links = await heroPreloadLinks(app, { announceCall });
    // A function: a replacement string would read `$&` and the like in a picture's address.
    return html.replace(HERO_PRELOAD_MARKER, () => links);
  };
  const render = async (html: string, address: PageAddress) => {
    const page = await loadPage(address);
    if (!renderer || !page) throw new Error(`${address.path} is not rendered on the server`);
    return renderer.render(html, address, page);
  };
  const appAlone = async () => encoded(await indexWithHero(true));
  const kept =
    renderer && keptPages(encoded, (error) => app.log.error({ err: error }, 'server render failed'));
  // Each kept page names the catalogue version it was made at: an edit is shown at the next request.
  const keyOf = async ({ path, search, locale }: PageAddress) =>
    `${await readCatalogueVersion(db)} ${locale} ${path}${search}`;
  // A server-rendered page carries the slides' answer: only the app alone needs the call announced.
  const homeDocument = async () =>
    kept
      ? kept(await keyOf(HOME_ADDRESS), async () => render(await indexWithHero(false), HOME_ADDRESS))
      : appAlone();
  // The first visitor does not wait for the first render: it is made as the server starts listening.
  if (kept) app.addHook('onListen', async () => void (await homeDocument().catch(() => {})));
  const withLinks = (html: string, path: string, locale: Locale) => {
    const links = renderer?.preloads(path, locale);
    return links ? html.replace('</head>', () => `${links}</head>`) : html;
  };
  /** One document per set of chunks: every product page of a language shares one, say. */
  const browserRendered = new Map<string, Promise<PageDocument>>();
  const sendBrowserRendered = async (reply: FastifyReply, path: string, locale: Locale) => {
    // Keyed by the links themselves: they are all that differs between these documents.
    const key = renderer?.preloads(path, locale) ?? '';
    let document = browserRendered.get(key);
    if (!document) {
      document = indexHtml().then((html) => encoded(withLinks(html, path, locale)));
      document.catch(() => browserRendered.delete(key));
      browserRendered.set(key, document);
    }
    return sendDocument(reply, await document);
  };

  async function send(reply: FastifyReply, path: string): Promise<FastifyReply> {
    if (path === '/') {
      const document = await homeDocument().catch((error) => {
        reply.log.error({ err: error }, 'server render of the home page failed; sending the app alone');
        return appAlone();
      });
      return sendDocument(reply, document);
    }
    if (!isAppRoute(path)) return reply.code(404).sendFile('index.html');
    const { request } = reply;
    const { search } = new URL(request.url, 'http://localhost');
    const locale = localeOfSearch(search) ?? 'th';
    const { cookie } = request.headers;
    const sessionToken = sessionTokenOfCookies(cookie);
    if (sessionToken && renderer?.rendersSignedIn(path)) {
      // In the shopper's language, which the address overrides, as the app itself chooses it.
      const shopperLocale = localeOfSearch(search) ?? languageOfCookies(cookie) ?? 'th';
      const address = { path, search, locale: shopperLocale, sessionToken };
      const rendered = await withinRenderWait(render(await indexHtml(), address)).then(encoded, (error) => {
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
    if (!page || page.notFound) return reply.code(404).sendFile('index.html');
    if (!page.head) return sendBrowserRendered(reply, path, locale);
    const withHead = withPageHead(await indexHtml(), page.head, locale, origin);
    const rendered =
      kept && renderer.renders(path)
        ? await kept(await keyOf(address), () => renderer.render(withHead, address, page)).catch((error) => {
            reply.log.warn({ err: error, path }, 'page sent without its server render');
            return null;
          })
        : null;
    if (rendered) return sendDocument(reply, rendered);
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withLinks(withHead, path, locale));
  }

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // `/` goes on to the not-found handler: `send` may add the hero's preload to index.html.
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
  return { routes, send };
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
function encoded(html: string): PageDocument {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity),
  };
}

interface HeroSlide {
  image?: { pc?: string | null; mobile?: string | null } | null;
}

/**
 * The home page's largest paint is the first hero slide's picture, which the app only finds after its
 * scripts and a content call have run: announcing the picture (the one the app shows: the first slide
 * with a desktop picture) and the call in the HTML lets the browser fetch both at once.
 */
async function heroPreloadLinks(
  app: FastifyInstance,
  { announceCall }: { announceCall: boolean },
): Promise<string> {
  const slidesPath = `${API_PREFIX}/pages/home/main-picture/active`;
  const answer = await app.inject({ method: 'GET', url: slidesPath });
  if (answer.statusCode !== 200) return '';
  const slides = (answer.json() as { data?: HeroSlide[] }).data ?? [];
  const image = slides.find((slide) => slide.image?.pc)?.image;
  if (!image?.pc) return '';
  const preload = (href: string, media?: string) =>
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''}>`;
  // The same breakpoint as the carousel's <picture>.
  const pictures = image.mobile
    ? preload(image.mobile, '(max-width: 767px)') + preload(image.pc, '(min-width: 768px)')
    : preload(image.pc);
  if (!announceCall) return pictures;
  // A guest's call from the app (no Authorization header) reuses this answer.
  return `${pictures}<link rel="preload" as="fetch" crossorigin href="${slidesPath}">`;
}
