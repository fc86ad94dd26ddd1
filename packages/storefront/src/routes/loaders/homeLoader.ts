import { CONTENT_PATHS } from '../../content/homeContent.ts';
import { OWN_HEAD, type RouteLoader } from './routeLoader.ts';

/** The home page's sections, each its own call. */
const HOME_SECTIONS = [
  CONTENT_PATHS.mainPicture.home,
  CONTENT_PATHS.contentFirst.home,
  CONTENT_PATHS.productRecommend.home,
  CONTENT_PATHS.socialPresentations.home,
  '/pages/home/brand-shortcut',
  '/pages/home/content-second',
  '/pages/home/home-banner',
  '/pages/home/list-banner/active',
  '/pages/home/shortcut-menu/active',
  '/pages/home/tail-sections',
] as const;

/** /: every section of the home page; its head is the app's own. */
export const loadHome: RouteLoader = async ({ queries, load }) => {
  await Promise.all(HOME_SECTIONS.map((path) => load(queries.queryOptions('get', path))));
  return OWN_HEAD;
};
