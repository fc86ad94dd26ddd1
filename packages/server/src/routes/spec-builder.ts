import { randomBytes } from 'node:crypto';
import type { components } from '@probuild/api-client/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import { builderParts } from '../catalogue/builder-parts.ts';
import { evaluateBuild, resolveBuild } from '../catalogue/builds.ts';
import { sessionOf } from '../customers/auth.ts';
import { lockCustomer } from '../customers/customer-store.ts';
import type { AppDatabase } from '../db/open.ts';
import { savedBuilds } from '../db/schema/index.ts';
import { createAddressLimiter } from '../http/address-limiter.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/**
 * New share links a minute per client address, saved or kept alike (a kept build has one too):
 * the links are public, so making them is rate-limited, and forgetting a kept build gives none back.
 */
export const BUILD_SAVES_PER_MINUTE = 20;

/** Builds one customer may keep in their account. */
export const MAX_KEPT_BUILDS = 20;

/** A saved build's id: 96 random bits, URL-safe. */
const newBuildId = () => randomBytes(12).toString('base64url');

const sharePathOf = (id: string) => `/spec?build=${id}`;

type SaveInput = components['schemas']['SaveBuildRequest'];

/** Checks the build against the catalogue and saves it under a new id, owned by `customerId` if given. */
async function insertBuild(db: AppDatabase, { items, name, assembly }: SaveInput, customerId: string | null) {
  const resolved = await resolveBuild(db, items);
  const id = newBuildId();
  await db.insert(savedBuilds).values({
    id,
    name: name?.trim() || null,
    assembly,
    customerId,
    items: resolved.map(({ item, product }) => ({
      category: item.category,
      sku: product.sku,
      quantity: item.quantity,
    })),
  });
  return { id, sharePath: sharePathOf(id) };
}

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
    async listBuilderParts(request) {
      return ok(await builderParts(db, request.params.category, request.query));
    },

    async evaluateBuild(request) {
      const { items, assembly = 'shop' } = request.body;
      return ok(evaluateBuild(await resolveBuild(db, items), assembly, new Date()));
    },

    async saveBuild(request, reply) {
      await saves.enforce(request, reply, 'Too many saved builds');
      const saved = await insertBuild(db, request.body, null);
      reply.code(201);
      return ok(saved, 'Build saved');
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
        evaluation: evaluateBuild(resolved, build.assembly, new Date()),
      });
    },

    async listKeptBuilds(request) {
      const rows = await db
        .select()
        .from(savedBuilds)
        .where(eq(savedBuilds.customerId, sessionOf(request).customerId))
        .orderBy(desc(savedBuilds.createdAt), desc(savedBuilds.id));
      const kept = await Promise.all(
        rows.map(async (build) => {
          const resolved = await resolveBuild(db, build.items, { skipMissing: true });
          const evaluation = evaluateBuild(resolved, build.assembly, new Date());
          return {
            id: build.id,
            name: build.name ?? '',
            assembly: build.assembly,
            createdAt: build.createdAt.toISOString(),
            sharePath: sharePathOf(build.id),
            partCount: evaluation.items.reduce((sum, line) => sum + line.quantity, 0),
            total: evaluation.total,
          };
        }),
      );
      return ok(kept);
    },

    async keepBuild(request, reply) {
      await saves.enforce(request, reply, 'Too many saved builds');
      const { customerId } = sessionOf(request);
      const saved = await db.transaction(async (tx) => {
        // Counted under the customer's lock, so two saves at once cannot pass the limit together.
        await lockCustomer(tx, customerId);
        const [existing] = await tx
          .select({ builds: count() })
          .from(savedBuilds)
          .where(eq(savedBuilds.customerId, customerId));
        if ((existing?.builds ?? 0) >= MAX_KEPT_BUILDS) {
          throw new HttpError(
            422,
            'TOO_MANY_BUILDS',
            `At most ${MAX_KEPT_BUILDS} builds can be kept; forget one first`,
          );
        }
        return insertBuild(tx, request.body, customerId);
      });
      reply.code(201);
      return ok(saved, 'Build kept');
    },

    /** Deletes the kept build: its link stops working (404), so a link given out can be taken back. */
    async forgetKeptBuild(request) {
      const { customerId } = sessionOf(request);
      const [forgotten] = await db
        .delete(savedBuilds)
        .where(and(eq(savedBuilds.id, request.params.id), eq(savedBuilds.customerId, customerId)))
        .returning({ id: savedBuilds.id });
      if (!forgotten) throw new HttpError(404, 'NOT_FOUND', 'Build not found');
      return ok(null, 'Build forgotten');
    },
  };
}
