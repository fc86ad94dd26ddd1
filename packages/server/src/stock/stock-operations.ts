import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Sku } from '../catalogue/sku.ts';
import type { AppDatabase } from '../db/open.ts';
import { orders, products, stockMovements } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { type MovementSource, moveStock, type StockMovementRow, setStockLevels } from './stock-ledger.ts';

/** Products with this many units or fewer are low on stock, unless the caller names another level. */
export const LOW_STOCK_THRESHOLD = 5;

const productNotFound = () => new DomainError('notFound', 'PRODUCT_NOT_FOUND', 'No product has this SKU');

async function lockProduct(tx: AppDatabase, sku: Sku) {
  const [product] = await tx
    .select({ sku: products.sku, stock: products.stock })
    .from(products)
    .where(eq(products.sku, sku))
    .for('update');
  if (!product) throw productNotFound();
  return product;
}

/** One movement as staff see it: with its order's number, and who made it. */
export function movementView(row: StockMovementRow, orderNumber: string | null = null) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    quantity: row.quantity,
    balance: row.balance,
    reason: row.reason,
    counted: row.counted,
    expected: row.expected,
    orderNumber,
    staff: row.staffEmail === null ? null : { id: row.staffId, email: row.staffEmail },
  };
}
export type MovementView = ReturnType<typeof movementView>;

/**
 * A staff movement of one product, once per Idempotency-Key: the product is locked first, so a
 * repeated request waits for the first and then answers its movement (the same key for another
 * product or kind is refused). `write` makes the movement under the lock; the audit log records it.
 */
async function staffMovement(
  db: AppDatabase,
  actor: Actor,
  sku: Sku,
  source: MovementSource & { idempotencyKey: string },
  write: (tx: AppDatabase, stock: number) => Promise<StockMovementRow>,
): Promise<MovementView> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, sku);
    const [earlier] = await tx
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.idempotencyKey, source.idempotencyKey));
    if (earlier) {
      if (earlier.sku !== product.sku || earlier.kind !== source.kind)
        throw new DomainError(
          'conflict',
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another stock change',
        );
      return movementView(earlier);
    }
    const movement = await write(tx, product.stock);
    await recordAudit(tx, actor, {
      action: `stock.${source.kind}`,
      targetType: 'product',
      targetId: product.sku,
      before: { stock: product.stock },
      after: { stock: movement.balance, movement: movementView(movement) },
    });
    return movementView(movement);
  });
}

/** Units received from a supplier go on the shelf. */
export function receiveStock(
  db: AppDatabase,
  actor: Actor,
  input: { sku: Sku; quantity: number; note?: string; idempotencyKey: string },
): Promise<MovementView> {
  const source = {
    kind: 'received',
    staff: actor,
    reason: input.note ?? null,
    idempotencyKey: input.idempotencyKey,
  } as const;
  return staffMovement(db, actor, input.sku, source, async (tx, stock) => {
    const movement = await moveStock(tx, input.sku, input.quantity, source);
    if (!movement) throw new Error(`Receiving ${input.quantity} units failed at a stock of ${stock}`);
    return movement;
  });
}

/**
 * Stock corrected by some units up or down (damaged, lost, found), with the reason. Taking more
 * units than there are is refused with 409 `STOCK_TOO_LOW`.
 */
export function adjustStock(
  db: AppDatabase,
  actor: Actor,
  input: { sku: Sku; quantity: number; reason: string; idempotencyKey: string },
): Promise<MovementView> {
  const reason = input.reason.trim();
  if (reason === '')
    throw new DomainError('invalid', 'VALIDATION_FAILED', 'An adjustment needs a reason', {
      issues: [{ path: '/body/reason', message: 'required' }],
    });
  const source = { kind: 'adjusted', staff: actor, reason, idempotencyKey: input.idempotencyKey } as const;
  return staffMovement(db, actor, input.sku, source, async (tx, stock) => {
    const movement = await moveStock(tx, input.sku, input.quantity, source);
    if (!movement)
      throw new DomainError('conflict', 'STOCK_TOO_LOW', `Only ${stock} units are in stock`, {
        sku: input.sku,
        unitsLeft: stock,
      });
    return movement;
  });
}

/**
 * A stock take: the counted units become the stock and the difference from the stock expected is
 * recorded. With `expected` (the stock the counter was shown), a stock that moved since (a sale
 * meanwhile) is refused with 409 `STOCK_CHANGED`, so the count is not applied to another level.
 */
export function countStock(
  db: AppDatabase,
  actor: Actor,
  input: { sku: Sku; counted: number; expected?: number; note?: string; idempotencyKey: string },
): Promise<MovementView> {
  const source = {
    kind: 'counted',
    staff: actor,
    reason: input.note ?? null,
    idempotencyKey: input.idempotencyKey,
  } as const;
  return staffMovement(db, actor, input.sku, source, async (tx, stock) => {
    if (input.expected !== undefined && input.expected !== stock)
      throw new DomainError(
        'conflict',
        'STOCK_CHANGED',
        `The stock changed from ${input.expected} to ${stock} units while counting; count again`,
        { sku: input.sku, unitsLeft: stock },
      );
    const [movement] = await setStockLevels(tx, [{ sku: input.sku, stock: input.counted }], source);
    if (!movement) throw new Error('The stock take wrote no movement');
    return movement;
  });
}

/** A product's stock and a page of its movements, newest first (older than `before` when given). */
export async function productStock(
  db: AppDatabase,
  { sku, before, limit }: { sku: Sku; before?: number; limit: number },
) {
  const [product] = await db
    .select({ sku: products.sku, nameTh: products.nameTh, nameEn: products.nameEn, stock: products.stock })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) throw productNotFound();
  const rows = await db
    .select({ movement: stockMovements, orderNumber: orders.orderNumber })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(
      and(
        eq(stockMovements.sku, product.sku),
        before === undefined ? undefined : lt(stockMovements.id, before),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(limit + 1);
  const movements = rows.slice(0, limit).map((row) => movementView(row.movement, row.orderNumber));
  const last = movements.at(-1);
  return {
    sku: product.sku,
    name: { th: product.nameTh, en: product.nameEn },
    stock: product.stock,
    movements,
    nextBefore: rows.length > limit && last ? last.id : null,
  };
}

/** Products with `threshold` units or fewer, the fewest first. */
export async function lowStock(db: AppDatabase, { threshold, limit }: { threshold: number; limit: number }) {
  const rows = await db
    .select({
      sku: products.sku,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      stock: products.stock,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(lte(products.stock, threshold))
    .orderBy(asc(products.stock), asc(products.sku))
    .limit(limit);
  return {
    threshold,
    total: rows[0]?.total ?? 0,
    products: rows.map((row) => ({
      sku: row.sku,
      name: { th: row.nameTh, en: row.nameEn },
      stock: row.stock,
    })),
  };
}
