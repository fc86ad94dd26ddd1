import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import type { AppDatabase } from '../src/db/open.ts';
import { orders, staffAudit, stockMovements } from '../src/db/schema/index.ts';
import { cancelLapsedOrders } from '../src/orders/order-expiry.ts';
import { createPaymentProvider } from '../src/payments/provider-factory.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct, stockOf } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

/** Products whose stock is not the sum of their movements: none, when the ledger holds. */
async function productsOffTheLedger(database: AppDatabase) {
  const result = await database.execute(sql`
    select p.sku, p.stock, coalesce(m.total, 0)::int as total
    from products p left join (select sku, sum(quantity) as total from stock_movements group by sku) m
      on m.sku = p.sku
    where p.stock <> coalesce(m.total, 0)`);
  return (result as unknown as { rows: { sku: string; stock: number; total: number }[] }).rows;
}

const movementsOf = (sku: string) =>
  db().select().from(stockMovements).where(eq(stockMovements.sku, sku)).orderBy(asc(stockMovements.id));

async function order(shopper: Shopper, sku: string, quantity: number) {
  await addToCart(app(), shopper, sku, quantity);
  const { data } = await callSuccessfully(app(), 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper),
  });
  return data.orderNumber as string;
}

async function pay(shopper: Shopper, orderNumber: string) {
  const { data } = await callSuccessfully(app(), 'createCheckout', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: { orderNumber, method: 'promptpay' },
  });
  await app().inject({
    method: 'POST',
    url: `/api/v1/payments/test-provider/${data.checkoutId}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  await app().inject({ method: 'GET', url: `/api/v1/payments/return?checkout_id=${data.checkoutId}` });
}

const staffCall = (
  staff: SignedInStaff,
  operationId: string,
  sku: string,
  payload?: object,
  key: string = randomUUID(),
) =>
  callBackoffice(app(), operationId, {
    token: staff.token,
    params: { sku },
    payload,
    headers: payload ? { 'idempotency-key': key } : {},
  });

const orderCall = (app: FastifyInstance, staff: SignedInStaff, path: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/backoffice/v1/orders/${path}`,
    headers: { authorization: `Bearer ${staff.token}`, 'idempotency-key': randomUUID() },
    payload,
  });

