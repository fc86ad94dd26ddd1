import { parseSku } from '../../catalogue/sku.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffSessionOf } from '../../http/staff-auth.ts';
import { uploadContentPicture } from '../../pictures/content-pictures.ts';
import type { PictureStore } from '../../pictures/picture-store.ts';
import {
  addProductPicture,
  productPictures,
  removeProductPicture,
  reorderProductPictures,
} from '../../pictures/product-pictures.ts';
import type { HandlerContext } from '../context.ts';

type PictureHandlers = Pick<
  BackofficeOperationHandlers,
  | 'listProductPictures'
  | 'addProductPicture'
  | 'reorderProductPictures'
  | 'removeProductPicture'
  | 'uploadContentPicture'
>;

/**
 * Products' uploaded pictures: listed, added (the body is the file), reordered and removed; and
 * pictures uploaded for the storefront's content.
 */
export function createPictureHandlers({ database }: HandlerContext, store: PictureStore): PictureHandlers {
  const { db } = database;
  const actorOf = (request: Parameters<typeof staffSessionOf>[0]) => {
    const { staff } = staffSessionOf(request);
    return { id: staff.id, email: staff.email };
  };
  return {
    listProductPictures: async (request) => ok(await productPictures(db, parseSku(request.params.sku))),
    addProductPicture: async (request, reply) => {
      // The body parser gives the file's bytes as they came.
      const upload = request.body as unknown as Buffer;
      const { added, pictures } = await addProductPicture(
        db,
        store,
        actorOf(request),
        parseSku(request.params.sku),
        upload,
      );
      reply.code(added ? 201 : 200);
      return ok(pictures);
    },
    reorderProductPictures: async (request) =>
      ok(await reorderProductPictures(db, actorOf(request), parseSku(request.params.sku), request.body.ids)),
    removeProductPicture: async (request) =>
      ok(
        await removeProductPicture(
          db,
          actorOf(request),
          parseSku(request.params.sku),
          request.params.pictureId,
        ),
      ),
    uploadContentPicture: async (request, reply) => {
      const upload = request.body as unknown as Buffer;
      const { stored, picture } = await uploadContentPicture(db, store, actorOf(request), upload);
      reply.code(stored ? 201 : 200);
      return ok(picture);
    },
  };
}
