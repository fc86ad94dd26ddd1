import { localize } from '@probuild/api-client';
import { categoryPath, decodedSegment } from '../../listing/categoryPath.ts';
import {
  brandName,
  categorySegmentsOf,
  filtersOf,
  type ListParams,
  listKindOf,
  listQueryOf,
  listSourceOfPage,
  termOf,
} from '../../listing/listQuery.ts';
import { brandLink, categoryPathLink, promotionLink } from '../links.ts';
import { isNotFound, type LoadOutcome, NOT_FOUND, OWN_HEAD, type RouteLoader } from './routeLoader.ts';

/**
 * The category, brand and promotion lists and the search results: what names the list (the category
 * tree, the promotions), then the page of products its address asks for. A list the shop does not
 * have is a 404; so is a promotion that has ended.
 */
export const loadList: RouteLoader = async ({
  path,
  params: routeParams,
  search,
  locale,
  queries,
  load,
}): Promise<LoadOutcome> => {
  const params = routeParams as ListParams;
  const kind = listKindOf(path);
  const term = kind === 'search' ? termOf(search) : '';
  const [tree, promotions] = await Promise.all([
    kind === 'category' ? load(queries.queryOptions('get', '/web/categories/tree', {})) : null,
    kind === 'promotion' ? load(queries.queryOptions('get', '/pages/product-promotion/by-type', {})) : null,
  ]);
  const active = (promotions?.data?.data.sub ?? []).filter((promotion) => promotion.status === 'active');
  const promotionKey = params.type ? decodedSegment(params.type) : active[0]?.key;
  const source = listSourceOfPage(kind, params, term, promotionKey);
  const list = source
    ? await load(
        queries.queryOptions('post', '/list-product', { body: listQueryOf(source, filtersOf(search)) }),
      )
    : null;
  if ((list && isNotFound(list)) || (!source && promotions?.data)) return NOT_FOUND;
  if (kind === 'search') {
    return {
      head: {
        name: { id: 'pageHead.search.name' },
        description: { id: 'pageHead.search.description' },
        path: '/search',
        type: 'website',
        noindex: true,
      },
    };
  }
  if (kind === 'category') {
    if (!tree?.data) return OWN_HEAD;
    const { trail, whole } = categoryPath(tree.data.data, categorySegmentsOf(params));
    const category = trail.at(-1);
    if (!whole || !category) return NOT_FOUND;
    const name = localize(category.name, locale);
    return {
      head: {
        name,
        description: {
          id: 'pageHead.category.description',
          values: { name, count: String(category.productCount ?? 0) },
        },
        path: categoryPathLink(trail.map((node) => node.name.th)),
        type: 'website',
      },
    };
  }
  if (kind === 'brand') {
    const name = brandName(list?.data?.data.facets.brands, locale) || decodedSegment(params.brand ?? '');
    return {
      head: {
        name,
        description: { id: 'pageHead.brand.description', values: { name } },
        path: brandLink(name),
        type: 'website',
      },
    };
  }
  // /promotion alone shows the first running promotion, under no address of its own.
  if (!params.type) return OWN_HEAD;
  const promotion = active.find((candidate) => candidate.key === promotionKey?.trim().toLowerCase());
  if (!promotion) return NOT_FOUND;
  return {
    head: {
      name: localize(promotion.title, locale),
      description: localize(promotion.subTitle, locale),
      path: promotionLink(promotion.key),
      type: 'website',
    },
  };
};