describe('the stock ledger', () => {
  it('holds for every seeded product: its stock is the sum of its movements', async () => {
    expect(await productsOffTheLedger(db())).toEqual([]);
    const [seeded] = await db()
      .select({ rows: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.kind, 'seeded'));
    expect(seeded?.rows).toBeGreaterThan(100);
  });

  it('records a sale, a cancel, an expiry, a refund, a receipt, an adjustment and a stock take', async () => {
    const manager = await signedInStaff(app(), db(), 'manager');
    const editor = await signedInStaff(app(), db(), 'editor');
    const product = await addTestProduct(db(), { price: 120_000, stock: 10 });
    const { sku } = product;

    // Sold, then cancelled by staff before payment: the units come back.
    const first = await newShopper(app());
    const cancelled = await order(first, sku, 2);
    expect(await stockOf(db(), sku)).toBe(8);
    expect((await orderCall(app(), manager, `${cancelled}/cancel`)).statusCode).toBe(200);
    expect(await stockOf(db(), sku)).toBe(10);

    // Sold and never paid: the expiry job puts the units back.
    const second = await newShopper(app());
    const lapsed = await order(second, sku, 1);
    await db()
      .update(orders)
      .set({ payBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNumber, lapsed));
    await cancelLapsedOrders(db(), createPaymentProvider(readCommerceSettings({}), db()));
    expect(await stockOf(db(), sku)).toBe(10);

    // Sold, paid, one unit refunded.
    const third = await newShopper(app());
    const refunded = await order(third, sku, 3);
    await pay(third, refunded);
    const refund = await orderCall(app(), manager, `${refunded}/refunds`, {
      lines: [{ line: 0, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await stockOf(db(), sku)).toBe(8);

    // The back office: 5 received, 1 damaged, a stock take that finds 11.
    expect((await staffCall(editor, 'receiveStock', sku, { quantity: 5, note: 'PO-77' })).status).toBe(200);
    const adjusted = await staffCall(editor, 'adjustStock', sku, { quantity: -1, reason: 'Damaged box' });
    expect(adjusted.body.data).toMatchObject({
      kind: 'adjusted',
      quantity: -1,
      balance: 12,
      reason: 'Damaged box',
    });
    const counted = await staffCall(editor, 'countStock', sku, { counted: 11, expected: 12 });
    expect(counted.body.data).toMatchObject({
      kind: 'counted',
      quantity: -1,
      balance: 11,
      counted: 11,
      expected: 12,
    });
    expect(await stockOf(db(), sku)).toBe(11);

    const movements = await movementsOf(sku);
    expect(movements.map((row) => [row.kind, row.quantity, row.balance])).toEqual([
      ['received', 10, 10],
      ['sold', -2, 8],
      ['cancelled', 2, 10],
      ['sold', -1, 9],
      ['cancelled', 1, 10],
      ['sold', -3, 7],
      ['returned', 1, 8],
      ['received', 5, 13],
      ['adjusted', -1, 12],
      ['counted', -1, 11],
    ]);
    const orderIds = await db().select({ id: orders.id, number: orders.orderNumber }).from(orders);
    const numberOf = new Map(orderIds.map((row) => [row.id, row.number]));
    expect(movements.slice(1, 7).map((row) => numberOf.get(row.orderId ?? ''))).toEqual([
      cancelled,
      cancelled,
      lapsed,
      lapsed,
      refunded,
      refunded,
    ]);
    // Who: the staff member for their own changes and for the cancel and refund they asked for.
    expect(movements[2]?.staffEmail).toBe(manager.email);
    expect(movements[4]?.staffEmail).toBeNull();
    expect(movements[6]?.staffEmail).toBe(manager.email);
    expect(movements.slice(7).map((row) => row.staffEmail)).toEqual([
      editor.email,
      editor.email,
      editor.email,
    ]);
    expect(await productsOffTheLedger(db())).toEqual([]);

    // The stock page: newest first, with order numbers, a page at a time.
    const page = await callBackoffice(app(), 'getProductStock', {
      token: editor.token,
      params: { sku: sku.toLowerCase() },
      query: { limit: '4' },
    });
    expect(page.body.data).toMatchObject({ sku, stock: 11 });
    expect(page.body.data.movements.map((row: { kind: string }) => row.kind)).toEqual([
      'counted',
      'adjusted',
      'received',
      'returned',
    ]);
    expect(page.body.data.movements[3].orderNumber).toBe(refunded);
    const older = await callBackoffice(app(), 'getProductStock', {
      token: editor.token,
      params: { sku },
      query: { limit: '50', before: String(page.body.data.nextBefore) },
    });
    expect(older.body.data.movements).toHaveLength(6);
    expect(older.body.data.nextBefore).toBeNull();

    const audit = await db().select().from(staffAudit).where(eq(staffAudit.targetId, sku));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'stock.adjusted',
      'stock.counted',
      'stock.received',
    ]);
  });

  it('lets concurrent buyers of the last units take exactly the units there are', async () => {
    const product = await addTestProduct(db(), { price: 99_000, stock: 3 });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => newShopper(app())));
    for (const shopper of shoppers) await addToCart(app(), shopper, product.sku, 1);
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        callOperation(app(), 'createOrder', {
          headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
          payload: orderRequest(shopper),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await stockOf(db(), product.sku)).toBe(0);
    const sold = (await movementsOf(product.sku)).filter((row) => row.kind === 'sold');
    expect(sold.map((row) => row.quantity)).toEqual([-1, -1, -1]);
    expect(sold.map((row) => row.balance).sort()).toEqual([0, 1, 2]);
    expect(await productsOffTheLedger(db())).toEqual([]);
  });
});

