import type { LoadContext } from './routeLoader.ts';

/** What the shell shows around every page: the category bar and the footer's shop details. */
export async function loadShell({ queries, load }: LoadContext): Promise<void> {
  await Promise.all([
    load(queries.queryOptions('get', '/web/categories/tree')),
    load(queries.queryOptions('get', '/web/about')),
  ]);
}
