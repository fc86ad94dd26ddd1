import {
  createProduct,
  setProductPublished,
  staffProduct,
  staffProductPage,
  updateProduct,
} from '../../catalogue-editing/product-editing.ts';
import { productOptions } from '../../catalogue-editing/product-options.ts';
import { created, ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
import type { HandlerContext } from '../context.ts';

type ProductHandlers = Pick<
  BackofficeOperationHandlers,
  | 'listStaffProducts'
  | 'getStaffProduct'
  | 'createProduct'
  | 'updateProduct'
  | 'publishProduct'
  | 'unpublishProduct'
  | 'getProductOptions'
>;

/** The back office's product editing: list, read, create, change, publish and unpublish. */
export function createProductHandlers({ database }: HandlerContext): ProductHandlers {
  const { db } = database;
  return {
    listStaffProducts: async (request) =>
      ok(
        await staffProductPage(db, {
          ...request.query,
          page: request.query.page ?? 1,
          pageSize: request.query.pageSize ?? 25,
        }),
      ),
    getStaffProduct: async (request) => ok(await staffProduct(db, request.params.sku)),
    createProduct: async (request, reply) =>
      created(reply, await createProduct(db, staffActorOf(request), request.body)),
    updateProduct: async (request) =>
      ok(await updateProduct(db, staffActorOf(request), request.params.sku, request.body)),
    publishProduct: async (request) =>
      ok(await setProductPublished(db, staffActorOf(request), request.params.sku, true)),
    unpublishProduct: async (request) =>
      ok(await setProductPublished(db, staffActorOf(request), request.params.sku, false)),
    getProductOptions: async () => ok(await productOptions(db)),
  };
}
