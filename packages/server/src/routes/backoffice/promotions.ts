import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffSessionOf } from '../../http/staff-auth.ts';
import {
  createPromotion,
  deletePromotion,
  listPromotions,
  reorderPromotions,
  updatePromotion,
} from '../../promotions/promotion-editing.ts';
import type { Actor } from '../../staff/audit.ts';
import type { HandlerContext } from '../context.ts';

type PromotionHandlers = Pick<
  BackofficeOperationHandlers,
  'listPromotions' | 'createPromotion' | 'updatePromotion' | 'deletePromotion' | 'reorderPromotions'
>;

/** The back office's promotions: the strip on every page and the promotion list pages. */
export function createPromotionHandlers({ database }: HandlerContext): PromotionHandlers {
  const { db } = database;
  const actorOf = (request: Parameters<typeof staffSessionOf>[0]): Actor => {
    const { staff } = staffSessionOf(request);
    return { id: staff.id, email: staff.email };
  };
  return {
    listPromotions: async () => ok(await listPromotions(db)),
    createPromotion: async (request, reply) => {
      const created = await createPromotion(db, actorOf(request), request.body);
      reply.code(201);
      return ok(created);
    },
    updatePromotion: async (request) =>
      ok(await updatePromotion(db, actorOf(request), request.params.promotionKey, request.body)),
    deletePromotion: async (request) => {
      await deletePromotion(db, actorOf(request), request.params.promotionKey);
      return ok(null);
    },
    reorderPromotions: async (request) =>
      ok(await reorderPromotions(db, actorOf(request), request.body.keys)),
  };
}
