import { heroPictures } from '../../content/HeroSection/heroSlides.ts';
import { CONTENT_PATHS } from '../../content/homeContent.ts';
import type { RouteLoader } from './routeLoader.ts';

/** The home page's sections below the hero, each its own call. */
const HOME_SECTIONS = [
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

/** /: every section of the home page; its head is the app's own, with the hero's first picture. */
export const loadHome: RouteLoader = async ({ queries, load }) => {
  const [slides] = await Promise.all([
    load(queries.queryOptions('get', CONTENT_PATHS.mainPicture.home)),
    ...HOME_SECTIONS.map((path) => load(queries.queryOptions('get', path))),
  ]);
  return { head: null, pictures: heroPictures(slides.data) };
};
