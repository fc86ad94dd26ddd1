import { sql } from 'drizzle-orm';
import { check, customType, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';

// The tax invoices and receipts of paid orders. Each series (INV-2569, RC-2569 …) numbers its
// documents without a gap: its counter row is raised in the transaction that pays the order.

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const documentKinds = ['tax_invoice', 'receipt'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The last number given in each series. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('document_counters_last_number', sql`${table.lastNumber} >= 1`)],
);

/**
 * One document per paid order, numbered when the order is paid. Its PDF, with the shop's details of
 * that moment, is kept the first time it is made, so every download is the same document.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    kind: text('kind', { enum: documentKinds }).notNull(),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique('order_documents_number_key'),
    /** The day it was issued, in Thailand. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    pdf: bytea('pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('order_documents_kind', sql`${table.kind} in ('tax_invoice', 'receipt')`)],
);
