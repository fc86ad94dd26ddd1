import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { builderParts } from '../catalogue/builder-parts.ts';
import { evaluateBuild, resolveBuild } from '../catalogue/builds.ts';
import { savedBuilds } from '../db/schema/index.ts';
import { createAddressLimiter } from '../http/address-limiter.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/** Saves a minute per client address; the share links are public, so saving is rate-limited. */
export const BUILD_SAVES_PER_MINUTE = 20;

/** A saved build's id: 96 random bits, URL-safe. */
const newBuildId = () => randomBytes(12).toString('base64url');

/** Operations tagged `spec-builder`. */
export function specBuilderHandlers({
  database,
}: HandlerContext): Pick<OperationHandlers, 'listBuilderParts' | 'evaluateBuild' | 'saveBuild' | 'getBuild'> {
  const { db } = database;
  const saves = createAddressLimiter(BUILD_SAVES_PER_MINUTE);
  return {
    async listBuilderParts(request) {
      return ok(await builderParts(db, request.params.category, request.query));
    },

    async evaluateBuild(request) {
      return ok(evaluateBuild(await resolveBuild(db, request.body.items)));
    },

    async saveBuild(request, reply) {
      saves.enforce(request, reply, 'Too many saved builds');
      const { items, name, assembly } = request.body;
      const resolved = await resolveBuild(db, items);
      const id = newBuildId();
      await db.insert(savedBuilds).values({
        id,
        name: name?.trim() || null,
        assembly,
        items: resolved.map(({ item, product }) => ({
          category: item.category,
          sku: product.sku,
          quantity: item.quantity,
        })),
      });
      reply.code(201);
      return ok({ id, sharePath: `/spec?build=${id}` }, 'Build saved');
    },

    async getBuild(request) {
      const [build] = await db.select().from(savedBuilds).where(eq(savedBuilds.id, request.params.id));
      if (!build) throw new HttpError(404, 'NOT_FOUND', 'Build not found');
      const resolved = await resolveBuild(db, build.items, { skipMissing: true });
      return ok({
        id: build.id,
        name: build.name,
        assembly: build.assembly,
        createdAt: build.createdAt.toISOString(),
        evaluation: evaluateBuild(resolved),
      });
    },
  };
}
