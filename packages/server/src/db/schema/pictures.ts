import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pictures uploaded in the back office, re-encoded to WebP and kept in the picture store under
 * `{id}.webp`, where `id` is taken from the file's own SHA-256: the same bytes are one file.
 */
export const uploadedPictures = pgTable('uploaded_pictures', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last product showing it let it go; the file is pruned a while later (null: in use). */
  releasedAt: timestamp('released_at', { withTimezone: true }),
});
