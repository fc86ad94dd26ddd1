import type { Locale } from '@probuild/api-client';
import { queries, queryClient } from '../api/client.ts';

/**
 * Starts loading a page's calls into the app's cache as the app goes to it, with its route's loader
 * (routeLoaders.ts, a chunk of its own): its data loads beside its chunk, not once that has run.
 */
export function prefetchRoute(path: string, search: string, locale: Locale, customerId: string | null): void {
  void import('./routeLoaders.ts')
    .then(({ loadRoute }) => loadRoute({ path, search, locale, customerId }, queryClient, queries))
    // A call that failed is the page's to show; a chunk that did not load is the router's.
    .catch(() => {});
}
