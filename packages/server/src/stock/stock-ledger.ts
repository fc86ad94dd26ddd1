import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products, type StockMovementKind, stockMovements } from '../db/schema/index.ts';
import type { Actor } from '../staff/audit.ts';

/**
 * The one way a product's stock changes: `products.stock` is the counter orders check and take
 * atomically, and every change of it writes a row of `stock_movements` in the same transaction, so
 * the stock is always the sum of the product's movements. Call these inside the caller's
 * transaction.
 */

/** Why a movement happened, and who or what made it. */
export interface MovementSource {
  kind: StockMovementKind;
  reason?: string | null;
  orderId?: string | null;
  staff?: Actor | null;
  idempotencyKey?: string | null;
}

export type StockMovementRow = typeof stockMovements.$inferSelect;

const sourceColumns = (source: MovementSource) => ({
  kind: source.kind,
  reason: source.reason ?? null,
  orderId: source.orderId ?? null,
  staffId: source.staff?.id ?? null,
  staffEmail: source.staff?.email ?? null,
  idempotencyKey: source.idempotencyKey ?? null,
});

/**
 * Moves a product's stock by `quantity` units (negative takes them). A take succeeds only while
 * enough units are left, decided by the update itself, so two buyers of the last unit cannot both
 * win. Answers the movement, or undefined (nothing written) when the product is unknown or has too
 * few units.
 */
export async function moveStock(
  tx: AppDatabase,
  sku: string,
  quantity: number,
  source: MovementSource,
): Promise<StockMovementRow | undefined> {
  if (!Number.isInteger(quantity) || quantity === 0)
    throw new Error(`Cannot move ${quantity} units of ${sku}`);
  const [moved] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(eq(products.sku, sku), sql`${products.stock} + ${quantity} >= 0`))
    .returning({ balance: products.stock });
  if (!moved) return undefined;
  const [movement] = await tx
    .insert(stockMovements)
    .values({ sku, quantity, balance: moved.balance, ...sourceColumns(source) })
    .returning();
  return movement;
}

/**
 * Puts units back on the shelves (a cancelled order, a refund), SKU by SKU in the order given.
 * A SKU no longer in the catalogue has no shelf to go back to and is passed over.
 */
export async function returnStock(
  tx: AppDatabase,
  units: [sku: string, quantity: number][],
  source: MovementSource,
): Promise<void> {
  for (const [sku, quantity] of units) if (quantity > 0) await moveStock(tx, sku, quantity, source);
}

/** Rows per statement: well under PostgreSQL's 65 535 parameters. */
const BATCH = 1_000;

/**
 * Sets products' stock to the levels given (a stock take, an import, seed data), each change
 * recorded as the difference between the level and the stock found. The products are locked first
 * (in SKU order), so a sale at the same moment is counted either before or after, never lost.
 * Unchanged levels write nothing, except a stock take, which records that the count matched.
 * Unknown SKUs are passed over. Answers the movements written.
 */
export async function setStockLevels(
  tx: AppDatabase,
  levels: { sku: string; stock: number }[],
  source: MovementSource,
): Promise<StockMovementRow[]> {
  const wanted = new Map(levels.map((level) => [level.sku, level.stock]));
  for (const [sku, stock] of wanted)
    if (!Number.isInteger(stock) || stock < 0) throw new Error(`Cannot set the stock of ${sku} to ${stock}`);
  const skus = [...wanted.keys()].sort();
  const found: { sku: string; stock: number }[] = [];
  for (let start = 0; start < skus.length; start += BATCH) {
    found.push(
      ...(await tx
        .select({ sku: products.sku, stock: products.stock })
        .from(products)
        .where(inArray(products.sku, skus.slice(start, start + BATCH)))
        .orderBy(asc(products.sku))
        .for('update')),
    );
  }
  const counting = source.kind === 'counted';
  const changes = found
    .map(({ sku, stock }) => ({ sku, expected: stock, counted: wanted.get(sku) ?? stock }))
    .filter((change) => counting || change.counted !== change.expected);
  const movements: StockMovementRow[] = [];
  for (let start = 0; start < changes.length; start += BATCH) {
    const batch = changes.slice(start, start + BATCH);
    const moved = batch.filter((change) => change.counted !== change.expected);
    if (moved.length > 0)
      await tx.execute(sql`
        update ${products} set stock = level.stock
        from (values ${sql.join(
          moved.map((change) => sql`(${change.sku}, ${change.counted}::int)`),
          sql`, `,
        )}) as level(sku, stock)
        where ${products.sku} = level.sku`);
    movements.push(
      ...(await tx
        .insert(stockMovements)
        .values(
          batch.map((change) => ({
            sku: change.sku,
            quantity: change.counted - change.expected,
            balance: change.counted,
            ...(counting ? { counted: change.counted, expected: change.expected } : {}),
            ...sourceColumns(source),
          })),
        )
        .returning()),
    );
  }
  return movements;
}
