import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROUTE_LIST_FILE } from '../../src/http/storefront-routes.ts';

/** Route patterns of the kinds the app's list has: fixed, one parameter, optional parameters. */
export const FIXTURE_ROUTES = [
  '/',
  '/about',
  '/comset',
  '/login',
  '/profile',
  '/profile/edit',
  '/auth/google/callback',
  '/product/:sku',
  '/category/:category/:subcategory?/:subsubcategory?',
  '/promotion/:type?',
  '/brand/:brand',
];

/** Writes the route list a storefront build carries into a test's build folder. */
export async function writeRouteList(staticDir: string, patterns: readonly string[] = FIXTURE_ROUTES) {
  const file = join(staticDir, ROUTE_LIST_FILE);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(patterns));
}
