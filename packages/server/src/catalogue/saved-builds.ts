import { randomBytes } from 'node:crypto';
import type { components } from '@probuild/api-client/schema';
import { and, desc, eq } from 'drizzle-orm';
import { countOwnRowsLocked } from '../customers/customer-store.ts';
import type { AppDatabase } from '../db/open.ts';
import { savedBuilds } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { evaluateBuild, resolveBuild } from './builds.ts';

/** Builds one customer may keep in their account. */
export const MAX_KEPT_BUILDS = 20;

/** A saved build's id: 96 random bits, URL-safe. */
const newBuildId = () => randomBytes(12).toString('base64url');

const sharePathOf = (id: string) => `/spec?build=${id}`;

const buildNotFound = () => new DomainError('notFound', 'NOT_FOUND', 'Build not found');

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

/** A build as the catalogue has it today: its parts, prices, compatibility and total. */
export async function evaluateBuildItems(
  db: AppDatabase,
  items: SaveInput['items'],
  assembly: SaveInput['assembly'],
) {
  return evaluateBuild(await resolveBuild(db, items), assembly, new Date());
}

/** Saves a build for anyone with its link. */
export function saveBuild(db: AppDatabase, build: SaveInput) {
  return insertBuild(db, build, null);
}

/** A saved build, evaluated against today's catalogue (parts no longer sold are left out). */
export async function findBuild(db: AppDatabase, id: string) {
  const [build] = await db.select().from(savedBuilds).where(eq(savedBuilds.id, id));
  if (!build) throw buildNotFound();
  const resolved = await resolveBuild(db, build.items, { skipMissing: true });
  return {
    id: build.id,
    name: build.name,
    assembly: build.assembly,
    createdAt: build.createdAt.toISOString(),
    evaluation: evaluateBuild(resolved, build.assembly, new Date()),
  };
}

/** The builds a customer keeps, newest first, each with its part count and today's total. */
export async function listKeptBuilds(db: AppDatabase, customerId: string) {
  const rows = await db
    .select()
    .from(savedBuilds)
    .where(eq(savedBuilds.customerId, customerId))
    .orderBy(desc(savedBuilds.createdAt), desc(savedBuilds.id));
  return Promise.all(
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
}

/** Keeps a build in the customer's account, at most MAX_KEPT_BUILDS. */
export async function keepBuild(db: AppDatabase, customerId: string, build: SaveInput) {
  return db.transaction(async (tx) => {
    if ((await countOwnRowsLocked(tx, customerId, savedBuilds.customerId)) >= MAX_KEPT_BUILDS) {
      throw new DomainError(
        'unprocessable',
        'TOO_MANY_BUILDS',
        `At most ${MAX_KEPT_BUILDS} builds can be kept; forget one first`,
        { limit: MAX_KEPT_BUILDS },
      );
    }
    return insertBuild(tx, build, customerId);
  });
}

/** Deletes the kept build: its link stops working (404), so a link given out can be taken back. */
export async function forgetKeptBuild(db: AppDatabase, customerId: string, id: string): Promise<void> {
  const [forgotten] = await db
    .delete(savedBuilds)
    .where(and(eq(savedBuilds.id, id), eq(savedBuilds.customerId, customerId)))
    .returning({ id: savedBuilds.id });
  if (!forgotten) throw buildNotFound();
}
