import { localize } from '@probuild/api-client';
import { levelConfiguration } from '../../product/comsetLevel.ts';
import { productLink } from '../links.ts';
import { isNotFound, NOT_FOUND, OWN_HEAD, type RouteLoader } from './routeLoader.ts';

/**
 * /product/{sku}: the product, then what its buying column shows (a set's options and the price of
 * its default configuration, or a product's bundles) and the related products. An unknown SKU is a 404.
 */
export const loadProduct: RouteLoader = async ({ params, locale, queries, load }) => {
  const detail = await load(
    queries.queryOptions('get', '/web/product-detail/{sku}', { params: { path: { sku: params.sku ?? '' } } }),
  );
  if (isNotFound(detail)) return NOT_FOUND;
  if (!detail.data) return OWN_HEAD;
  const product = detail.data.data;
  const path = { params: { path: { sku: product.sku } } };
  const purchase = async () => {
    if (product.productType !== 'comset') {
      await load(queries.queryOptions('get', '/web/product-detail/{sku}/bundles', path));
      return;
    }
    const options = await load(queries.queryOptions('get', '/web/product-detail/{sku}/comset-options', path));
    const preset = options.data && levelConfiguration(options.data.data, 'default');
    if (!preset) return;
    const body = { level: preset.level, ...preset.parts, extras: [] };
    await load(queries.queryOptions('post', '/web/product-detail/{sku}/comset-price', { ...path, body }));
  };
  await Promise.all([
    purchase(),
    load(queries.queryOptions('get', '/web/product-detail/{sku}/related', path)),
  ]);
  return {
    head: {
      name: localize(product.name, locale),
      description: localize(product.shortDesc, locale),
      path: productLink(product.sku),
      type: 'product',
      product: {
        sku: product.sku,
        images: product.images,
        brand: product.brand.name,
        price: product.salePrice,
        inStock: product.stock > 0,
      },
    },
  };
};
