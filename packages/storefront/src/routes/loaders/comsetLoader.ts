import { CONTENT_PATHS } from '../../content/homeContent.ts';
import type { RouteLoader } from './routeLoader.ts';

const COMSET_SECTIONS = [
  CONTENT_PATHS.mainPicture.comset,
  CONTENT_PATHS.contentFirst.comset,
  CONTENT_PATHS.productRecommend.comset,
  CONTENT_PATHS.socialPresentations.comset,
  '/pages/comset/sections',
  '/pages/comset/list-banner/active',
] as const;

/** /comset: the computer-set page's sections. */
export const loadComset: RouteLoader = async ({ queries, load }) => {
  await Promise.all(COMSET_SECTIONS.map((path) => load(queries.queryOptions('get', path))));
  return {
    head: {
      name: { id: 'pageHead.comset.name' },
      description: { id: 'pageHead.comset.description' },
      path: '/comset',
      type: 'website',
    },
  };
};

/** /specAdd: the builder starts empty for a first visit; it needs no call of its own. */
export const loadBuilder: RouteLoader = async () => ({
  head: {
    name: { id: 'pageHead.builder.name' },
    description: { id: 'pageHead.builder.description' },
    path: '/specAdd',
    type: 'website',
  },
});
