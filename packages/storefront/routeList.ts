import type { Plugin } from 'vite';
import { ROUTE_PATHS } from './src/routes/routePaths.ts';

/**
 * Writes the app's routes (pattern, access, page module, and noindex for a page search engines are
 * asked not to index) to routes.json in the server-render build (dist/.server), so the server answers a path of the list with 200 and any other with 404, and
 * tells search engines about the public ones, from the same list the router reads.
 */
export function routeList(): Plugin {
  return {
    name: 'probuild-route-list',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(
          ROUTE_PATHS.map((route) => ({
            path: route.path,
            access: route.access,
            page: route.page,
            ...('noindex' in route && { noindex: true }),
          })),
        )}\n`,
      });
    },
  };
}
