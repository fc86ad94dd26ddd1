import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { type DocumentKind, documentCounters, orderDocuments, orders } from '../db/schema/index.ts';
import { bangkokToday } from '../warranty/serials.ts';

export type OrderDocumentRow = typeof orderDocuments.$inferSelect;

const PREFIX: Record<DocumentKind, string> = { tax_invoice: 'INV', receipt: 'RC' };

/** The year of the Buddhist era of a YYYY-MM-DD day. */
const buddhistYear = (day: string) => Number(day.slice(0, 4)) + 543;

/**
 * Gives a paid order its document: a full tax invoice when the shopper asked for one, else a
 * receipt, numbered INV-2569-000001 / RC-2569-000001 by kind and Buddhist year. Call it inside the
 * transaction that pays the order: the series' counter row is raised in that same transaction, so
 * two payments settling at once wait for each other's row and a rolled-back payment takes its
 * number back — numbers never skip and never repeat. An order that has its document keeps it.
 */
export async function issueOrderDocument(
  tx: AppDatabase,
  order: { id: string; taxInvoiceAddress: unknown },
  today = bangkokToday(),
): Promise<OrderDocumentRow> {
  const [existing] = await tx.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id));
  if (existing) return existing;
  const kind: DocumentKind = order.taxInvoiceAddress ? 'tax_invoice' : 'receipt';
  const series = `${PREFIX[kind]}-${buddhistYear(today)}`;
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  const sequence = counter?.lastNumber ?? 1;
  const [row] = await tx
    .insert(orderDocuments)
    .values({
      orderId: order.id,
      kind,
      series,
      sequence,
      number: `${series}-${String(sequence).padStart(6, '0')}`,
      issuedOn: today,
    })
    .returning();
  if (!row) throw new Error(`The document of order ${order.id} was not saved.`);
  return row;
}

/**
 * The document of a paid order; one paid before documents existed gets its number now. Null while
 * the order is unpaid or cancelled.
 */
export async function paidOrderDocument(db: AppDatabase, orderId: string): Promise<OrderDocumentRow | null> {
  const [existing] = await db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, taxInvoiceAddress: orders.taxInvoiceAddress })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.paid, true)))
      .for('update');
    return order ? issueOrderDocument(tx, order) : null;
  });
}
