import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Sku } from '../catalogue/sku.ts';
import type { AppDatabase } from '../db/open.ts';
import { products, uploadedPictures } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { drawnProductImages } from '../images/product-images.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import type { PictureStore } from './picture-store.ts';
import { preparePicture } from './prepare-picture.ts';

/** The most uploaded pictures one product may show. */
export const MAX_PICTURES_PER_PRODUCT = 12;
/**
 * How long a picture no product shows any more is still served (pages and carts cached before the
 * change still name it); the prune job removes its file after that.
 */
export const RELEASED_PICTURES_KEPT_DAYS = 30;

const UPLOADED_PATH = /^\/images\/uploads\/([0-9a-f]{32})\.webp$/;

/** A picture's file name in the store, and the storefront's path to it. */
export const pictureFileName = (id: string) => `${id}.webp`;
export const uploadedPicturePath = (id: string) => `/images/uploads/${pictureFileName(id)}`;

/** The ids of the uploaded pictures among a product's images, in their order. */
export function uploadedPictureIds(images: string[]): string[] {
  return images.flatMap((path) => UPLOADED_PATH.exec(path)?.[1] ?? []);
}

export interface UploadedPicture {
  id: string;
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ProductPictures {
  sku: string;
  /** The uploaded pictures, in the order the storefront shows them. */
  pictures: UploadedPicture[];
  /** What the storefront shows: the uploaded pictures, or the drawn ones while there are none. */
  shown: string[];
}

type Reader = Pick<AppDatabase, 'select'>;

async function picturesOf(db: Reader, sku: string, images: string[]): Promise<ProductPictures> {
  const ids = uploadedPictureIds(images);
  const rows = ids.length
    ? await db.select().from(uploadedPictures).where(inArray(uploadedPictures.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pictures = ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ id, path: uploadedPicturePath(id), width: row.width, height: row.height, bytes: row.bytes }]
      : [];
  });
  return { sku, pictures, shown: images };
}

async function productImages(
  db: Reader,
  sku: Sku,
  lock: boolean,
): Promise<{ sku: string; images: string[] }> {
  const query = db
    .select({ sku: products.sku, images: products.images })
    .from(products)
    .where(eq(products.sku, sku));
  const [product] = lock ? await query.for('update') : await query;
  if (!product) throw new DomainError('notFound', 'PRODUCT_NOT_FOUND', `Product not found: ${sku}`, { sku });
  return product;
}

/** The product's pictures as the back office lists them. */
export async function productPictures(db: AppDatabase, sku: Sku): Promise<ProductPictures> {
  const product = await productImages(db, sku, false);
  return picturesOf(db, product.sku, product.images);
}

async function saveImages(
  tx: AppDatabase,
  actor: Actor,
  action: string,
  product: { sku: string; images: string[] },
  pictureIds: string[],
): Promise<ProductPictures> {
  const images = pictureIds.length ? pictureIds.map(uploadedPicturePath) : drawnProductImages(product.sku);
  // Changing the images raises the catalogue version (a trigger): every instance shows them at its next read.
  await tx.update(products).set({ images }).where(eq(products.sku, product.sku));
  await recordAudit(tx, actor, {
    action,
    targetType: 'product',
    targetId: product.sku,
    before: { images: product.images },
    after: { images },
  });
  return picturesOf(tx, product.sku, images);
}

/**
 * Checks and re-encodes an upload, stores it and adds it as the product's last picture. The same
 * picture twice (a double click) is added once: `added` says whether this call added it.
 */
export async function addProductPicture(
  db: AppDatabase,
  store: PictureStore,
  actor: Actor,
  sku: Sku,
  upload: Buffer,
): Promise<{ added: boolean; pictures: ProductPictures }> {
  const picture = await preparePicture(upload);
  // A file this call stored for a row it made goes again when the change does not commit.
  let storedNew = false;
  try {
    return await db.transaction(async (tx) => {
      const product = await productImages(tx, sku, true);
      const ids = uploadedPictureIds(product.images);
      if (ids.includes(picture.id))
        return { added: false, pictures: await picturesOf(tx, product.sku, product.images) };
      if (ids.length >= MAX_PICTURES_PER_PRODUCT) {
        throw new DomainError(
          'conflict',
          'PICTURE_LIMIT_REACHED',
          `A product may have at most ${MAX_PICTURES_PER_PRODUCT} pictures`,
          { limit: MAX_PICTURES_PER_PRODUCT },
        );
      }
      // The row is written (and locked) before the file, so a prune of the same file waits for this.
      const [row] = await tx
        .insert(uploadedPictures)
        .values({ id: picture.id, width: picture.width, height: picture.height, bytes: picture.webp.length })
        .onConflictDoUpdate({ target: uploadedPictures.id, set: { releasedAt: null } })
        // xmax is 0 on a row this statement inserted, not on one it updated.
        .returning({ inserted: sql<boolean>`xmax = 0` });
      storedNew = row?.inserted === true;
      await store.put(pictureFileName(picture.id), picture.webp);
      return {
        added: true,
        pictures: await saveImages(tx, actor, 'product.pictures.add', product, [...ids, picture.id]),
      };
    });
  } catch (error) {
    if (storedNew) await store.remove(pictureFileName(picture.id)).catch(() => undefined);
    throw error;
  }
}

