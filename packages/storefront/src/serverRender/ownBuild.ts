import { STORAGE_KEYS } from '@probuild/api-client';

/**
 * Whether the page is the builder showing a build the visitor keeps on this device: the server
 * renders the builder empty, so such a visitor's builder is rendered in the browser. A share link
 * (`?build=`) shows its own build to everyone, and the server renders it.
 */
export function showsOwnBuild(
  storage: Pick<Storage, 'getItem'>,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return (
    // The route's path written out: the route list would weigh on this check, inlined in every page.
    pathname === '/specAdd' &&
    !new URLSearchParams(search).has('build') &&
    Boolean(storage.getItem(STORAGE_KEYS.specBuild))
  );
}
