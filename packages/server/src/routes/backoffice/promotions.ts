import { created, ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
import {
  createPromotion,
  deletePromotion,
  listPromotions,
  reorderPromotions,
  updatePromotion,
} from '../../promotions/promotion-editing.ts';
import type { HandlerContext } from '../context.ts';

type PromotionHandlers = Pick<
  BackofficeOperationHandlers,
  'listPromotions' | 'createPromotion' | 'updatePromotion' | 'deletePromotion' | 'reorderPromotions'
>;

/** The back office's promotions: the strip on every page and the promotion list pages. */
export function createPromotionHandlers({ database }: HandlerContext): PromotionHandlers {
  const { db } = database;
  return {
    listPromotions: async () => ok(await listPromotions(db)),
    createPromotion: async (request, reply) =>
      created(reply, await createPromotion(db, staffActorOf(request), request.body)),
    updatePromotion: async (request) =>
      ok(await updatePromotion(db, staffActorOf(request), request.params.promotionKey, request.body)),
    deletePromotion: async (request) => {
      await deletePromotion(db, staffActorOf(request), request.params.promotionKey);
      return ok(null);
    },
    reorderPromotions: async (request) =>
      ok(await reorderPromotions(db, staffActorOf(request), request.body.keys)),
  };
}
