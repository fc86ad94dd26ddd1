import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import type { AppDatabase } from '../src/db/open.ts';
import { orders, payments, products, testProviderCharges } from '../src/db/schema/index.ts';
import {
  cancelLapsedOrders,
  MAX_HOLD_MINUTES,
  ORDER_HOLD_MINUTES,
  PAYMENT_HOLD_MINUTES,
} from '../src/orders/order-expiry.ts';
import { createPaymentProvider } from '../src/payments/provider-factory.ts';
import { RECONCILE_AFTER_SECONDS, reconcilePendingPayments } from '../src/payments/reconcile.ts';
import { useTestApp } from './support/app.ts';
import { addToCart, newShopper, newVerifiedShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const MAX_UNPAID_ORDERS = readCommerceSettings({}).unpaidOrdersPerCustomer;
const app = () => testApp.app;
const db = () => testApp.database.db;
const provider = () => createPaymentProvider(readCommerceSettings({}), db());

const STOCK = 10;

async function placeOrder(shopper: Shopper, sku: string, quantity = 2) {
  await addToCart(app(), shopper, sku, quantity);
  return callOperation(app(), 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper),
  });
}

async function orderedOne(quantity = 2) {
  const shopper = await newShopper(app());
  const product = await addTestProduct(db(), { price: 129000, stock: STOCK });
  const placed = await placeOrder(shopper, product.sku, quantity);
  expect(placed.status).toBe(201);
  const { orderNumber } = (placed.body as { data: { orderNumber: string } }).data;
  return { shopper, sku: product.sku, orderNumber };
}

const stockOf = async (sku: string) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]?.stock;

const rowOf = async (orderNumber: string) =>
  (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

/** Moves the order's pay-by time into the past, as if its time had run out. */
const lapse = (database: AppDatabase, orderNumber: string) =>
  database
    .update(orders)
    .set({ payBy: sql`now() - interval '1 minute'` })
    .where(eq(orders.orderNumber, orderNumber));

const startPayment = (shopper: Shopper, orderNumber: string) =>
  callOperation(app(), 'createCheckout', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: { orderNumber, method: 'promptpay', returnUri: 'http://localhost:8080' },
  });

const minutesAfter = (later: Date, earlier: Date) => (later.getTime() - earlier.getTime()) / 60_000;

