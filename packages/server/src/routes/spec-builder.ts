import { builderParts } from '../catalogue/builder-parts.ts';
import {
  evaluateBuildItems,
  findBuild,
  forgetKeptBuild,
  keepBuild,
  listKeptBuilds,
  saveBuild,
} from '../catalogue/saved-builds.ts';
import { parseSku } from '../catalogue/sku.ts';
import { createAddressLimiter } from '../http/address-limiter.ts';
import { sessionOf } from '../http/bearer-auth.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/**
 * New share links a minute per client address, saved or kept alike (a kept build has one too):
 * the links are public, so making them is rate-limited, and forgetting a kept build gives none back.
 */
export const BUILD_SAVES_PER_MINUTE = 20;

/** Operations tagged `spec-builder`. */
export function specBuilderHandlers({
  database,
}: HandlerContext): Pick<
  OperationHandlers,
  | 'listBuilderParts'
  | 'evaluateBuild'
  | 'saveBuild'
  | 'getBuild'
  | 'listKeptBuilds'
  | 'keepBuild'
  | 'forgetKeptBuild'
> {
  const { db } = database;
  const saves = createAddressLimiter(db, 'build save', BUILD_SAVES_PER_MINUTE);
  return {
    listBuilderParts: async (request) =>
      ok(
        await builderParts(db, request.params.category, {
          ...request.query,
          build: request.query.build?.map(parseSku),
        }),
      ),

    async evaluateBuild(request) {
      const { items, assembly = 'shop' } = request.body;
      return ok(await evaluateBuildItems(db, items, assembly));
    },

    async saveBuild(request, reply) {
      await saves.enforce(request, reply, 'Too many saved builds');
      const saved = await saveBuild(db, request.body);
      reply.code(201);
      return ok(saved, 'Build saved');
    },

    getBuild: async (request) => ok(await findBuild(db, request.params.id)),

    listKeptBuilds: async (request) => ok(await listKeptBuilds(db, sessionOf(request).customerId)),

    async keepBuild(request, reply) {
      await saves.enforce(request, reply, 'Too many saved builds');
      const saved = await keepBuild(db, sessionOf(request).customerId, request.body);
      reply.code(201);
      return ok(saved, 'Build kept');
    },

    async forgetKeptBuild(request) {
      await forgetKeptBuild(db, sessionOf(request).customerId, request.params.id);
      return ok(null, 'Build forgotten');
    },
  };
}
