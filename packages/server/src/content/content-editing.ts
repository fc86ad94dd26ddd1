import type { components } from '@probuild/api-client/backoffice/schema';
import { and, asc, eq, max } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { contentItems } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import {
  missingUploadedPictures,
  releaseUnusedPictures,
  uploadedPictureIdsIn,
} from '../pictures/uploaded-pictures.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { namesEachOnce } from './new-order.ts';
import type { ContentPage, SectionName } from './sections.ts';
import { checkedAgainstStorefront, textsMissingALanguage } from './storefront-shapes.ts';

type Schemas = components['schemas'];
export type ContentSectionId = Schemas['ContentSectionId'];
type ContentItem = Schemas['ContentItem'];
type ContentSection = Schemas['ContentSection'];
type Row = typeof contentItems.$inferSelect;

interface EditableSection {
  page: ContentPage;
  section: SectionName;
  /** The storefront schema of one item as answered. */
  schema: string;
  /** The item as the storefront answers it, from its key, order, visibility and payload. */
  answer: (item: {
    key: string;
    order: number;
    isActive: boolean;
    payload: object;
  }) => Record<string, unknown>;
  /** The fields of the answer that are columns, not payload. */
  columns: string[];
  singleItem: boolean;
}

const listed = (item: { key: string; order: number; isActive: boolean; payload: object }) => ({
  ...item.payload,
  _id: item.key,
  isActive: item.isActive,
  order: item.order,
});

/** The storefront sections staff edit, each with the storefront schema its items must match. */
export const EDITABLE_SECTIONS: Record<ContentSectionId, EditableSection> = {
  'promotion-strip': {
    page: 'home',
    section: 'top-banner',
    schema: 'TopBanner',
    answer: listed,
    columns: ['_id', 'isActive', 'order'],
    singleItem: false,
  },
  'home-hero': {
    page: 'home',
    section: 'main-picture',
    schema: 'MainPicture',
    answer: listed,
    columns: ['_id', 'isActive', 'order'],
    singleItem: false,
  },
  'comset-hero': {
    page: 'comset',
    section: 'main-picture',
    schema: 'MainPicture',
    answer: listed,
    columns: ['_id', 'isActive', 'order'],
    singleItem: false,
  },
  'comset-sections': {
    page: 'comset',
    section: 'comset-section',
    schema: 'ComsetSection',
    answer: (item) => ({ ...item.payload, key: item.key, order: item.order }),
    columns: ['key', 'order'],
    singleItem: false,
  },
  about: {
    page: 'site',
    section: 'about',
    schema: 'About',
    answer: (item) => ({ ...item.payload }),
    columns: [],
    singleItem: true,
  },
};

const itemView = (row: Row): ContentItem => ({
  key: row.key,
  order: row.sortOrder,
  isActive: row.isActive,
  payload: row.payload,
});

const whereSection = ({ page, section }: EditableSection) =>
  and(eq(contentItems.page, page), eq(contentItems.section, section));

const whereItem = (editable: EditableSection, key: string) =>
  and(whereSection(editable), eq(contentItems.key, key));

/** A section's items, active or not, by order. */
export async function contentSection(db: AppDatabase, id: ContentSectionId): Promise<ContentSection> {
  const editable = EDITABLE_SECTIONS[id];
  const rows = await db
    .select()
    .from(contentItems)
    .where(whereSection(editable))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.key));
  return { id, payloadSchema: editable.schema, singleItem: editable.singleItem, items: rows.map(itemView) };
}

/**
 * The payload as stored: checked as the storefront item it becomes, without the column fields, and
 * every uploaded picture it names stored.
 */
async function checkedPayload(
  tx: AppDatabase,
  editable: EditableSection,
  item: { key: string; order: number; isActive: boolean; payload: object },
): Promise<Record<string, unknown>> {
  const missing = textsMissingALanguage(item.payload, '/body/payload');
  if (missing.length > 0) {
    throw new DomainError(
      'invalid',
      'VALIDATION_FAILED',
      missing.map(({ path, message }) => `${path} ${message}`).join('; '),
      { issues: missing },
    );
  }
  const checked = checkedAgainstStorefront(editable.schema, editable.answer(item), '/body/payload');
  for (const column of editable.columns) delete checked[column];
  const missingPictures = await missingUploadedPictures(tx, checked);
  if (missingPictures.length > 0) {
    throw new DomainError(
      'unprocessable',
      'PICTURE_NOT_UPLOADED',
      `No uploaded picture at ${missingPictures.join(', ')}`,
      {
        issues: missingPictures.map((path) => ({
          path: '/body/payload',
          message: `no uploaded picture at ${path}`,
          code: 'unknown_picture',
        })),
      },
    );
  }
  return checked;
}

