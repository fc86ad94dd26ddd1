import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { orders } from './commerce.ts';
import { staff } from './staff.ts';

/**
 * Why a product's stock moved: `opening` (the stock it had when the ledger began), `received`,
 * `adjusted` (with a reason), `sold`, `returned` (a refund), `cancelled` (an order's units back),
 * `counted` (a stock take: counted less expected), `imported` (a bulk import), `seeded` (seed data).
 */
export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'received',
  'adjusted',
  'sold',
  'returned',
  'cancelled',
  'counted',
  'imported',
  'seeded',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * Every change of a product's stock, one row each, written in the transaction that changes
 * `products.stock` (src/stock/stock-ledger.ts): a product's stock is the sum of its movements.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Units in (positive) or out (negative). */
    quantity: integer('quantity').notNull(),
    /** The product's stock right after this movement. */
    balance: integer('balance').notNull(),
    /** Why: required for `adjusted`, a note otherwise. */
    reason: text('reason'),
    /** A stock take's count, and the stock the shop expected then. */
    counted: integer('counted'),
    expected: integer('expected'),
    /** The order that sold or gave back the units. */
    orderId: text('order_id').references(() => orders.id),
    /** The staff member who did it (null for the shop itself: orders, their expiry, seeding). */
    staffId: text('staff_id').references(() => staff.id),
    staffEmail: text('staff_email'),
    /** The Idempotency-Key of the staff request that made it: a repeated request moves nothing. */
    idempotencyKey: text('idempotency_key'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    check(
      'stock_movements_kind',
      sql`${table.kind} in ('opening', 'received', 'adjusted', 'sold', 'returned', 'cancelled', 'counted', 'imported', 'seeded')`,
    ),
    // A stock take may find what was expected; every other movement moves something.
    check('stock_movements_moves', sql`${table.quantity} <> 0 or ${table.kind} = 'counted'`),
    check('stock_movements_balance', sql`${table.balance} >= 0`),
    check('stock_movements_adjusted_reason', sql`${table.kind} <> 'adjusted' or ${table.reason} is not null`),
    index('stock_movements_sku_idx').on(table.sku, table.id),
    uniqueIndex('stock_movements_idempotency_key').on(table.idempotencyKey),
  ],
);
