import { parseSku } from '@probuild/api-client';
import type { components } from '@probuild/api-client/backoffice/schema';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { namesEachOnce } from '../content/new-order.ts';
import type { AppDatabase } from '../db/open.ts';
import { categories, products, promotionProducts, promotions } from '../db/schema/index.ts';
import { DomainError, type DomainErrorIssue } from '../domain-error.ts';
import {
  missingUploadedPictures,
  releaseUnusedPictures,
  uploadedPictureIdsIn,
} from '../pictures/uploaded-pictures.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';

type Schemas = components['schemas'];
type StaffPromotion = Schemas['StaffPromotion'];
type PromotionFields = Schemas['PromotionFields'];
type Row = typeof promotions.$inferSelect;

/** A promotion's key, as its list page's address /promotion/{key} uses it. */
const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An in-app path with one leading slash (not `//` or `/\`), without control characters or spaces. */
const IN_APP_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;

/** An in-app path or an https address; every other scheme (javascript:, data:, http:) is refused. */
export function isSafeLink(value: string): boolean {
  if (IN_APP_PATH.test(value)) return true;
  if (!/^https:\/\//i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const promotionView = (row: Row, skus: string[]): StaffPromotion => ({
  key: row.key,
  order: row.sortOrder,
  kind: row.kind as StaffPromotion['kind'],
  title: { th: row.titleTh, en: row.titleEn },
  subTitle: { th: row.subTitleTh, en: row.subTitleEn },
  status: row.status,
  categoryKeys: row.categoryKeys,
  skus,
  image: row.image,
  link: row.link,
});

const notFound = (key: string) =>
  new DomainError('notFound', 'PROMOTION_NOT_FOUND', `There is no promotion ${key}.`);

async function skusOf(db: AppDatabase, key: string): Promise<string[]> {
  const rows = await db
    .select({ sku: promotionProducts.sku })
    .from(promotionProducts)
    .where(eq(promotionProducts.promotionKey, key))
    .orderBy(asc(promotionProducts.sortOrder));
  return rows.map((row) => row.sku);
}

/** The columns and product list as stored; every field at fault is named in one refusal. */
async function checkedFields(db: AppDatabase, fields: PromotionFields, key?: string) {
  const issues: DomainErrorIssue[] = [];
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    issues.push({ path: '/body/key', message: 'must be lower-case letters, digits and single dashes' });
  }
  const titleTh = fields.title.th.trim();
  if (titleTh === '') issues.push({ path: '/body/title/th', message: 'is required', code: 'required' });

  // Only level-2 categories: a promotion is about a category, not a group or a subcategory.
  const categoryKeys = [...new Set(fields.categoryKeys.map((category) => category.trim()))];
  const knownCategories = new Set(
    categoryKeys.length === 0
      ? []
      : (
          await db
            .select({ key: categories.key })
            .from(categories)
            .where(and(inArray(categories.key, categoryKeys), eq(categories.level, 2)))
        ).map((row) => row.key),
  );
  for (const [index, category] of categoryKeys.entries()) {
    if (!knownCategories.has(category)) {
      issues.push({
        path: `/body/categoryKeys/${index}`,
        message: `${category} is not a category`,
        code: 'unknown_category',
      });
    }
  }

  const skus = [...new Set(fields.skus.map(parseSku).filter((sku) => sku !== ''))];
  const knownSkus = new Set(
    skus.length === 0
      ? []
      : (await db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus))).map(
          (row) => row.sku,
        ),
  );
  for (const [index, sku] of skus.entries()) {
    if (!knownSkus.has(sku)) {
      issues.push({ path: `/body/skus/${index}`, message: `no product ${sku}`, code: 'unknown_product' });
    }
  }

  const image = fields.image?.trim() || null;
  if (image !== null && !isSafeLink(image)) {
    issues.push({
      path: '/body/image',
      message: 'must be an in-app path starting with / or an https address',
    });
  } else if (image !== null && (await missingUploadedPictures(db, image)).length > 0) {
    issues.push({ path: '/body/image', message: `no uploaded picture at ${image}`, code: 'unknown_picture' });
  }
  const link = fields.link?.trim() || null;
  if (link !== null && !isSafeLink(link)) {
    issues.push({
      path: '/body/link',
      message: 'must be an in-app path starting with / or an https address',
    });
  }

  if (issues.length > 0) {
    throw new DomainError(
      'unprocessable',
      'PROMOTION_INVALID',
      issues.map(({ path, message }) => `${path} ${message}`).join('; '),
      { issues },
    );
  }
  return {
    columns: {
      kind: fields.kind,
      titleTh,
      titleEn: fields.title.en.trim(),
      subTitleTh: fields.subTitle.th.trim(),
      subTitleEn: fields.subTitle.en.trim(),
      status: fields.status,
      categoryKeys,
      image,
      link,
    },
    skus,
  };
}

async function replaceProducts(db: AppDatabase, key: string, skus: string[]): Promise<void> {
  await db.delete(promotionProducts).where(eq(promotionProducts.promotionKey, key));
  if (skus.length === 0) return;
  await db
    .insert(promotionProducts)
    .values(skus.map((sku, index) => ({ promotionKey: key, sku, sortOrder: index + 1 })));
}

/** Every promotion, active or not, by order, with its products in display order. */
export async function listPromotions(db: AppDatabase): Promise<StaffPromotion[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.sortOrder), asc(promotions.key));
  const listed = await db
    .select({ key: promotionProducts.promotionKey, sku: promotionProducts.sku })
    .from(promotionProducts)
    .orderBy(asc(promotionProducts.promotionKey), asc(promotionProducts.sortOrder));
  return rows.map((row) =>
    promotionView(
      row,
      listed.filter((item) => item.key === row.key).map((item) => item.sku),
    ),
  );
}

/** Adds a promotion at the end of the strip. */
export async function createPromotion(
  db: AppDatabase,
  actor: Actor,
  input: PromotionFields & { key: string },
): Promise<StaffPromotion> {
  const key = input.key.trim();
  return db.transaction(async (tx) => {
    const { columns, skus } = await checkedFields(tx, input, key);
    const [last] = await tx.select({ order: max(promotions.sortOrder) }).from(promotions);
    const [row] = await tx
      .insert(promotions)
      .values({ key, sortOrder: (last?.order ?? 0) + 1, ...columns })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new DomainError('conflict', 'PROMOTION_KEY_EXISTS', `The promotion key ${key} exists already.`, {
        issues: [{ path: '/body/key', message: 'is taken' }],
      });
    }
    await replaceProducts(tx, key, skus);
    const created = promotionView(row, skus);
    await recordAudit(tx, actor, {
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: key,
      before: null,
      after: created,
    });
    return created;
  });
}

/** Replaces a promotion's fields and product list; its key and order stay. */
export async function updatePromotion(
  db: AppDatabase,
  actor: Actor,
  key: string,
  fields: PromotionFields,
): Promise<StaffPromotion> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.key, key)).for('update');
    if (!before) throw notFound(key);
    const { columns, skus } = await checkedFields(tx, fields);
    const beforeView = promotionView(before, await skusOf(tx, key));
    const [row] = await tx.update(promotions).set(columns).where(eq(promotions.key, key)).returning();
    if (beforeView.skus.join('\n') !== skus.join('\n')) await replaceProducts(tx, key, skus);
    const saved = promotionView(row as Row, skus);
    // A picture the promotion no longer shows starts its days of grace (unless something else shows it).
    await releaseUnusedPictures(tx, uploadedPictureIdsIn(before.image));
    await recordAudit(tx, actor, {
      action: 'promotion.update',
      targetType: 'promotion',
      targetId: key,
      before: beforeView,
      after: saved,
    });
    return saved;
  });
}

/** Deletes a promotion with its product list; the others keep their order. */
export async function deletePromotion(db: AppDatabase, actor: Actor, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.key, key)).for('update');
    if (!before) throw notFound(key);
    const beforeView = promotionView(before, await skusOf(tx, key));
    await tx.delete(promotions).where(eq(promotions.key, key));
    await releaseUnusedPictures(tx, uploadedPictureIdsIn(before.image));
    await recordAudit(tx, actor, {
      action: 'promotion.delete',
      targetType: 'promotion',
      targetId: key,
      before: beforeView,
      after: null,
    });
  });
}

/** Puts the promotions in the order given: every key once. */
export async function reorderPromotions(
  db: AppDatabase,
  actor: Actor,
  keys: string[],
): Promise<StaffPromotion[]> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ key: promotions.key, order: promotions.sortOrder })
      .from(promotions)
      .orderBy(asc(promotions.sortOrder), asc(promotions.key))
      .for('update');
    const present = rows.map((row) => row.key);
    if (!namesEachOnce(keys, present)) {
      throw new DomainError(
        'unprocessable',
        'PROMOTION_ORDER_MISMATCH',
        `The order must list each promotion once: ${present.join(', ')}.`,
      );
    }
    for (const [index, key] of keys.entries()) {
      if (rows.find((row) => row.key === key)?.order !== index + 1) {
        await tx
          .update(promotions)
          .set({ sortOrder: index + 1 })
          .where(eq(promotions.key, key));
      }
    }
    await recordAudit(tx, actor, {
      action: 'promotion.reorder',
      targetType: 'promotion',
      targetId: 'order',
      before: present,
      after: keys,
    });
  });
  return listPromotions(db);
}
