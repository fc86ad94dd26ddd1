import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open.ts';
import { contentItems, legalVersions } from '../../db/schema/index.ts';
import { bangkokToday } from '../../warranty/serials.ts';
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
];

/** Replaces the content with the seed's, so an item taken out of the seed goes too. */
export async function seedContent(db: AppDatabase): Promise<number> {
  await db.delete(contentItems);
  await db.insert(contentItems).values(contentRows);
  await seedLegalVersions(db);
  return contentRows.length;
}

/**
 * Writes the seed's dated legal versions; versions staff published stay, since every version is
 * kept on record. The seed's text for a date it has replaces the one stored for that date.
 */
async function seedLegalVersions(db: AppDatabase): Promise<void> {
  const today = bangkokToday();
  await db
    .insert(legalVersions)
    .values(
      legalPages.map(({ key, payload }) => {
        const { effectiveDate, ...text } = payload as { effectiveDate: string };
        return { slug: key, effectiveDate, payload: text, inEffect: effectiveDate <= today };
      }),
    )
    .onConflictDoUpdate({
      target: [legalVersions.slug, legalVersions.effectiveDate],
      set: { payload: sql`excluded.payload` },
    });
}