describe('stock in the back office', () => {
  it('is for staff who edit the catalogue', async () => {
    const packer = await signedInStaff(app(), db(), 'packer');
    const product = await addTestProduct(db(), { price: 1_000, stock: 1 });
    expect((await staffCall(packer, 'receiveStock', product.sku, { quantity: 1 })).status).toBe(403);
    expect((await staffCall(packer, 'getProductStock', product.sku)).status).toBe(403);
    expect(await stockOf(db(), product.sku)).toBe(1);
  });

  it('moves stock once per Idempotency-Key', async () => {
    const editor = await signedInStaff(app(), db(), 'editor');
    const product = await addTestProduct(db(), { price: 1_000, stock: 1 });
    const key = randomUUID();
    const answers = await Promise.all([
      staffCall(editor, 'receiveStock', product.sku, { quantity: 4 }, key),
      staffCall(editor, 'receiveStock', product.sku, { quantity: 4 }, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data.id).toBe(answers[1]?.body.data.id);
    expect(await stockOf(db(), product.sku)).toBe(5);
    const reused = await staffCall(editor, 'adjustStock', product.sku, { quantity: 1, reason: 'x' }, key);
    expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('refuses adjustments without a reason or below zero, and counts against a moved stock', async () => {
    const editor = await signedInStaff(app(), db(), 'editor');
    const product = await addTestProduct(db(), { price: 1_000, stock: 2 });
    const { sku } = product;
    const noReason = await staffCall(editor, 'adjustStock', sku, { quantity: -1, reason: '   ' });
    expect([noReason.status, noReason.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const zero = await staffCall(editor, 'adjustStock', sku, { quantity: 0, reason: 'nothing' });
    expect(zero.status).toBe(400);
    const tooMany = await staffCall(editor, 'adjustStock', sku, { quantity: -3, reason: 'Lost' });
    expect([tooMany.status, tooMany.body.code]).toEqual([409, 'STOCK_TOO_LOW']);
    const stale = await staffCall(editor, 'countStock', sku, { counted: 5, expected: 7 });
    expect([stale.status, stale.body.code]).toEqual([409, 'STOCK_CHANGED']);
    const unknown = await staffCall(editor, 'receiveStock', 'NO-SUCH-SKU', { quantity: 1 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    // A count that matches is recorded, moving nothing.
    const matched = await staffCall(editor, 'countStock', sku, { counted: 2 });
    expect(matched.body.data).toMatchObject({ quantity: 0, balance: 2, counted: 2, expected: 2 });
    expect(await stockOf(db(), sku)).toBe(2);
    expect((await movementsOf(sku)).map((row) => row.kind)).toEqual(['received', 'counted']);
  });

  it('lists products low on stock, fewest first, at the threshold asked for', async () => {
    const editor = await signedInStaff(app(), db(), 'editor');
    const none = await addTestProduct(db(), { price: 1_000, stock: 0 });
    const few = await addTestProduct(db(), { price: 1_000, stock: 2 });
    const plenty = await addTestProduct(db(), { price: 1_000, stock: 40 });
    const list = async (query: Record<string, string>) =>
      (await callBackoffice(app(), 'listLowStock', { token: editor.token, query })).body.data;
    const standard = await list({ limit: '500' });
    expect(standard.threshold).toBe(5);
    const skus = standard.products.map((row: { sku: string }) => row.sku);
    expect(skus).toContain(none.sku);
    expect(skus).toContain(few.sku);
    expect(skus).not.toContain(plenty.sku);
    const stocks = standard.products.map((row: { stock: number }) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock: number) => stock <= 5)).toBe(true);
    const wider = await list({ threshold: '40', limit: '1' });
    expect(wider.products).toHaveLength(1);
    expect(wider.total).toBeGreaterThan(standard.total);
  });
});
