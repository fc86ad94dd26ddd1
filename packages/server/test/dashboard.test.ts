import { randomUUID } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, products } from '../src/db/schema/index.ts';
import { LOW_STOCK_THRESHOLD } from '../src/stock/stock-operations.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

const DAY = 24 * 60 * 60 * 1000;
/** The Bangkok day (UTC+7) of an instant, YYYY-MM-DD. */
const bangkokDay = (at: Date) => new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** The instant a Bangkok day starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

let manager: SignedInStaff;
let customerId: string;

type State = 'wait' | 'inprogress' | 'success' | 'cancelled';

/** An order of `lines` (sku, units, unit price), written straight into the database. */
async function order(state: State, at: Date, lines: [sku: string, quantity: number, unitPrice: number][]) {
  const total = lines.reduce((sum, [, quantity, unitPrice]) => sum + quantity * unitPrice, 0);
  const paid = state === 'inprogress' || state === 'success';
  const [row] = await db()
    .insert(orders)
    .values({
      orderNumber: `PB-DB-${randomUUID().slice(0, 8).toUpperCase()}`,
      customerId,
      idempotencyKey: randomUUID(),
      requestHash: 'h',
      state,
      paid,
      paidAt: paid ? at : null,
      cancelledAt: state === 'cancelled' ? at : null,
      fulfilmentStage: paid ? 'paid' : null,
      shippingMethod: 'normal',
      paymentMethod: 'promptpay',
      shippingAddress: { fullName: 'A', phone: '0811111111', fullAddress: 'B', type: 'person' },
      subtotal: total,
      shipping: 0,
      discount: 0,
      total,
      priceBeforeTax: Math.round(total / 1.07),
      vat: total - Math.round(total / 1.07),
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  await db()
    .insert(orderItems)
    .values(
      lines.map(([sku, quantity, unitPrice], position) => ({
        orderId: row.id,
        position,
        sku,
        nameTh: 'ของ',
        nameEn: 'Thing',
        quantity,
        unitPrice,
        totalPrice: quantity * unitPrice,
        note: '',
      })),
    );
}

const read = async () => {
  const { status, body } = await callBackoffice(app(), 'getDashboard', { token: manager.token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as {
    days: { day: string; sales: number; orders: number }[];
    states: { state: State; count: number }[];
    lowStock: { threshold: number; total: number; products: { sku: string; stock: number }[] };
    bestSellers: { sku: string; units: number; revenue: number }[];
  };
};

beforeAll(async () => {
  manager = await signedInStaff(app(), db(), 'manager');
  const [row] = await db()
    .insert(customers)
    .values({ email: `dash-${randomUUID()}@mail.example`, firstName: 'D', lastName: 'B' })
    .returning();
  if (!row) throw new Error('insert failed');
  customerId = row.id;
});

describe('the dashboard', () => {
  it('adds up paid orders per Bangkok day of payment, 30 days with zeros, computed by the database', async () => {
    const before = await read();
    const now = new Date();
    const today = bangkokDay(now);
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)?.day).toBe(today);
    expect(before.days[0]?.day).toBe(bangkokDay(new Date(dayStart(today).getTime() - 29 * DAY)));
    // Every day once, in order.
    expect(before.days.map((day) => day.day)).toEqual([...new Set(before.days.map((day) => day.day))].sort());

    const { sku } = await addTestProduct(db(), { price: 1_000_00, stock: 50 });
    const startOfToday = dayStart(today);
    const yesterday = bangkokDay(new Date(startOfToday.getTime() - DAY));
    const threeDaysAgo = bangkokDay(new Date(startOfToday.getTime() - 3 * DAY));
    // Paid in the first minute of today (still yesterday in UTC), and in yesterday's last minute.
    await order('inprogress', new Date(startOfToday.getTime() + 60_000), [[sku, 2, 1_000_00]]);
    await order('success', new Date(startOfToday.getTime() - 60_000), [[sku, 1, 1_234_56]]);
    await order('inprogress', new Date(startOfToday.getTime() - 3 * DAY + 3_600_000), [[sku, 1, 50_00]]);
    // Not sales: unpaid, cancelled, or paid before the window.
    await order('wait', now, [[sku, 5, 1_000_00]]);
    await order('cancelled', now, [[sku, 5, 1_000_00]]);
    await order('success', new Date(startOfToday.getTime() - 31 * DAY), [[sku, 9, 1_000_00]]);

    const after = await read();
    const change = (day: string) => {
      const was = before.days.find((item) => item.day === day);
      const is = after.days.find((item) => item.day === day);
      return { sales: (is?.sales ?? 0) - (was?.sales ?? 0), orders: (is?.orders ?? 0) - (was?.orders ?? 0) };
    };
    expect(change(today)).toEqual({ sales: 2_000_00, orders: 1 });
    expect(change(yesterday)).toEqual({ sales: 1_234_56, orders: 1 });
    expect(change(threeDaysAgo)).toEqual({ sales: 50_00, orders: 1 });
    const untouched = after.days.filter((day) => ![today, yesterday, threeDaysAgo].includes(day.day));
    for (const day of untouched) expect(change(day.day)).toEqual({ sales: 0, orders: 0 });

    // Orders placed in the window by state: the one from 31 days ago is outside.
    const count = (data: typeof before, state: State) =>
      data.states.find((item) => item.state === state)?.count ?? 0;
    expect(after.states.map((item) => item.state)).toEqual(['wait', 'inprogress', 'success', 'cancelled']);
    expect(count(after, 'inprogress') - count(before, 'inprogress')).toBe(2);
    expect(count(after, 'success') - count(before, 'success')).toBe(1);
    expect(count(after, 'wait') - count(before, 'wait')).toBe(1);
    expect(count(after, 'cancelled') - count(before, 'cancelled')).toBe(1);

    // Best sellers count units and revenue of paid orders in the window only.
    const seller = after.bestSellers.find((item) => item.sku === sku);
    expect(seller).toEqual({ sku, name: expect.any(Object), units: 4, revenue: 2_000_00 + 1_234_56 + 50_00 });
  });

  it('ranks best sellers by units, then revenue', async () => {
    const { sku: top } = await addTestProduct(db(), { price: 10_00, stock: 500 });
    const { sku: next } = await addTestProduct(db(), { price: 10_00, stock: 500 });
    await order('inprogress', new Date(), [
      [top, 300, 10_00],
      [next, 299, 20_00],
    ]);
    const { bestSellers } = await read();
    expect(bestSellers.slice(0, 2).map((item) => [item.sku, item.units, item.revenue])).toEqual([
      [top, 300, 3_000_00],
      [next, 299, 5_980_00],
    ]);
    expect(bestSellers.length).toBeLessThanOrEqual(10);
  });

  it('lists products at or below the low-stock threshold, fewest first, with how many there are', async () => {
    await db().update(products).set({ stock: 100 }).where(lte(products.stock, LOW_STOCK_THRESHOLD));
    const atThreshold = await addTestProduct(db(), { price: 10_00, stock: LOW_STOCK_THRESHOLD });
    const empty = await addTestProduct(db(), { price: 10_00, stock: 0 });
    await addTestProduct(db(), { price: 10_00, stock: LOW_STOCK_THRESHOLD + 1 });
    const { lowStock } = await read();
    expect(lowStock).toEqual({
      threshold: LOW_STOCK_THRESHOLD,
      total: 2,
      products: [
        { sku: empty.sku, name: { th: empty.nameTh, en: empty.nameEn }, stock: 0 },
        {
          sku: atThreshold.sku,
          name: { th: atThreshold.nameTh, en: atThreshold.nameEn },
          stock: LOW_STOCK_THRESHOLD,
        },
      ],
    });
    // Lifted above the threshold, a product leaves the list.
    await db().update(products).set({ stock: 40 }).where(eq(products.sku, empty.sku));
    const later = await read();
    expect(later.lowStock.products.map((item) => item.sku)).toEqual([atThreshold.sku]);
    expect(later.lowStock.total).toBe(1);
  });
});
