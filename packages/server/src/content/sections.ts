import type { components } from '@probuild/api-client/schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { contentItems } from '../db/schema/index.ts';

type Schemas = components['schemas'];

/** What the row of each section keeps in `payload`: the answer's item without the column fields. */
export interface SectionPayloads {
  'top-banner': Omit<Schemas['TopBanner'], '_id' | 'isActive' | 'order'>;
  news: Omit<Schemas['NewsItem'], '_id' | 'isActive' | 'date'>;
  'main-picture': Omit<Schemas['MainPicture'], '_id' | 'isActive' | 'order'>;
  'shortcut-menu': Omit<Schemas['ShortcutMenuItem'], '_id' | 'isActive' | 'order'>;
  /** The key is the brand's key in the catalogue; name and logo come from there. */
  'brand-shortcut': Record<never, never>;
  /** Products are kept by SKU and read from the catalogue when answering, so prices stay current. */
  'list-banner': Omit<Schemas['ListBanner'], '_id' | 'isActive' | 'order' | 'products'> & {
    productSkus: string[];
  };
  'content-first': Omit<Schemas['ContentFirst'], '_id'>;
  'sub-content': Omit<Schemas['ContentFirst'], '_id'>;
  'content-second': Omit<Schemas['ContentSecond'], '_id'>;
  'product-recommend': Omit<Schemas['ProductRecommend'], '_id' | 'listCard'> & { productSkus: string[] };
  social: Omit<Schemas['SocialPresentation'], '_id' | 'isActive' | 'order'>;
  chat: Omit<Schemas['ChatLink'], '_id' | 'order'>;
  'home-banner': Omit<Schemas['HomeBanner'], '_id'>;
  'tail-sections': Schemas['HomeTailSections'];
  /** The key is the section key (gamer, streamer …). */
  'comset-section': Omit<Schemas['ComsetSection'], 'key' | 'order'>;
  about: Schemas['About'];
  'after-sales': Schemas['AfterSales'];
  /** The key is the page's slug. */
  legal: Omit<Schemas['LegalPage'], 'slug'>;
}

export type SectionName = keyof SectionPayloads;
export type ContentPage = 'home' | 'spec' | 'comset' | 'site' | 'legal';

export interface ContentItem<S extends SectionName> {
  key: string;
  order: number;
  isActive: boolean;
  publishedAt: Date | null;
  payload: SectionPayloads[S];
}

/** The active items of a section, by `order` (news: newest first). */
export async function activeItems<S extends SectionName>(
  db: AppDatabase,
  page: ContentPage,
  section: S,
): Promise<ContentItem<S>[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      and(eq(contentItems.page, page), eq(contentItems.section, section), eq(contentItems.isActive, true)),
    )
    .orderBy(
      ...(section === 'news' ? [desc(contentItems.publishedAt)] : []),
      asc(contentItems.sortOrder),
      asc(contentItems.key),
    );
  return rows.map((row) => ({
    key: row.key,
    order: row.sortOrder,
    isActive: row.isActive,
    publishedAt: row.publishedAt,
    payload: row.payload as SectionPayloads[S],
  }));
}

/** The one item of a single-item section (about, home banner, a legal page …). */
export async function singleItem<S extends SectionName>(
  db: AppDatabase,
  page: ContentPage,
  section: S,
  key: string,
): Promise<SectionPayloads[S]> {
  const [row] = await db
    .select({ payload: contentItems.payload })
    .from(contentItems)
    .where(and(eq(contentItems.page, page), eq(contentItems.section, section), eq(contentItems.key, key)))
    .limit(1);
  // Seeded with the database: a missing one is a broken installation, not a bad request.
  if (!row) throw new Error(`The content ${page}/${section}/${key} is missing: run the seed.`);
  return row.payload as SectionPayloads[S];
}