const notFound = (id: ContentSectionId, key: string) =>
  new DomainError('notFound', 'CONTENT_NOT_FOUND', `The section ${id} has no item ${key}.`);

const singleItemRefusal = (id: ContentSectionId) =>
  new DomainError('conflict', 'CONTENT_SINGLE_ITEM', `The section ${id} has exactly one item: edit it.`);

/** Adds an item at the end of a section. */
export async function createContentItem(
  db: AppDatabase,
  actor: Actor,
  id: ContentSectionId,
  input: { key: string; isActive: boolean; payload: object },
): Promise<ContentItem> {
  const editable = EDITABLE_SECTIONS[id];
  if (editable.singleItem) throw singleItemRefusal(id);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(contentItems.sortOrder) })
      .from(contentItems)
      .where(whereSection(editable));
    const order = (last?.order ?? 0) + 1;
    const payload = await checkedPayload(tx, editable, { ...input, order });
    const [row] = await tx
      .insert(contentItems)
      .values({
        page: editable.page,
        section: editable.section,
        key: input.key,
        sortOrder: order,
        isActive: input.isActive,
        payload,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new DomainError(
        'conflict',
        'CONTENT_KEY_EXISTS',
        `The section ${id} has an item ${input.key} already.`,
      );
    }
    const created = itemView(row);
    await recordAudit(tx, actor, {
      action: 'content.create',
      targetType: 'content',
      targetId: `${id}/${input.key}`,
      before: null,
      after: created,
    });
    return created;
  });
}

/** Replaces an item's payload and whether it shows. */
export async function updateContentItem(
  db: AppDatabase,
  actor: Actor,
  id: ContentSectionId,
  key: string,
  input: { isActive: boolean; payload: object },
): Promise<ContentItem> {
  const editable = EDITABLE_SECTIONS[id];
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentItems).where(whereItem(editable, key)).for('update');
    if (!before) throw notFound(id, key);
    const payload = await checkedPayload(tx, editable, { key, order: before.sortOrder, ...input });
    const [row] = await tx
      .update(contentItems)
      .set({ isActive: input.isActive, payload })
      .where(whereItem(editable, key))
      .returning();
    const saved = itemView(row as Row);
    // Pictures the item no longer shows start their days of grace (unless something else shows them).
    await releaseUnusedPictures(tx, uploadedPictureIdsIn(before.payload));
    await recordAudit(tx, actor, {
      action: 'content.update',
      targetType: 'content',
      targetId: `${id}/${key}`,
      before: itemView(before),
      after: saved,
    });
    return saved;
  });
}

/** Removes an item; the others keep their order. */
export async function deleteContentItem(
  db: AppDatabase,
  actor: Actor,
  id: ContentSectionId,
  key: string,
): Promise<void> {
  const editable = EDITABLE_SECTIONS[id];
  if (editable.singleItem) throw singleItemRefusal(id);
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(contentItems).where(whereItem(editable, key)).returning();
    if (!removed) throw notFound(id, key);
    await releaseUnusedPictures(tx, uploadedPictureIdsIn(removed.payload));
    await recordAudit(tx, actor, {
      action: 'content.delete',
      targetType: 'content',
      targetId: `${id}/${key}`,
      before: itemView(removed),
      after: null,
    });
  });
}

/** Puts a section's items in the order given: every key of the section, once. */
export async function reorderContentSection(
  db: AppDatabase,
  actor: Actor,
  id: ContentSectionId,
  keys: string[],
): Promise<ContentSection> {
  const editable = EDITABLE_SECTIONS[id];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ key: contentItems.key, order: contentItems.sortOrder })
      .from(contentItems)
      .where(whereSection(editable))
      .orderBy(asc(contentItems.sortOrder), asc(contentItems.key))
      .for('update');
    const present = rows.map((row) => row.key);
    if (!namesEachOnce(keys, present)) {
      throw new DomainError(
        'unprocessable',
        'CONTENT_ORDER_MISMATCH',
        `The order must list each item of ${id} once: ${present.join(', ')}.`,
      );
    }
    for (const [index, key] of keys.entries()) {
      const previous = rows.find((row) => row.key === key)?.order;
      if (previous !== index + 1) {
        await tx
          .update(contentItems)
          .set({ sortOrder: index + 1 })
          .where(whereItem(editable, key));
      }
    }
    await recordAudit(tx, actor, {
      action: 'content.reorder',
      targetType: 'content',
      targetId: id,
      before: present,
      after: keys,
    });
  });
  return contentSection(db, id);
}
