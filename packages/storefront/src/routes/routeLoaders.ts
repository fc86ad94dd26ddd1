import type { ApiQueries, Locale } from '@probuild/api-client';
import { toApiError } from '@probuild/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { loadCart } from './loaders/cartLoader.ts';
import { loadBuilder, loadComset } from './loaders/comsetLoader.ts';
import { loadHome } from './loaders/homeLoader.ts';
import { loadList } from './loaders/listLoader.ts';
import { loadProduct } from './loaders/productLoader.ts';
import { type LoadContext, type LoadOutcome, OWN_HEAD, type RouteLoader } from './loaders/routeLoader.ts';
import { loadShell } from './loaders/shellLoader.ts';
import { type AppPath, ROUTE_PATHS } from './routePaths.ts';

/**
 * Each route's loader: the calls its page needs for its first view, built from the address, and
 * what the page is (its head, or that it shows nothing the shop has). The server renders a page
 * from them, once; the app runs them as it navigates, so a page's data loads beside its chunk.
 * Routes without one need no call beyond the shell's.
 */
export const ROUTE_LOADERS: Partial<Record<AppPath, RouteLoader>> = {
  '/': loadHome,
  '/comset': loadComset,
  '/specAdd': loadBuilder,
  '/product/:sku': loadProduct,
  '/category/:category/:subcategory?/:subsubcategory?': loadList,
  '/brand/:brand': loadList,
  '/promotion/:type?': loadList,
  '/search': loadList,
  '/cart': loadCart,
};

export interface LoadAddress {
  path: string;
  /** The query with its `?`, or empty. */
  search: string;
  locale: Locale;
  customerId: string | null;
}

/**
 * Loads a page's calls into `queryClient` and says what the page is: null for a path of no route. A
 * call that fails is left for the page, which shows its failure or asks again. On the server, the
 * shell's calls are loaded too (the browser's shell, always there, has its own), and a failed call
 * is taken out of the cache, so the page renders as not yet answered, as the browser first shows it.
 */
export async function loadRoute(
  address: LoadAddress,
  queryClient: QueryClient,
  queries: ApiQueries,
  { server = false } = {},
): Promise<LoadOutcome | null> {
  const route = ROUTE_PATHS.find((candidate) => matchRoute(parse, candidate.path, address.path)[0]);
  if (!route) return null;
  const [, params] = matchRoute(parse, route.path, address.path);
  const context: LoadContext = {
    ...address,
    params: params ?? {},
    queries,
    load: (options) =>
      queryClient.fetchQuery({ ...options, retry: false }).then(
        (data) => ({ data }),
        (error: unknown) => {
          if (server) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
          return { error: toApiError(error) };
        },
      ),
  };
  const loader = ROUTE_LOADERS[route.path];
  if (!loader) return OWN_HEAD;
  const [outcome] = await Promise.all([loader(context), server && loadShell(context)]);
  return outcome;
}
