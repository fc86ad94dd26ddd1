import type { AppDatabase } from '../../db/open.ts';
import { contentItems } from '../../db/schema/index.ts';
import * as comset from './comset.ts';
import type { ContentRow } from './define.ts';
import * as home from './home.ts';
import { legalPages } from './legal.ts';
import { about, afterSales } from './service.ts';
import * as spec from './spec.ts';

export const contentRows: ContentRow[] = [
  ...home.topBanners,
  ...home.news,
  ...home.mainPictures,
  ...home.shortcutMenu,
  ...home.brandShortcuts,
  ...home.listBanners,
  ...home.contentFirst,
  ...home.contentSecond,
  ...home.productRecommend,
  ...home.socialPresentations,
  ...home.chatLinks,
  ...home.homeBanner,
  ...home.homeTailSections,
  ...spec.specMainPictures,
  ...spec.specContentFirst,
  ...spec.specContentSecond,
  ...spec.specProductRecommend,
  ...spec.specSocialPresentations,
  ...spec.specSubContent,
  ...comset.comsetMainPictures,
  ...comset.comsetSections,
  ...comset.comsetListBanners,
  ...comset.comsetSocialPresentations,
  ...comset.comsetContentFirst,
  ...comset.comsetProductRecommend,
  ...about,
  ...afterSales,
  ...legalPages,
];

/** Replaces the content with the seed's, so an item taken out of the seed goes too. */
export async function seedContent(db: AppDatabase): Promise<number> {
  await db.delete(contentItems);
  await db.insert(contentItems).values(contentRows);
  return contentRows.length;
}
