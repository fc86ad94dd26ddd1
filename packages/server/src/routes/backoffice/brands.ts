import { createBrand, deleteBrand, listBrands, updateBrand } from '../../catalogue-editing/brand-editing.ts';
import { created, ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
import type { HandlerContext } from '../context.ts';

type BrandHandlers = Pick<
  BackofficeOperationHandlers,
  'listBrands' | 'createBrand' | 'updateBrand' | 'deleteBrand'
>;

/** The back office's brands: list with product counts, create, rename or recolour, delete unused. */
export function createBrandHandlers({ database }: HandlerContext): BrandHandlers {
  const { db } = database;
  return {
    listBrands: async () => ok(await listBrands(db)),
    createBrand: async (request, reply) =>
      created(reply, await createBrand(db, staffActorOf(request), request.body)),
    updateBrand: async (request) =>
      ok(await updateBrand(db, staffActorOf(request), request.params.brandKey, request.body)),
    deleteBrand: async (request) => {
      await deleteBrand(db, staffActorOf(request), request.params.brandKey);
      return ok(null);
    },
  };
}
