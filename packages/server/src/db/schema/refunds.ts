import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders, payments, testProviderCharges } from './commerce.ts';

// Money given back to shoppers by staff: one row per refund, written before the provider is asked.

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;

/** The units of one order line a refund gives back, and their share of the amount in satang. */
export interface RefundedLine {
  /** The line's position in the order. */
  line: number;
  sku: string;
  quantity: number;
  amount: number;
}

/**
 * A refund of an order's charge. `pending` holds its lines and amount (so two requests cannot both
 * give them back) until the provider's answer makes it `succeeded` or `failed`; a provider that did
 * not answer leaves it pending for reconciliation.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `rf_${randomUUID().replaceAll('-', '')}`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The Idempotency-Key of the request that asked for it, and a hash of that request's body. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    /** Shipping, assembly and rounding given back with the last units. */
    rest: bigint('rest', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The whole order was cancelled with it. */
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureMessage: text('failure_message'),
    staffId: text('staff_id'),
    staffEmail: text('staff_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_refunds_idempotency_key').on(table.orderId, table.idempotencyKey),
    index('order_refunds_order_idx').on(table.orderId, table.createdAt),
    index('order_refunds_pending_idx').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    check('order_refunds_state', sql`${table.state} in ('pending', 'succeeded', 'failed')`),
    check('order_refunds_amount', sql`${table.amount} >= 0`),
  ],
);

/** The built-in test provider's refunds of its charges, each with the shop's reference. */
export const testProviderRefunds = pgTable(
  'test_provider_refunds',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `rfnd_test_${randomBytes(12).toString('hex')}`),
    chargeId: text('charge_id')
      .notNull()
      .references(() => testProviderCharges.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_provider_refunds_charge_idx').on(table.chargeId)],
);
