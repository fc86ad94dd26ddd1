import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_LOADER_MODULE } from '../../src/http/server-render.ts';
import { type AppRoute, PAGES_FILE, type StorefrontPages } from '../../src/http/storefront-routes.ts';

/** Routes of the kinds the app's list has: fixed, one parameter, optional parameters; each access; one not to index. */
const ROUTES: Pick<AppRoute, 'path' | 'access' | 'noindex'>[] = [
  { path: '/', access: 'public' },
  { path: '/about', access: 'public' },
  { path: '/comset', access: 'public' },
  { path: '/specAdd', access: 'public' },
  { path: '/login', access: 'guest' },
  { path: '/profile', access: 'customer' },
  { path: '/profile/edit', access: 'customer' },
  { path: '/auth/google/callback', access: 'callback' },
  { path: '/payment/success', access: 'callback' },
  { path: '/product/:sku', access: 'public' },
  {
    path: '/category/:category/:subcategory?/:subsubcategory?',
    access: 'public',
  },
  { path: '/promotion/:type?', access: 'public' },
  { path: '/brand/:brand', access: 'public' },
  { path: '/search', access: 'public', noindex: true },
];

/** Those routes, with no chunks of their own. */
export const FIXTURE_ROUTES: AppRoute[] = ROUTES.map((route) => ({
  ...route,
  styles: [],
  scripts: [],
  texts: { th: [], en: [] },
}));

/** A stand-in inline script, hashed as the build hashes it. */
export const inlineScript = (code: string) => ({
  code,
  hash: `sha256-${createHash('sha256').update(code).digest('base64')}`,
});

/** The storefront's route loaders, as its build bundles them into PAGE_LOADER_MODULE. */
const STOREFRONT_PAGE_LOADER = fileURLToPath(
  new URL('../../../storefront/src/serverRender/loadPage.ts', import.meta.url),
);

/**
 * Writes the list of pages a storefront build carries into a test's build folder (these routes, and
 * no chunks unless `more` names them), with its route loaders: the storefront's own, which decide a
 * page's status and head from this server's answers.
 */
export async function writeStorefrontPages(
  staticDir: string,
  routes: readonly unknown[] = FIXTURE_ROUTES,
  more: Partial<StorefrontPages> = {},
) {
  const file = join(staticDir, PAGES_FILE);
  await mkdir(dirname(file), { recursive: true });
  const pages = {
    routes,
    entryScripts: [],
    sessionScripts: [],
    inlineScripts: { pageStart: inlineScript('"start";'), scriptLoader: inlineScript('"load";') },
    renderedForMeta: 'rendered-for',
    ...more,
  };
  await writeFile(file, JSON.stringify(pages));
  await writeFile(
    join(staticDir, PAGE_LOADER_MODULE),
    `export * from ${JSON.stringify(STOREFRONT_PAGE_LOADER)};\n`,
  );
}

/** A throw-away storefront build: this index.html and the list of pages (remove the folder afterwards). */
export async function storefrontBuild(indexHtml: string): Promise<string> {
  const staticDir = await mkdtemp(join(tmpdir(), 'probuild-storefront-'));
  await writeFile(join(staticDir, 'index.html'), indexHtml);
  await writeStorefrontPages(staticDir);
  return staticDir;
}
