import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseSku } from '../catalogue/sku.ts';
import type { Database } from '../db/open.ts';
import { brands, products } from '../db/schema/index.ts';
import { brandLogoSvg, PRODUCT_VIEWS, productSvg } from '../images/product-images.ts';
import { notFoundBody } from './errors.ts';
import { holdsEtag, weakEtagOf } from './etag.ts';

/** Pictures follow the catalogue: a day in caches, then revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=86400';

function sendSvg(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = weakEtagOf(body);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (holdsEtag(request, etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(body);
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send(notFoundBody('GET', request.url.split('?', 1)[0] ?? request.url));

/**
 * Product pictures at /images/products/{SKU}/{1|2}.svg (published products only) and brand logos at
 * /images/brands/{brandKey}.svg, drawn from the catalogue when asked for.
 */
export function registerCatalogueImages(app: FastifyInstance, { db }: Database): void {
  app.get<{ Params: { sku: string; file: string } }>(
    '/images/products/:sku/:file',
    async (request, reply) => {
      const view = PRODUCT_VIEWS.find((candidate) => request.params.file === `${candidate}.svg`);
      if (!view) return notFound(request, reply);
      const [row] = await db
        .select({
          category: products.categoryKey,
          productType: products.productType,
          model: products.model,
          specs: products.specs,
          colors: products.colors,
          highlights: products.highlights,
          brandName: brands.name,
          brandColor: brands.color,
          published: products.published,
        })
        .from(products)
        .innerJoin(brands, eq(brands.key, products.brandKey))
        .where(eq(products.sku, parseSku(request.params.sku)));
      // Shoppers see only published products, their pictures included.
      if (!row?.published) return notFound(request, reply);
      // A computer set is pictured as the tower it arrives in.
      const category = row.productType === 'comset' ? 'case' : row.category;
      const body = productSvg({ ...row, category, bodyColor: row.colors[0]?.code ?? null }, view);
      return sendSvg(request, reply, body);
    },
  );

  app.get<{ Params: { file: string } }>('/images/brands/:file', async (request, reply) => {
    const key = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    const [brand] = key ? await db.select().from(brands).where(eq(brands.key, key)) : [];
    if (!brand) return notFound(request, reply);
    return sendSvg(request, reply, brandLogoSvg(brand.name, brand.color));
  });
}
