import type { AppDatabase } from '../db/open.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import type { PictureStore } from './picture-store.ts';
import { preparePicture } from './prepare-picture.ts';
import { type UploadedPicture, uploadedPicturePath, withPictureSaved } from './uploaded-pictures.ts';

/**
 * Checks and re-encodes a picture for the storefront's content (banners, promotions) like a
 * product's, and stores it. Nothing shows it until an item or a promotion names its path: until
 * then it counts as released, so one never used is pruned after the days of grace. The same
 * picture twice (a double click) is stored once: `stored` says whether this call stored it.
 */
export async function uploadContentPicture(
  db: AppDatabase,
  store: PictureStore,
  actor: Actor,
  upload: Buffer,
): Promise<{ stored: boolean; picture: UploadedPicture }> {
  const prepared = await preparePicture(upload);
  const picture = {
    id: prepared.id,
    path: uploadedPicturePath(prepared.id),
    width: prepared.width,
    height: prepared.height,
    bytes: prepared.webp.length,
  };
  const stored = await withPictureSaved(db, store, prepared, async (tx, save) => {
    const storedNew = await save(false);
    await recordAudit(tx, actor, {
      action: 'content.picture.upload',
      targetType: 'picture',
      targetId: picture.id,
      before: null,
      after: picture,
    });
    return storedNew;
  });
  return { stored, picture };
}