/**
 * Puts the product's pictures in the order given, which must name each of them once: a list made
 * before someone else added or removed one is refused (409 `PICTURES_CHANGED`).
 */
export async function reorderProductPictures(
  db: AppDatabase,
  actor: Actor,
  sku: Sku,
  order: string[],
): Promise<ProductPictures> {
  return db.transaction(async (tx) => {
    const product = await productImages(tx, sku, true);
    const ids = uploadedPictureIds(product.images);
    const sameSet =
      order.length === ids.length &&
      new Set(order).size === order.length &&
      order.every((id) => ids.includes(id));
    if (!sameSet) {
      throw new DomainError(
        'conflict',
        'PICTURES_CHANGED',
        "The product's pictures have changed since they were shown; reload them and try again",
      );
    }
    if (order.every((id, index) => ids[index] === id)) return picturesOf(tx, product.sku, product.images);
    return saveImages(tx, actor, 'product.pictures.reorder', product, order);
  });
}

/**
 * Takes a picture off the product (removing one it does not show answers the list as it is). The
 * last one gone, the drawn pictures stand in again. The file stays served for
 * RELEASED_PICTURES_KEPT_DAYS once no product shows it, then the prune job removes it.
 */
export async function removeProductPicture(
  db: AppDatabase,
  actor: Actor,
  sku: Sku,
  pictureId: string,
): Promise<ProductPictures> {
  return db.transaction(async (tx) => {
    const product = await productImages(tx, sku, true);
    const ids = uploadedPictureIds(product.images);
    if (!ids.includes(pictureId)) return picturesOf(tx, product.sku, product.images);
    const answer = await saveImages(
      tx,
      actor,
      'product.pictures.remove',
      product,
      ids.filter((id) => id !== pictureId),
    );
    await tx
      .update(uploadedPictures)
      .set({ releasedAt: sql`now()` })
      .where(and(eq(uploadedPictures.id, pictureId), sql`not ${shownByAnyProduct(pictureId)}`));
    return answer;
  });
}

const showsPicture = (id: string) =>
  sql`${products.images} @> ${JSON.stringify([uploadedPicturePath(id)])}::jsonb`;
const shownByAnyProduct = (id: string) => sql`exists (select 1 from ${products} where ${showsPicture(id)})`;

/**
 * Removes the files of pictures no product has shown for `keptDays` (and their rows); a picture
 * shown again meanwhile is kept. Safe on every instance at once. Answers how many went.
 */
export async function pruneReleasedPictures(
  db: AppDatabase,
  store: PictureStore,
  keptDays = RELEASED_PICTURES_KEPT_DAYS,
): Promise<number> {
  const due = sql`now() - make_interval(days => ${keptDays})`;
  const candidates = await db
    .select({ id: uploadedPictures.id })
    .from(uploadedPictures)
    .where(lt(uploadedPictures.releasedAt, due))
    .limit(500);
  let pruned = 0;
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: uploadedPictures.id })
        .from(uploadedPictures)
        .where(and(eq(uploadedPictures.id, id), lt(uploadedPictures.releasedAt, due)))
        .for('update', { skipLocked: true });
      if (!row) return;
      const [shown] = await tx.select({ sku: products.sku }).from(products).where(showsPicture(id)).limit(1);
      if (shown) {
        await tx.update(uploadedPictures).set({ releasedAt: null }).where(eq(uploadedPictures.id, id));
        return;
      }
      await store.remove(pictureFileName(id));
      await tx.delete(uploadedPictures).where(eq(uploadedPictures.id, id));
      pruned++;
    });
  }
  return pruned;
}
