import type { components } from '@probuild/api-client/backoffice/schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, orderStates, orders, products } from '../db/schema/index.ts';
import { LOW_STOCK_THRESHOLD, lowStock as lowStockList } from '../stock/stock-operations.ts';

type Schemas = components['schemas'];

/** The dashboard's window: the last 30 Bangkok days, today included. */
export const DASHBOARD_DAYS = 30;
const BEST_SELLERS = 10;
const LOW_STOCK_ROWS = 20;

// Bangkok is UTC+7 all year (no daylight saving).
const bangkokToday = sql`((now() at time zone 'UTC') + interval '7 hours')::date`;
/** The instant the window's first Bangkok day starts. */
const windowStart = sql`((${bangkokToday} - ${DASHBOARD_DAYS - 1}::int)::timestamp - interval '7 hours') at time zone 'UTC'`;

/** Paid orders' totals and counts per Bangkok day of payment, every day of the window (0 without sales). */
async function salesPerDay(db: AppDatabase): Promise<Schemas['SalesDay'][]> {
  const result = await db.execute(sql`
    with sales as (
      select ((${orders.paidAt} at time zone 'UTC') + interval '7 hours')::date as day,
             sum(${orders.total}) as sales, count(*) as orders
        from ${orders}
       where ${orders.paid} and ${orders.paidAt} >= ${windowStart}
       group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(sales.sales, 0)::bigint::text as sales,
           coalesce(sales.orders, 0)::int as orders
      from generate_series(0, ${DASHBOARD_DAYS - 1}::int) as n
     cross join lateral (select (${bangkokToday} - n)::date as day) as days
      left join sales on sales.day = days.day
     order by days.day`);
  const rows = (result as unknown as { rows: { day: string; sales: string; orders: number }[] }).rows;
  return rows.map((row) => ({ day: row.day, sales: Number(row.sales), orders: Number(row.orders) }));
}

/** How many orders placed in the window are in each state (every state, 0 included). */
async function ordersByState(db: AppDatabase): Promise<Schemas['Dashboard']['states']> {
  const rows = await db
    .select({ state: orders.state, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(gte(orders.createdAt, windowStart))
    .groupBy(orders.state);
  return orderStates.map((state) => ({
    state,
    count: Number(rows.find((row) => row.state === state)?.count ?? 0),
  }));
}

/** The products with the most units in the window's paid orders, with the lines' totals. */
async function bestSellers(db: AppDatabase): Promise<Schemas['Dashboard']['bestSellers']> {
  const units = sql<string>`sum(${orderItems.quantity})`;
  const revenue = sql<string>`sum(${orderItems.totalPrice})`;
  const rows = await db
    .select({
      sku: orderItems.sku,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      units: sql<string>`${units}::bigint::text`,
      revenue: sql<string>`${revenue}::bigint::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.sku, orderItems.sku))
    .where(and(eq(orders.paid, true), gte(orders.paidAt, windowStart)))
    .groupBy(orderItems.sku, products.nameTh, products.nameEn)
    .orderBy(desc(units), desc(revenue), orderItems.sku)
    .limit(BEST_SELLERS);
  return rows.map((row) => ({
    sku: row.sku,
    name: { th: row.nameTh, en: row.nameEn },
    units: Number(row.units),
    revenue: Number(row.revenue),
  }));
}

/** Everything the back office's dashboard shows, computed by the database. */
export async function dashboard(db: AppDatabase): Promise<Schemas['Dashboard']> {
  const [days, states, lowStock, sellers] = await Promise.all([
    salesPerDay(db),
    ordersByState(db),
    lowStockList(db, { threshold: LOW_STOCK_THRESHOLD, limit: LOW_STOCK_ROWS }),
    bestSellers(db),
  ]);
  return { days, states, lowStock, bestSellers: sellers };
}
