import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@probuild/api-client';
import { parse } from 'regexparam';

/** What the storefront's build tells of its pages (serverPages.ts); .server is a dot folder, never served. */
export const PAGES_FILE = join('.server', 'pages.json');

/** The render the worker thread runs; without it the browser renders every page. */
export const SERVER_RENDER_MODULE = join('.server', 'entry-server.js');

const ACCESS = ['public', 'customer', 'guest', 'callback'] as const;

/**
 * A route of the app's one route list. A path that matches one gets the app with 200; any other gets
 * it with 404, for its not-found page. The public ones are the pages search engines are told about.
 */
export interface AppRoute {
  /** wouter's pattern syntax: `/product/:sku`, `/promotion/:type?`. */
  path: string;
  access: (typeof ACCESS)[number];
  /** A public page search engines are asked not to index (search results): not in the sitemap. */
  noindex?: boolean;
  /** Rendered on the server for a first-time visitor, or for a signed-in shopper alone (the cart). */
  rendered?: 'visitor' | 'signed-in';
  /** Its page's styles, scripts and texts by language, but for the entry's. */
  styles: string[];
  scripts: string[];
  texts: Record<Locale, string[]>;
}

export interface StorefrontPages {
  routes: AppRoute[];
  /** The app's entry and the chunks it imports, which index.html loads. */
  entryScripts: string[];
  /** What the app loads at start for a visitor with a stored session. */
  sessionScripts: string[];
  /**
   * A server-rendered page's scripts, with their `sha256-<base64>` for the Content-Security-Policy:
   * its start script, before #root, and its script loader, at the end of <body>. Null for a build
   * without a server render.
   */
  inlineScripts: Record<'pageStart' | 'scriptLoader', { code: string; hash: string }> | null;
  /** The name of the head's meta element that names the customer a page was rendered for. */
  renderedForMeta: string;
}

/**
 * The build's pages. The server refuses to start from a broken build rather than answer from it:
 * a server render whose inline scripts its own policy would block, say.
 */
export async function readStorefrontPages(staticDir: string): Promise<StorefrontPages> {
  const file = join(staticDir, PAGES_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`The storefront build has no ${file}: build it again with pnpm build.`);
  });
  const pages = JSON.parse(text) as Partial<StorefrontPages>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  const isRoute = (route: Partial<AppRoute> | null) =>
    typeof route?.path === 'string' &&
    route.path.startsWith('/') &&
    ACCESS.includes(route.access as AppRoute['access']) &&
    [undefined, true, false].includes(route.noindex) &&
    [undefined, 'visitor', 'signed-in'].includes(route.rendered) &&
    [route.styles, route.scripts, route.texts?.th, route.texts?.en].every(strings);
  const isScript = (script?: { code?: unknown; hash?: string }) =>
    typeof script?.code === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(script.hash ?? '');
  if (
    !Array.isArray(pages.routes) ||
    !pages.routes.every(isRoute) ||
    ![pages.entryScripts, pages.sessionScripts].every(strings) ||
    ![pages.inlineScripts?.pageStart, pages.inlineScripts?.scriptLoader].every(isScript) ||
    typeof pages.renderedForMeta !== 'string'
  ) {
    throw new Error(
      `${file} is not the storefront's list of pages: build the storefront again with pnpm build.`,
    );
  }
  const rendering = existsSync(join(staticDir, SERVER_RENDER_MODULE));
  return { ...(pages as StorefrontPages), inlineScripts: rendering ? (pages.inlineScripts ?? null) : null };
}

/** A product's page in the app (`/product/:sku`), as the sitemap and page heads name it. */
export const productPath = (sku: string) => `/product/${encodeURIComponent(sku)}`;

/** A path's route: the first that matches, as in the app's router (wouter compiles with regexparam). */
export function routeFinder(routes: readonly AppRoute[]): (path: string) => AppRoute | undefined {
  const compiled = routes.map((route) => ({ route, pattern: parse(route.path).pattern }));
  return (path) => compiled.find(({ pattern }) => pattern.test(path))?.route;
}