describe('an unpaid order holds its stock for a while', () => {
  it(`holds it ${ORDER_HOLD_MINUTES} minutes, then is cancelled and gives it back exactly once`, async () => {
    const { shopper, sku, orderNumber } = await orderedOne(3);
    expect(await stockOf(sku)).toBe(STOCK - 3);
    const placed = await rowOf(orderNumber);
    if (!placed) throw new Error('no order');
    expect(minutesAfter(placed.payBy, placed.createdAt)).toBeCloseTo(ORDER_HOLD_MINUTES, 0);
    const order = await callSuccessfully(app(), 'getOrder', {
      params: { orderNumber },
      headers: shopper.headers,
    });
    expect(order.data.payBy).toBe(placed.payBy.toISOString());

    // Not yet lapsed: nothing happens.
    await cancelLapsedOrders(db(), provider());
    expect((await rowOf(orderNumber))?.state).toBe('wait');

    await lapse(db(), orderNumber);
    // Two instances run the job at once: one cancels, the stock comes back once.
    await Promise.all([cancelLapsedOrders(db(), provider()), cancelLapsedOrders(db(), provider())]);
    await cancelLapsedOrders(db(), provider());
    expect(await rowOf(orderNumber)).toMatchObject({ state: 'cancelled', paid: false });
    expect(await stockOf(sku)).toBe(STOCK);
    const shown = await callSuccessfully(app(), 'getOrder', {
      params: { orderNumber },
      headers: shopper.headers,
    });
    expect(shown.data.state).toBe('cancelled');

    // It can no longer be paid.
    const late = await startPayment(shopper, orderNumber);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });

  it(`keeps the stock ${PAYMENT_HOLD_MINUTES} minutes more once a payment starts, at most ${MAX_HOLD_MINUTES} in all`, async () => {
    const { shopper, orderNumber } = await orderedOne();
    // Near the end of its time, the shopper starts paying.
    await db()
      .update(orders)
      .set({ payBy: sql`now() + interval '1 minute'` })
      .where(eq(orders.orderNumber, orderNumber));
    expect((await startPayment(shopper, orderNumber)).status).toBe(201);
    const held = await rowOf(orderNumber);
    if (!held) throw new Error('no order');
    expect(minutesAfter(held.payBy, new Date())).toBeGreaterThan(PAYMENT_HOLD_MINUTES - 1);

    // Placed long ago: another start does not hold it past the most.
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${MAX_HOLD_MINUTES - 5})` })
      .where(eq(orders.orderNumber, orderNumber));
    expect((await startPayment(shopper, orderNumber)).status).toBe(201);
    const capped = await rowOf(orderNumber);
    if (!capped) throw new Error('no order');
    expect(minutesAfter(capped.payBy, capped.createdAt)).toBeCloseTo(MAX_HOLD_MINUTES, 0);
  });

  it('is kept, paid, when the provider took the money but the shop had not heard of it yet', async () => {
    const { shopper, sku, orderNumber } = await orderedOne();
    const started = await startPayment(shopper, orderNumber);
    const { chargeId } = (started.body as { data: { chargeId: string } }).data;
    // The shopper pays at the provider; its notice never reaches the shop.
    await db()
      .update(testProviderCharges)
      .set({ status: 'successful', decidedAt: sql`now()` })
      .where(eq(testProviderCharges.id, chargeId));
    await lapse(db(), orderNumber);

    expect(await cancelLapsedOrders(db(), provider())).toBe(0);
    expect(await rowOf(orderNumber)).toMatchObject({ state: 'inprogress', paid: true });
    expect(await stockOf(sku)).toBe(STOCK - 2);
  });

  it('refunds a payment that succeeds after the order was cancelled', async () => {
    const { shopper, sku, orderNumber } = await orderedOne();
    const started = await startPayment(shopper, orderNumber);
    const { checkoutId } = (started.body as { data: { checkoutId: string } }).data;
    await lapse(db(), orderNumber);
    expect(await cancelLapsedOrders(db(), provider())).toBe(1);
    expect(await stockOf(sku)).toBe(STOCK);

    // The shopper pays the QR code after all.
    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/test-provider/${checkoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    await callSuccessfully(app(), 'getCheckout', { params: { checkoutId }, headers: shopper.headers });
    const [payment] = await db().select().from(payments).where(eq(payments.id, checkoutId));
    expect(payment).toMatchObject({
      status: 'failed',
      failureCode: 'paid_too_late',
    });
    expect(payment?.refundId).toBeTruthy();
    expect(await rowOf(orderNumber)).toMatchObject({ state: 'cancelled', paid: false });
    expect(await stockOf(sku)).toBe(STOCK);
  });
});

describe('unpaid orders per customer', () => {
  it(`takes at most ${MAX_UNPAID_ORDERS} at once; a lapsed one no longer counts`, async () => {
    const shopper = await newVerifiedShopper(app(), db());
    const product = await addTestProduct(db(), { price: 59000, stock: 50 });
    const numbers: string[] = [];
    for (let index = 0; index < MAX_UNPAID_ORDERS; index++) {
      const placed = await placeOrder(shopper, product.sku, 1);
      expect(placed.status).toBe(201);
      numbers.push((placed.body as { data: { orderNumber: string } }).data.orderNumber);
    }
    const refused = await placeOrder(shopper, product.sku, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_UNPAID_ORDERS' });
    // Nothing was taken for the refused order; its line is still in the cart.
    expect(await stockOf(product.sku)).toBe(50 - MAX_UNPAID_ORDERS);

    await lapse(db(), numbers[0] as string);
    const next = await callOperation(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(shopper),
    });
    expect(next.status).toBe(201);
  });
});

describe('a payment whose notice never came', () => {
  it(`is read back from the provider after ${RECONCILE_AFTER_SECONDS} s and pays its order`, async () => {
    const { shopper, orderNumber } = await orderedOne();
    const started = await startPayment(shopper, orderNumber);
    const { checkoutId, chargeId } = (started.body as { data: { checkoutId: string; chargeId: string } })
      .data;
    // Paid at the provider; neither the browser's return nor a webhook reaches the shop.
    await db()
      .update(testProviderCharges)
      .set({ status: 'successful', decidedAt: sql`now()` })
      .where(eq(testProviderCharges.id, chargeId));

    // Too recent: the notice may still come.
    expect(await reconcilePendingPayments(db(), provider())).toBe(0);
    expect((await rowOf(orderNumber))?.paid).toBe(false);

    await db()
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS + 5})` })
      .where(eq(payments.id, checkoutId));
    expect(await reconcilePendingPayments(db(), provider())).toBe(1);
    expect(await rowOf(orderNumber)).toMatchObject({ state: 'inprogress', paid: true });
    const [payment] = await db().select().from(payments).where(eq(payments.id, checkoutId));
    expect(payment?.status).toBe('successful');
    // Read again, nothing changes twice.
    expect(await reconcilePendingPayments(db(), provider())).toBe(0);
  });
});
