import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'regexparam';

/**
 * The app's route list, written by the storefront's build beside its server render (a dot folder,
 * never served): the patterns of the one list the app's router and navigation read, with who may
 * open each and its page's module. A path that matches one gets the app with 200; any other path gets the app with 404,
 * for its not-found page. The public ones are the pages search engines are told about.
 */
export const ROUTE_LIST_FILE = join('.server', 'routes.json');

const ACCESS = ['public', 'customer', 'guest', 'callback'] as const;

export interface AppRoute {
  /** wouter's pattern syntax: `/product/:sku`, `/promotion/:type?`. */
  path: string;
  access: (typeof ACCESS)[number];
  /** The page's module, as the build's manifest names it (`src/pages/home/HomePage.tsx`). */
  page: string;
  /** A public page search engines are asked not to index (search results): not in the sitemap. */
  noindex?: boolean;
}

export type RouteMatcher = (path: string) => boolean;

/** A product's page in the app (`/product/:sku`), as the sitemap and page heads name it. */
export const productPath = (sku: string) => `/product/${encodeURIComponent(sku)}`;

/** Matches paths as the app's router does (wouter compiles its patterns with regexparam). */
export function routeMatcher(patterns: readonly string[]): RouteMatcher {
  const compiled = patterns.map((pattern) => parse(pattern).pattern);
  return (path) => compiled.some((pattern) => pattern.test(path));
}

export async function loadRouteList(staticDir: string): Promise<AppRoute[]> {
  const file = join(staticDir, ROUTE_LIST_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`The storefront build has no route list (${file}): build it again with pnpm build.`);
  });
  const routes: unknown = JSON.parse(text);
  const isRoute = (route: Partial<AppRoute> | null): route is AppRoute =>
    typeof route?.path === 'string' &&
    route.path.startsWith('/') &&
    typeof route.page === 'string' &&
    ACCESS.includes(route.access as AppRoute['access']) &&
    (route.noindex === undefined || typeof route.noindex === 'boolean');
  if (!Array.isArray(routes) || !routes.every(isRoute)) {
    throw new Error(`${file} is not a list of routes: build the storefront again with pnpm build.`);
  }
  return routes;
}
