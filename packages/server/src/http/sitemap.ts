import { LANGUAGE_PARAM } from '@probuild/api-client';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CategoryIndex, type CategoryRow } from '../catalogue/category-index.ts';
import type { Database } from '../db/open.ts';
import { brands, categories, products } from '../db/schema/index.ts';
import { BACKOFFICE_PATH } from './backoffice-app.ts';
import { notFoundBody } from './errors.ts';
import { type AppRoute, productPath } from './storefront-routes.ts';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Search engines read these again within the hour; the catalogue changes less often. */
const CACHE_CONTROL = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function sendXml(reply: FastifyReply, body: string) {
  return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);
}

/**
 * A set of pages, each by its canonical (Thai) address with its alternates: itself for Thai and as
 * the default, and `?lang=en` for English, as the pages' own heads list them.
 */
function urlSet(origin: string, paths: string[]): string {
  const alternate = (language: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`;
  const entries = paths.map((path) => {
    const address = origin + path;
    const english = `${address}?${LANGUAGE_PARAM}=en`;
    return `<url><loc>${escapeXml(address)}</loc>${alternate('th', address)}${alternate('en', english)}${alternate('x-default', address)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

/** A pattern with no parameter: a page of its own (`/about`, not `/product/:sku`). */
const isFixedPath = (path: string) => !path.includes(':');

/** The part of a pattern before its first parameter: what robots.txt keeps crawlers out of. */
const fixedPrefix = (path: string) => path.split(':', 1)[0] ?? path;

/** Each category's page by its canonical address: /category/{main}/{sub}/{leaf} in Thai names. */
function categoryPaths(rows: CategoryRow[]): string[] {
  const index = new CategoryIndex(rows);
  return rows.map(
    (row) =>
      `/category/${index
        .pathTo(row.key)
        .map((step) => encodeURIComponent(step.nameTh))
        .join('/')}`,
  );
}

/**
 * What search engines are told: /robots.txt keeps them out of the API, the back office and of every
 * page that is not public (account, cart, sign-in, provider callbacks) and names the sitemap; /sitemap.xml is an index
 * of /sitemaps/pages.xml (the public pages of the route list but those not to index, every category
 * and every brand) and
 * /sitemaps/products-{n}.xml (every product, 50 000 to a file, as the protocol allows). Each page is
 * listed by its canonical address, on the shop's own origin, with its Thai and English alternates.
 */
export function registerSitemap(
  app: FastifyInstance,
  { db }: Database,
  routes: AppRoute[],
  origin: string,
): void {
  app.get('/robots.txt', async (_request, reply) => {
    const closed = [
      ...new Set(routes.filter((route) => route.access !== 'public').map((route) => fixedPrefix(route.path))),
    ];
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      `Disallow: ${BACKOFFICE_PATH}`,
      ...closed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [row] = await db.select({ total: count() }).from(products).where(eq(products.published, true));
    const files = Math.max(1, Math.ceil((row?.total ?? 0) / SITEMAP_MAX_URLS));
    const sitemaps = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: files }, (_, index) => `/sitemaps/products-${index + 1}.xml`),
    ].map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
    return sendXml(
      reply,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${sitemaps.join('')}</sitemapindex>\n`,
    );
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const pages = routes
      .filter((route) => route.access === 'public' && !route.noindex && isFixedPath(route.path))
      .map((route) => route.path);
    const categoryRows = await db
      .select()
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.sortOrder));
    const brandRows = await db.select({ name: brands.name }).from(brands).orderBy(asc(brands.name));
    const paths = [
      ...pages,
      ...categoryPaths(categoryRows),
      ...brandRows.map((brand) => `/brand/${encodeURIComponent(brand.name)}`),
    ];
    return sendXml(reply, urlSet(origin, paths));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const page = /^products-([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    const skus = page
      ? await db
          .select({ sku: products.sku })
          .from(products)
          .where(eq(products.published, true))
          .orderBy(asc(products.sku))
          .limit(SITEMAP_MAX_URLS)
          .offset((Number(page) - 1) * SITEMAP_MAX_URLS)
      : [];
    if (skus.length === 0)
      return reply.code(404).send(notFoundBody('GET', request.url.split('?', 1)[0] ?? ''));
    const paths = skus.map(({ sku }) => productPath(sku));
    return sendXml(reply, urlSet(origin, paths));
  });
}
