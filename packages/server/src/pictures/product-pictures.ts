import { eq, inArray } from 'drizzle-orm';
import type { Sku } from '../catalogue/sku.ts';
import type { AppDatabase } from '../db/open.ts';
import { products, uploadedPictures } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { drawnProductImages } from '../images/product-images.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import type { PictureStore } from './picture-store.ts';
import { preparePicture } from './prepare-picture.ts';
import {
  releaseUnusedPictures,
  type UploadedPicture,
  uploadedPictureIds,
  uploadedPicturePath,
  withPictureSaved,
} from './uploaded-pictures.ts';

/** The most uploaded pictures one product may show. */
export const MAX_PICTURES_PER_PRODUCT = 12;
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
  return withPictureSaved(db, store, picture, async (tx, save) => {
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
    await save(true);
    return {
      added: true,
      pictures: await saveImages(tx, actor, 'product.pictures.add', product, [...ids, picture.id]),
    };
  });
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
 * RELEASED_PICTURES_KEPT_DAYS once nothing shows it, then the prune job removes it.
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
    await releaseUnusedPictures(tx, [pictureId]);
    return answer;
  });
}
