import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The shop's editorial content: one row per item of a page section (a hero slide, a news item, the
 * about text …). The fields the answers filter and sort on are columns; the rest of the item, with
 * its Thai and English texts, is the JSON payload (its shape per section: src/content/sections.ts).
 */
export const contentItems = pgTable(
  'content_items',
  {
    /** `home`, `spec`, `comset`, `site` (about, after-sales, chat) or `legal`. */
    page: text('page').notNull(),
    section: text('section').notNull(),
    /** The item's `_id` in answers (the slug of a legal page). */
    key: text('key').notNull(),
    sortOrder: integer('sort_order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** News only: the date shown, newest first. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.page, table.section, table.key] }),
    index('content_items_listing_idx').on(table.page, table.section, table.isActive, table.sortOrder),
  ],
);

/**
 * Every dated version of a legal page, kept for the record. The storefront shows the latest one in
 * effect; a version dated later waits, and is marked in effect on its day (which raises the
 * catalogue version, so caches change with it).
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    /** `terms`, `privacy-policy` or `privacy` (the cookie policy). */
    slug: text('slug').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The page's title and sections in Thai and English (a storefront `LegalPage` without slug and date). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    inEffect: boolean('in_effect').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff email; null for the seed. */
    publishedBy: text('published_by'),
  },
  (table) => [primaryKey({ columns: [table.slug, table.effectiveDate] })],
);
