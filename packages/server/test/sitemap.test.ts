import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { brands, categories, products } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { storefrontBuild } from './support/routeList.ts';

/** The addresses a sitemap lists, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

const storefront = () => storefrontBuild('<!doctype html><html><body><div id="root"></div></body></html>');

describe('what search engines are told', () => {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await storefront();
    testApp = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });
  // Asked for with another site's Host, which no address may take: the shop's own is http://localhost:8080.
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

  it('keeps crawlers out of the API, the back office and every page that is not public, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /backoffice',
        'Disallow: /login',
        'Disallow: /profile',
        'Disallow: /profile/edit',
        'Disallow: /auth/google/callback',
        'Disallow: /payment/success',
        '',
        'Sitemap: http://localhost:8080/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('indexes one file of pages and as many files of products as the catalogue needs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locations(response.body)).toEqual([
      'http://localhost:8080/sitemaps/pages.xml',
      'http://localhost:8080/sitemaps/products-1.xml',
    ]);
  });

  it('lists the public pages without parameters, every category and every brand, each with its alternates', async () => {
    const { db } = testApp.database;
    const listed = locations((await get('/sitemaps/pages.xml')).body).map((url) =>
      decodeURIComponent(new URL(url).pathname),
    );
    expect(listed.slice(0, 3)).toEqual(['/', '/about', '/comset']);
    // Search results are public (robots.txt lets crawlers read their noindex) but never listed.
    for (const hidden of ['/login', '/profile', '/payment/success', '/product/:sku', '/search'])
      expect(listed).not.toContain(hidden);
    const brandNames = (await db.select({ name: brands.name }).from(brands)).map(
      (brand) => `/brand/${brand.name}`,
    );
    expect(listed.filter((path) => path.startsWith('/brand/')).sort()).toEqual(brandNames.sort());
    const rows = await db.select().from(categories);
    const cpu = rows.find((row) => row.level === 2 && row.nameEn.toUpperCase() === 'CPU');
    const parent = rows.find((row) => row.key === cpu?.parentKey);
    expect(listed).toContain(`/category/${parent?.nameTh}/${cpu?.nameTh}`);
    expect(listed).not.toContain(`/category/${parent?.nameEn}/${cpu?.nameEn}`);
    // Every category once, by the canonical address its page gives: Thai names.
    const categoryPaths = listed.filter((path) => path.startsWith('/category/'));
    expect(categoryPaths).toHaveLength(rows.length);
    expect(new Set(categoryPaths).size).toBe(categoryPaths.length);

    const body = (await get('/sitemaps/pages.xml')).body;
    expect(body).toContain('<url><loc>http://localhost:8080/comset</loc>');
    expect(body).toContain(
      '<url><loc>http://localhost:8080/comset</loc><xhtml:link rel="alternate" hreflang="th" href="http://localhost:8080/comset"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:8080/comset?lang=en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:8080/comset"/></url>',
    );
  });

  it('lists every product once, and has no second file for a catalogue under 50 000', async () => {
    const skus = (await testApp.database.db.select({ sku: products.sku }).from(products)).map(
      ({ sku }) => sku,
    );
    const listed = locations((await get('/sitemaps/products-1.xml')).body);
    expect(listed).toHaveLength(skus.length);
    expect(
      listed.map((url) => decodeURIComponent(new URL(url).pathname.replace('/product/', ''))).sort(),
    ).toEqual(skus.sort());
    for (const missing of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/other.xml']) {
      expect((await get(missing)).statusCode, missing).toBe(404);
    }
  });
});

describe('behind a trusted proxy', () => {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await storefront();
    testApp = await createTestApp({
      staticDir,
      settings: readCommerceSettings({ TRUST_PROXY: '127.0.0.1' }),
    });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('lists the shop’s own address, not the X-Forwarded-Host a request names', async () => {
    const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
      const listed = locations((await testApp.app.inject({ method: 'GET', url, headers })).body);
      expect(listed.length, url).toBeGreaterThan(0);
      for (const address of listed) expect(address, url).toMatch(/^http:\/\/localhost:8080\//);
    }
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: http://localhost:8080/sitemap.xml\n');
  });
});

describe('with PUBLIC_URL set', () => {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await storefront();
    testApp = await createTestApp({
      staticDir,
      settings: readCommerceSettings({ PUBLIC_URL: 'https://shop.example/' }),
    });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('builds every address from it, never from the Host the request names', async () => {
    const headers = { host: 'evil.example' };
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml\n');
    const index = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    for (const url of locations(index.body)) expect(url).toMatch(/^https:\/\/shop\.example\/sitemaps\//);
  });
});

it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
  for (const value of [
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/shop',
    'https://shop.example/?a=1',
  ]) {
    expect(() => readCommerceSettings({ PUBLIC_URL: value }), value).toThrow(
      /PUBLIC_URL must be the shop's http\(s\) address/,
    );
  }
});
