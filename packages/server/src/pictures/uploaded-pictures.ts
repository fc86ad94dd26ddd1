import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { contentItems, products, promotions, uploadedPictures } from '../db/schema/index.ts';
import type { PictureStore } from './picture-store.ts';
import type { PreparedPicture } from './prepare-picture.ts';

/**
 * How long a picture nothing shows any more is still served (pages and carts cached before the
 * change still name it); the prune job removes its file after that.
 */
export const RELEASED_PICTURES_KEPT_DAYS = 30;

const UPLOADED_PATH = /^\/images\/uploads\/([0-9a-f]{32})\.webp$/;
const UPLOADED_PATHS = /\/images\/uploads\/([0-9a-f]{32})\.webp/g;
/** Any path under /images/uploads/ in a text, well-formed or not. */
const UPLOAD_REFERENCES = /\/images\/uploads\/[^\s"'\\?#]*/g;

/** A picture's file name in the store, and the storefront's path to it. */
export const pictureFileName = (id: string) => `${id}.webp`;
export const uploadedPicturePath = (id: string) => `/images/uploads/${pictureFileName(id)}`;

/** The ids of the uploaded pictures among a product's images, in their order. */
export function uploadedPictureIds(images: string[]): string[] {
  return images.flatMap((path) => UPLOADED_PATH.exec(path)?.[1] ?? []);
}

/** The ids of the uploaded pictures named anywhere in a value (a content item's payload, a promotion). */
export function uploadedPictureIdsIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...new Set(Array.from(text.matchAll(UPLOADED_PATHS), (match) => match[1] as string))];
}

/**
 * The paths under /images/uploads/ that a value (a promotion's picture, a content item's payload)
 * names and the shop has no picture at: mistyped, or pruned. The rows of those it has stay locked
 * (shared) to the end of the transaction, so a prune running meanwhile leaves them for its next
 * round, when the saved value shows them.
 */
export async function missingUploadedPictures(tx: AppDatabase, value: unknown): Promise<string[]> {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const paths = [...new Set(text.match(UPLOAD_REFERENCES) ?? [])];
  const ids = paths.flatMap((path) => UPLOADED_PATH.exec(path)?.[1] ?? []);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: uploadedPictures.id })
          .from(uploadedPictures)
          .where(inArray(uploadedPictures.id, ids))
          .for('share');
  const stored = new Set(rows.map((row) => uploadedPicturePath(row.id)));
  return paths.filter((path) => !stored.has(path));
}

export interface UploadedPicture {
  id: string;
  path: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Whether a product, a content item or a promotion shows the picture. Content payloads are
 * searched as text, so a picture named in any of their fields counts.
 */
export const pictureInUse = (id: string) => {
  const path = uploadedPicturePath(id);
  return sql`(exists (select 1 from ${products} where ${products.images} @> ${JSON.stringify([path])}::jsonb)
    or exists (select 1 from ${contentItems} where strpos(${contentItems.payload}::text, ${path}) > 0)
    or exists (select 1 from ${promotions} where ${promotions.image} = ${path}))`;
};

/**
 * Runs `work` in one transaction with `save`, which stores the prepared picture: its row, then its
 * file. A new row is `inUse` (a product shows it at once) or released now (an upload nothing shows
 * yet, pruned after the days of grace unless something shows it by then); `save` answers whether it
 * made the row. When the transaction does not commit, a file `save` stored for a row it made is
 * removed (a file another row already had stays).
 */
export async function withPictureSaved<T>(
  db: AppDatabase,
  store: PictureStore,
  picture: PreparedPicture,
  work: (tx: AppDatabase, save: (inUse: boolean) => Promise<boolean>) => Promise<T>,
): Promise<T> {
  let storedNew = false;
  const save = async (tx: AppDatabase, inUse: boolean): Promise<boolean> => {
    // The row is written (and locked) before the file, so a prune of the same file waits for this.
    const [row] = await tx
      .insert(uploadedPictures)
      .values({
        id: picture.id,
        width: picture.width,
        height: picture.height,
        bytes: picture.webp.length,
        releasedAt: inUse ? null : sql`now()`,
      })
      .onConflictDoUpdate({
        target: uploadedPictures.id,
        // In use now; or, released already, its days of grace start again.
        set: {
          releasedAt: inUse
            ? null
            : sql`case when ${uploadedPictures.releasedAt} is null then null else now() end`,
        },
      })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    storedNew = row?.inserted === true;
    await store.put(pictureFileName(picture.id), picture.webp);
    return storedNew;
  };
  try {
    return await db.transaction((tx) => work(tx, (inUse) => save(tx, inUse)));
  } catch (error) {
    if (storedNew) await store.remove(pictureFileName(picture.id)).catch(() => undefined);
    throw error;
  }
}

/** Marks as released those of the pictures that nothing shows any more; the prune job removes them later. */
export async function releaseUnusedPictures(tx: AppDatabase, ids: string[]): Promise<void> {
  for (const id of ids) {
    await tx
      .update(uploadedPictures)
      .set({ releasedAt: sql`now()` })
      .where(
        and(eq(uploadedPictures.id, id), isNull(uploadedPictures.releasedAt), sql`not ${pictureInUse(id)}`),
      );
  }
}

/**
 * Removes the files of pictures nothing (no product, content item or promotion) has shown for
 * `keptDays`, and their rows; a picture shown again meanwhile is kept. Safe on every instance at
 * once. Answers how many went.
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
    .where(and(isNotNull(uploadedPictures.releasedAt), lt(uploadedPictures.releasedAt, due)))
    .limit(500);
  let pruned = 0;
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: uploadedPictures.id, inUse: sql<boolean>`${pictureInUse(id)}` })
        .from(uploadedPictures)
        .where(and(eq(uploadedPictures.id, id), lt(uploadedPictures.releasedAt, due)))
        .for('update', { skipLocked: true });
      if (!row) return;
      if (row.inUse) {
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
