import type { components } from '@probuild/api-client/backoffice/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, orderRefunds, orders } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import type { RefundRow } from './refund-order.ts';

type Schemas = components['schemas'];

export function refundView(row: RefundRow): Schemas['Refund'] {
  return {
    id: row.id,
    state: row.state,
    amount: row.amount,
    lines: row.lines,
    rest: row.rest,
    cancelsOrder: row.cancelsOrder,
    providerRefundId: row.providerRefundId,
    failureMessage: row.failureMessage,
    staff: { id: row.staffId, email: row.staffEmail },
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** An order's refunds, newest first, and what each line has left to refund. */
export async function orderRefundsView(
  db: AppDatabase,
  orderNumber: string,
): Promise<Schemas['OrderRefunds']> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new DomainError('notFound', 'ORDER_NOT_FOUND', 'No order has this number');
  const [items, refunds] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt)),
  ]);
  const given = (states: RefundRow['state'][]) =>
    refunds.filter((refund) => states.includes(refund.state)).reduce((sum, refund) => sum + refund.amount, 0);
  const unitsOf = (line: number) =>
    refunds
      .filter((refund) => refund.state !== 'failed')
      .flatMap((refund) => refund.lines)
      .filter((refunded) => refunded.line === line)
      .reduce((sum, refunded) => sum + refunded.quantity, 0);
  const paidOrRefunded = order.paid || given(['succeeded']) > 0;
  return {
    paid: paidOrRefunded ? order.total : 0,
    refunded: given(['succeeded']),
    pending: given(['pending']),
    lines: items.map((item) => ({
      line: item.position,
      sku: item.sku,
      name: { th: item.nameTh, en: item.nameEn },
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      refunded: unitsOf(item.position),
    })),
    refunds: refunds.reverse().map(refundView),
  };
}

/** The amount refunded (succeeded refunds) of each of some orders, by order id. */
export async function refundedAmounts(db: AppDatabase, orderIds: string[]): Promise<Map<string, number>> {
  const amounts = new Map<string, number>();
  if (orderIds.length === 0) return amounts;
  const rows = await db
    .select({ orderId: orderRefunds.orderId, amount: orderRefunds.amount })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), eq(orderRefunds.state, 'succeeded')));
  for (const row of rows) amounts.set(row.orderId, (amounts.get(row.orderId) ?? 0) + row.amount);
  return amounts;
}
