import type { components } from '@probuild/api-client/schema';
import { currentLegalPage } from '../content/legal-versions.ts';
import { brandShortcuts, listBanners, productRecommendations } from '../content/product-content.ts';
import {
  activeItems,
  type ContentItem,
  type ContentPage,
  type SectionName,
  singleItem,
} from '../content/sections.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

type Schemas = components['schemas'];

type ContentOperations =
  | 'getTopBanners'
  | 'getNews'
  | 'getHomeMainPictures'
  | 'getHomeShortcutMenu'
  | 'getHomeBrandShortcuts'
  | 'getHomeListBanners'
  | 'getHomeContentFirst'
  | 'getHomeContentSecond'
  | 'getHomeProductRecommend'
  | 'getHomeSocialPresentations'
  | 'getChatLinks'
  | 'getHomeBanner'
  | 'getHomeTailSections'
  | 'getSpecMainPictures'
  | 'getSpecContentFirst'
  | 'getSpecContentSecond'
  | 'getSpecProductRecommend'
  | 'getSpecSocialPresentations'
  | 'getSpecSubContent'
  | 'getComsetListBanners'
  | 'getComsetMainPictures'
  | 'getComsetSections'
  | 'getComsetSocialPresentations'
  | 'getComsetContentFirst'
  | 'getComsetProductRecommend'
  | 'getLegalPage';

const HOME_BANNER_KEY = 'home-banner';

/** An item as answered: its payload with its key as `_id`. */
const withId = <S extends SectionName>(item: ContentItem<S>) => ({ _id: item.key, ...item.payload });
/** The same, for the items whose answer carries `isActive` and `order`. */
const withIdAndOrder = <S extends SectionName>(item: ContentItem<S>) => ({
  ...withId(item),
  isActive: item.isActive,
  order: item.order,
});

/** Operations tagged `content`: every list keeps active items only, sorted by `order` (news: newest first). */
export function contentHandlers({ database }: HandlerContext): Pick<OperationHandlers, ContentOperations> {
  const { db } = database;
  const items = <S extends SectionName>(page: ContentPage, section: S) => activeItems(db, page, section);

  const mainPictures = async (page: ContentPage) =>
    ok((await items(page, 'main-picture')).map(withIdAndOrder));
  const contentFirst = async (page: ContentPage) => ok((await items(page, 'content-first')).map(withId));
  const contentSecond = async (page: ContentPage) => ok((await items(page, 'content-second')).map(withId));
  const socialPresentations = async (page: ContentPage) =>
    ok((await items(page, 'social')).map(withIdAndOrder));
  const banners = async (page: ContentPage) => ok(await listBanners(db, page));
  const productRecommend = async (page: ContentPage) => ok(await productRecommendations(db, page));

  return {
    getTopBanners: async () => ok((await items('home', 'top-banner')).map(withIdAndOrder)),
    getNews: async () =>
      ok(
        // A news item without a date has not been published.
        (await items('home', 'news')).flatMap((item) =>
          item.publishedAt
            ? [{ ...withId(item), date: item.publishedAt.toISOString(), isActive: item.isActive }]
            : [],
        ),
      ),
    getHomeMainPictures: () => mainPictures('home'),
    getHomeShortcutMenu: async () => ok((await items('home', 'shortcut-menu')).map(withIdAndOrder)),
    getHomeBrandShortcuts: async () => ok(await brandShortcuts(db)),
    getHomeListBanners: () => banners('home'),
    getHomeContentFirst: () => contentFirst('home'),
    getHomeContentSecond: () => contentSecond('home'),
    getHomeProductRecommend: () => productRecommend('home'),
    getHomeSocialPresentations: () => socialPresentations('home'),
    getChatLinks: async () =>
      ok((await items('home', 'chat')).map((item) => ({ ...withId(item), order: item.order }))),
    getHomeBanner: async () =>
      ok({ _id: HOME_BANNER_KEY, ...(await singleItem(db, 'home', 'home-banner', HOME_BANNER_KEY)) }),
    getHomeTailSections: async () => ok(await singleItem(db, 'home', 'tail-sections', 'tail-sections')),

    getSpecMainPictures: () => mainPictures('spec'),
    getSpecContentFirst: () => contentFirst('spec'),
    getSpecContentSecond: () => contentSecond('spec'),
    getSpecProductRecommend: () => productRecommend('spec'),
    getSpecSocialPresentations: () => socialPresentations('spec'),
    getSpecSubContent: async () => ok((await items('spec', 'sub-content')).map(withId)),

    getComsetListBanners: () => banners('comset'),
    getComsetMainPictures: () => mainPictures('comset'),
    getComsetSections: async () =>
      ok(
        (await items('comset', 'comset-section')).map((item) => ({
          key: item.key as Schemas['ComsetSectionKey'],
          ...item.payload,
          order: item.order,
        })),
      ),
    getComsetSocialPresentations: () => socialPresentations('comset'),
    getComsetContentFirst: () => contentFirst('comset'),
    getComsetProductRecommend: () => productRecommend('comset'),

    getLegalPage: async (request) => ok(await currentLegalPage(db, request.params.slug)),
  };
}
