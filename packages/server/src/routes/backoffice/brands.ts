import { createBrand, deleteBrand, listBrands, updateBrand } from '../../catalogue-editing/brand-editing.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffSessionOf } from '../../http/staff-auth.ts';
import type { Actor } from '../../staff/audit.ts';
import type { HandlerContext } from '../context.ts';

type BrandHandlers = Pick<
  BackofficeOperationHandlers,
  'listBrands' | 'createBrand' | 'updateBrand' | 'deleteBrand'
>;

/** The back office's brands: list with product counts, create, rename or recolour, delete unused. */
export function createBrandHandlers({ database }: HandlerContext): BrandHandlers {
  const { db } = database;
  const actorOf = (request: Parameters<typeof staffSessionOf>[0]): Actor => {
    const { staff } = staffSessionOf(request);
    return { id: staff.id, email: staff.email };
  };
  return {
    listBrands: async () => ok(await listBrands(db)),
    createBrand: async (request, reply) => {
      const created = await createBrand(db, actorOf(request), request.body);
      reply.code(201);
      return ok(created);
    },
    updateBrand: async (request) =>
      ok(await updateBrand(db, actorOf(request), request.params.brandKey, request.body)),
    deleteBrand: async (request) => {
      await deleteBrand(db, actorOf(request), request.params.brandKey);
      return ok(null);
    },
  };
}
