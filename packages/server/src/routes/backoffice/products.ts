import {
  createProduct,
  setProductPublished,
  staffProduct,
  staffProductPage,
  updateProduct,
} from '../../catalogue-editing/product-editing.ts';
import { productOptions } from '../../catalogue-editing/product-options.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffSessionOf } from '../../http/staff-auth.ts';
import type { Actor } from '../../staff/audit.ts';
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
  const actorOf = (request: Parameters<typeof staffSessionOf>[0]): Actor => {
    const { staff } = staffSessionOf(request);
    return { id: staff.id, email: staff.email };
  };
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
    createProduct: async (request, reply) => {
      const created = await createProduct(db, actorOf(request), request.body);
      reply.code(201);
      return ok(created);
    },
    updateProduct: async (request) =>
      ok(await updateProduct(db, actorOf(request), request.params.sku, request.body)),
    publishProduct: async (request) =>
      ok(await setProductPublished(db, actorOf(request), request.params.sku, true)),
    unpublishProduct: async (request) =>
      ok(await setProductPublished(db, actorOf(request), request.params.sku, false)),
    getProductOptions: async () => ok(await productOptions(db)),
  };
}
