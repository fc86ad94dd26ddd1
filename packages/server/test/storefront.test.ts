import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRoute, routeFinder } from '../src/http/storefront-routes.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { expectErrorBody } from './support/contract.ts';
import { FIXTURE_ROUTES, writeStorefrontPages } from './support/routeList.ts';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>';

describe('the built storefront at /', () => {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'probuild-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
    await writeFile(join(staticDir, 'assets', 'app-1a2b.js'), 'console.log("app");');
    await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeStorefrontPages(staticDir);
    testApp = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers the app routes with index.html and 200', async () => {
    for (const url of [
      '/',
      '/product/CPU-AMD-R7-9800X3D',
      '/product/cpu-amd-r7-9800x3d',
      '/category/computer-parts/cpu/cpu-amd',
      '/promotion',
      '/login?next=/cart',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers other paths with index.html and 404, for the app to show its not-found page', async () => {
    for (const url of ['/nope', '/product/a/b', '/category/a/b/c/d']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers the page of a product that does not exist with 404, for search engines to drop it', async () => {
    for (const url of ['/product/NO-SUCH-SKU', '/product/CPU-AMD-R7-9800X3D-OLD?section=home']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves files as they are, bundles cached for good', async () => {
    const bundle = await get('/assets/app-1a2b.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing bundle and unknown API paths with a JSON 404, not the app', async () => {
    for (const url of ['/assets/gone-9f9f.js', '/api/v1/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expectErrorBody(response.json());
    }
  });

  it('lets the page load only its own scripts, and run no inline script (a build without a server render)', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets the page frame only the YouTube privacy-enhanced and TikTok players and the Google map', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const frameSources = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name === 'frame-src')
      .map(([, ...sources]) => sources);
    expect(frameSources).toEqual([
      [
        'https://www.youtube-nocookie.com',
        'https://www.tiktok.com',
        'https://maps.google.com',
        'https://www.google.com',
      ],
    ]);
  });
});

describe('the route list of the build', () => {
  const routeOf = routeFinder(FIXTURE_ROUTES);
  const isAppRoute = (path: string) => routeOf(path) !== undefined;

  it.each([
    '/',
    '/about',
    '/About',
    '/profile/',
    '/profile/edit',
    '/auth/google/callback',
    '/product/GPU-1',
    '/category/cpu',
    '/category/cpu/cpu-amd',
    '/category/computer-parts/cpu/cpu-amd',
    '/promotion',
    '/promotion/flash-sale',
    '/brand/asus',
  ])('matches %s as the router does', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/product',
    '/product/a/b',
    '/brand',
    '/category',
    '/category/a/b/c/d',
    '/auth/github/callback',
    '/profile/other',
    '/about/x',
  ])('does not match %s', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });

  it('refuses to start from a build without its list of pages, saying how to mend it', async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'probuild-static-'));
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
    await expect(createTestApp({ staticDir })).rejects.toThrow(
      /has no .*pages\.json: build it again with pnpm build/,
    );
    await rm(staticDir, { recursive: true, force: true });
  });

  const [home, about] = FIXTURE_ROUTES as [AppRoute, AppRoute];
  it.each([
    ['bare patterns', ['/', '/about']],
    ['an unknown access', [{ ...home, access: 'staff' }]],
    ['a path that is not one', [{ ...about, path: 'about' }]],
    ['an unknown kind of render', [{ ...home, rendered: 'always' }]],
    ['scripts that are not addresses', [{ ...home, scripts: [1] }]],
    ['a language without its texts', [{ ...home, texts: { th: [] } }]],
  ])('refuses a list of pages with %s', async (_, routes) => {
    const staticDir = await mkdtemp(join(tmpdir(), 'probuild-static-'));
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
    await writeStorefrontPages(staticDir, routes);
    await expect(createTestApp({ staticDir })).rejects.toThrow(
      /is not the storefront's list of pages: build the storefront again with pnpm build/,
    );
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['no inline scripts', { inlineScripts: undefined }],
    ['an inline script without its hash', { inlineScripts: { pageStart: { code: '1' } } }],
  ])('refuses a list of pages with %s', async (_, more) => {
    const staticDir = await mkdtemp(join(tmpdir(), 'probuild-static-'));
    await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
    await writeStorefrontPages(staticDir, FIXTURE_ROUTES, more as never);
    await expect(createTestApp({ staticDir })).rejects.toThrow(/is not the storefront's list of pages/);
    await rm(staticDir, { recursive: true, force: true });
  });
});
