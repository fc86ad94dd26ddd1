import type { ContentPage, SectionName, SectionPayloads } from '../../content/sections.ts';
import type { contentItems } from '../../db/schema/index.ts';

export type ContentRow = typeof contentItems.$inferInsert;

/** An item as written in the seed: its payload with the fields that become columns. */
export type SeedItem<S extends SectionName> = SectionPayloads[S] & {
  key: string;
  /** Defaults to the item's position in the list, from 1. */
  order?: number;
  /** Defaults to true. */
  isActive?: boolean;
  /** News: ISO date-time. */
  publishedAt?: string;
};

/** The rows of one page section, in the order written. */
export function section<S extends SectionName>(
  page: ContentPage,
  name: S,
  items: SeedItem<S>[],
): ContentRow[] {
  return items.map(({ key, order, isActive = true, publishedAt, ...payload }, index) => ({
    page,
    section: name,
    key,
    sortOrder: order ?? index + 1,
    isActive,
    publishedAt: publishedAt === undefined ? null : new Date(publishedAt),
    payload,
  }));
}
