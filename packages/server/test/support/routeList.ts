import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_LOADER_MODULE } from '../../src/http/server-render.ts';
import { type AppRoute, ROUTE_LIST_FILE } from '../../src/http/storefront-routes.ts';

/** Routes of the kinds the app's list has: fixed, one parameter, optional parameters; each access; one not to index. */
export const FIXTURE_ROUTES: AppRoute[] = [
  { path: '/', access: 'public', page: 'src/pages/home/HomePage.tsx' },
  { path: '/about', access: 'public', page: 'src/pages/about/AboutPage.tsx' },
  { path: '/comset', access: 'public', page: 'src/pages/comset/ComsetPage.tsx' },
  { path: '/specAdd', access: 'public', page: 'src/pages/spec/SpecBuilderPage.tsx' },
  { path: '/login', access: 'guest', page: 'src/pages/auth/LoginPage.tsx' },
  { path: '/profile', access: 'customer', page: 'src/pages/profile/ProfilePage.tsx' },
  { path: '/profile/edit', access: 'customer', page: 'src/pages/profile/EditProfilePage.tsx' },
  { path: '/auth/google/callback', access: 'callback', page: 'src/pages/auth/SocialCallbackPage.tsx' },
  { path: '/payment/success', access: 'callback', page: 'src/pages/payment/PaymentResultPage.tsx' },
  { path: '/product/:sku', access: 'public', page: 'src/pages/product/ProductPage.tsx' },
  {
    path: '/category/:category/:subcategory?/:subsubcategory?',
    access: 'public',
    page: 'src/pages/list/ListPage.tsx',
  },
  { path: '/promotion/:type?', access: 'public', page: 'src/pages/list/ListPage.tsx' },
  { path: '/brand/:brand', access: 'public', page: 'src/pages/list/ListPage.tsx' },
  { path: '/search', access: 'public', page: 'src/pages/list/ListPage.tsx', noindex: true },
];

/** The fixture's patterns alone. */
export const FIXTURE_PATTERNS = FIXTURE_ROUTES.map((route) => route.path);

/** The storefront's route loaders, as its build bundles them into PAGE_LOADER_MODULE. */
const STOREFRONT_PAGE_LOADER = fileURLToPath(
  new URL('../../../storefront/src/serverRender/loadPage.ts', import.meta.url),
);

/**
 * Writes the route list a storefront build carries into a test's build folder, with its route
 * loaders: the storefront's own, which decide a page's status and head from this server's answers.
 */
export async function writeRouteList(staticDir: string, routes: readonly unknown[] = FIXTURE_ROUTES) {
  const file = join(staticDir, ROUTE_LIST_FILE);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(routes));
  await writeFile(
    join(staticDir, PAGE_LOADER_MODULE),
    `export * from ${JSON.stringify(STOREFRONT_PAGE_LOADER)};\n`,
  );
}

/** A throw-away storefront build: this index.html and the route list (remove the folder afterwards). */
export async function storefrontBuild(indexHtml: string): Promise<string> {
  const staticDir = await mkdtemp(join(tmpdir(), 'probuild-storefront-'));
  await writeFile(join(staticDir, 'index.html'), indexHtml);
  await writeRouteList(staticDir);
  return staticDir;
}
