import { OWN_HEAD, type RouteLoader } from './routeLoader.ts';

/** /cart: a signed-in shopper's lines, what they go well with, and how the shop takes payment. */
export const loadCart: RouteLoader = async ({ customerId, queries, load }) => {
  if (!customerId) return OWN_HEAD;
  const path = { params: { path: { customerId } } };
  await Promise.all([
    load(queries.queryOptions('get', '/cart/{customerId}', path)),
    load(queries.queryOptions('get', '/cart/{customerId}/related', path)),
    load(queries.queryOptions('get', '/payments/config', {})),
  ]);
  return OWN_HEAD;
};
