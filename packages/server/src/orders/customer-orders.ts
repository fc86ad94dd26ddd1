import type { components } from '@probuild/api-client/schema';
import { and, count, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { type Order, orderViews } from './order-view.ts';

export interface OrderQuery {
  /** Text in the order number, or in the name or SKU of one of its items. */
  q?: string;
  state?: components['schemas']['OrderState'];
  page: number;
  pageSize: number;
}

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of the customer's orders, newest first, and how many match in all. */
export async function customerOrders(
  db: AppDatabase,
  customerId: string,
  { q, state, page, pageSize }: OrderQuery,
): Promise<{ items: Order[]; total: number; page: number; pageSize: number }> {
  const conditions: (SQL | undefined)[] = [eq(orders.customerId, customerId)];
  if (state) conditions.push(eq(orders.state, state));
  const text = q?.trim();
  if (text) {
    const pattern = containing(text);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .where(
              and(
                eq(orderItems.orderId, orders.id),
                or(
                  ilike(orderItems.nameTh, pattern),
                  ilike(orderItems.nameEn, pattern),
                  ilike(orderItems.sku, pattern),
                ),
              ),
            ),
        ),
      ),
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await orderViews(db, rows), total: totalRow?.total ?? 0, page, pageSize };
}

/** The customer's order with this number; another customer's is not found. */
export async function customerOrder(
  db: AppDatabase,
  customerId: string,
  orderNumber: string,
): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  if (!row) throw new DomainError('notFound', 'NOT_FOUND', 'Order not found');
  const [order] = (await orderViews(db, [row])) as [Order];
  return order;
}
