import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { discountCodes, orders } from '../src/db/schema/index.ts';
import { cancelLapsedOrders } from '../src/orders/order-expiry.ts';
import { MIN_PAYABLE_TOTAL } from '../src/orders/pricing.ts';
import { createPaymentProvider } from '../src/payments/provider-factory.ts';
import { seededDiscountCodes } from '../src/seed/discount-codes.ts';
import { createTestApp, type TestApp, useTestApp } from './support/app.ts';
import { addToCart, newVerifiedShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation } from './support/contract.ts';
import { type OmiseStandIn, omiseSettingsOf, startOmiseStandIn } from './support/omise-stand-in.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

const draft = (shopper: Shopper, discountCode: string) =>
  callOperation(app(), 'draftOrder', {
    headers: shopper.headers,
    payload: orderRequest(shopper, { discountCode }),
  });
const place = (shopper: Shopper, discountCode: string) =>
  callOperation(app(), 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper, { discountCode }),
  });

/** A new code of 500 baht off with these limits; answers its code. */
async function addCode(limits: Partial<typeof discountCodes.$inferInsert>): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await db()
    .insert(discountCodes)
    .values({ code, nameTh: 'ทดสอบ', nameEn: 'Test', percent: null, amount: 50_000, ...limits });
  return code;
}

/** A new customer (email verified) with a cart of one product at this price (satang), 20 in stock. */
async function shopperWithCart(price = 1_000_000): Promise<Shopper> {
  const shopper = await newVerifiedShopper(app(), db());
  const product = await addTestProduct(db(), { price, stock: 20 });
  await addToCart(app(), shopper, product.sku, 1);
  return shopper;
}

/** Fills the shopper's (emptied) cart again with one product at this price. */
async function fillCart(shopper: Shopper, price = 1_000_000) {
  const product = await addTestProduct(db(), { price, stock: 20 });
  await addToCart(app(), shopper, product.sku, 1);
}

const orderNumberOf = (answer: { body: unknown }) =>
  (answer.body as { data: { orderNumber: string } }).data.orderNumber;

/** Runs out the order's time and runs the expiry job, which cancels it. */
async function lapseAndExpire(orderNumber: string) {
  await db()
    .update(orders)
    .set({ payBy: sql`now() - interval '1 minute'` })
    .where(eq(orders.orderNumber, orderNumber));
  await cancelLapsedOrders(db(), createPaymentProvider(readCommerceSettings({}), db()));
  const [row] = await db()
    .select({ state: orders.state })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  expect(row?.state).toBe('cancelled');
}

const refusal = (code: string, message: string, params: object = {}) => ({
  success: false,
  code,
  message,
  ...params,
});
const ordersWith = async (code: string) =>
  (await db().select({ n: count() }).from(orders).where(eq(orders.discountCode, code)))[0]?.n;

describe('discount code limits', () => {
  it('works only between its start and its end', async () => {
    const shopper = await shopperWithCart();
    const later = await addCode({ startsAt: sql`now() + interval '1 day'` as unknown as Date });
    expect((await draft(shopper, later)).body).toEqual(refusal('INVALID_DISCOUNT_CODE', 'โค้ดส่วนลดไม่ถูกต้อง'));
    const over = await addCode({
      startsAt: sql`now() - interval '2 days'` as unknown as Date,
      expiresAt: sql`now() - interval '1 day'` as unknown as Date,
    });
    expect((await draft(shopper, over)).body).toEqual(
      refusal('DISCOUNT_CODE_EXPIRED', 'This discount code has expired'),
    );
    expect((await place(shopper, over)).status).toBe(400);
    const running = await addCode({
      startsAt: sql`now() - interval '1 day'` as unknown as Date,
      expiresAt: sql`now() + interval '1 day'` as unknown as Date,
    });
    expect((await draft(shopper, running)).body).toMatchObject({
      data: { discount: { applied: true, code: running, value: 50_000 } },
    });
  });

  it('asks for its minimum spend on the subtotal the server prices', async () => {
    const code = await addCode({ minSpend: 2_000_000 });
    const small = await shopperWithCart(1_999_999);
    expect((await draft(small, code)).body).toEqual(
      refusal('DISCOUNT_MIN_SPEND', 'This discount code needs a subtotal of at least 20,000 baht', {
        amount: 2_000_000,
      }),
    );
    const enough = await shopperWithCart(2_000_000);
    expect((await draft(enough, code)).body).toMatchObject({ data: { pricing: { discount: 50_000 } } });
  });

  it('gives each customer only their uses, and a refused order takes nothing', async () => {
    const code = await addCode({ usesPerCustomer: 1 });
    const shopper = await shopperWithCart();
    expect((await place(shopper, code)).status).toBe(201);
    // The cart is empty after an order: fill it again.
    const product = await addTestProduct(db(), { price: 1_000_000, stock: 5 });
    await addToCart(app(), shopper, product.sku, 1);
    expect((await draft(shopper, code)).body).toEqual(
      refusal('DISCOUNT_CODE_LIMIT_REACHED', 'You have used this discount code as often as it allows'),
    );
    const second = await place(shopper, code);
    expect(second.status).toBe(400);
    // The refused order kept the cart; another customer still may use the code.
    expect((await draft(shopper, '')).status).toBe(200);
    const other = await shopperWithCart();
    expect((await place(other, code)).status).toBe(201);
    expect(await ordersWith(code)).toBe(2);
  });

  it('gives its last use to one order only, when several customers order at once', async () => {
    const code = await addCode({ totalUses: 2 });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => shopperWithCart()));
    const answers = await Promise.all(shoppers.map((shopper) => place(shopper, code)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400]);
    for (const answer of answers.filter((each) => each.status === 400)) {
      expect(answer.body).toEqual(refusal('DISCOUNT_CODE_USED_UP', 'This discount code has been used up'));
    }
    expect(await ordersWith(code)).toBe(2);
  });

  it('seeds FIRSTBUILD5: 5 % from a 20,000-baht subtotal, once per customer', async () => {
    expect((await draft(await shopperWithCart(1_500_000), 'firstbuild5')).body).toMatchObject({
      code: 'DISCOUNT_MIN_SPEND',
    });
    const shopper = await shopperWithCart(2_500_000);
    expect((await draft(shopper, 'firstbuild5')).body).toMatchObject({
      data: { discount: { applied: true, code: 'FIRSTBUILD5', value: 125_000 } },
    });
    expect((await place(shopper, 'FIRSTBUILD5')).status).toBe(201);
    const product = await addTestProduct(db(), { price: 2_500_000, stock: 5 });
    await addToCart(app(), shopper, product.sku, 1);
    expect((await draft(shopper, 'FIRSTBUILD5')).body).toMatchObject({ code: 'DISCOUNT_CODE_LIMIT_REACHED' });
  });

  it('gives back the uses of an order that lapsed unpaid and was cancelled', async () => {
    const once = await addCode({ totalUses: 1 });
    const first = await shopperWithCart();
    const placed = await place(first, once);
    expect(placed.status).toBe(201);
    const second = await shopperWithCart();
    expect((await place(second, once)).body).toMatchObject({ code: 'DISCOUNT_CODE_USED_UP' });
    await lapseAndExpire(orderNumberOf(placed));
    expect((await place(second, once)).status).toBe(201);
    expect(await ordersWith(once)).toBe(2);

    const oncePerCustomer = await addCode({ usesPerCustomer: 1 });
    const shopper = await shopperWithCart();
    const mine = await place(shopper, oncePerCustomer);
    expect(mine.status).toBe(201);
    await fillCart(shopper);
    expect((await draft(shopper, oncePerCustomer)).body).toMatchObject({
      code: 'DISCOUNT_CODE_LIMIT_REACHED',
    });
    await lapseAndExpire(orderNumberOf(mine));
    expect((await place(shopper, oncePerCustomer)).status).toBe(201);
  });

  it(`never takes the total below ${MIN_PAYABLE_TOTAL / 100} baht, the smallest charge a payment takes`, async () => {
    const generous = await addCode({ amount: 100_000 });
    const fan = await shopperWithCart(39_000);
    expect((await draft(fan, generous)).body).toMatchObject({
      data: {
        pricing: { subtotal: 39_000, discount: 39_000 - MIN_PAYABLE_TOTAL, total: MIN_PAYABLE_TOTAL },
        discount: { applied: true, value: 39_000 - MIN_PAYABLE_TOTAL },
      },
    });
    const percent = await addCode({ amount: null, percent: 99 });
    expect((await draft(fan, percent)).body).toMatchObject({
      data: { pricing: { total: MIN_PAYABLE_TOTAL } },
    });

    // An order under that amount, even without a code (a product given away), is not made.
    const free = await addTestProduct(db(), { price: 0, stock: 5 });
    const shopper = await newVerifiedShopper(app(), db());
    await addToCart(app(), shopper, free.sku, 1);
    const refused = await place(shopper, '');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, code: 'ORDER_TOTAL_TOO_LOW' });
    expect((await db().select().from(orders).where(eq(orders.customerId, shopper.customerId))).length).toBe(
      0,
    );
  });

  it('seeds every code with a minimum spend above what it takes off, a use per customer and uses in all', async () => {
    for (const code of seededDiscountCodes) {
      expect(code.totalUses, code.code).toBeGreaterThan(0);
      expect(code.usesPerCustomer, code.code).toBe(1);
      expect(code.minSpend ?? 0, code.code).toBeGreaterThan(code.amount ?? 0);
      expect(code.minSpend ?? 0, code.code).toBeGreaterThanOrEqual(MIN_PAYABLE_TOTAL);
    }
    // PROBUILD1000 on a 390-baht fan: refused, not a free fan.
    expect((await draft(await shopperWithCart(39_000), 'PROBUILD1000')).body).toMatchObject({
      code: 'DISCOUNT_MIN_SPEND',
    });
    const shopper = await shopperWithCart(2_500_000);
    expect((await place(shopper, 'PROBUILD1000')).body).toMatchObject({
      data: { order: { pricing: { discount: 100_000, total: 2_400_000 } } },
    });
    await fillCart(shopper, 2_500_000);
    expect((await draft(shopper, 'PROBUILD1000')).body).toMatchObject({
      code: 'DISCOUNT_CODE_LIMIT_REACHED',
    });
  });

  it('refuses limits that make no sense', async () => {
    await expect(addCode({ totalUses: 0 })).rejects.toThrow();
    await expect(addCode({ usesPerCustomer: -1 })).rejects.toThrow();
    await expect(addCode({ minSpend: -100 })).rejects.toThrow();
    await expect(
      addCode({
        startsAt: sql`now()` as unknown as Date,
        expiresAt: sql`now() - interval '1 hour'` as unknown as Date,
      }),
    ).rejects.toThrow();
  });
});

describe('an order of less than the smallest charge', () => {
  let omiseApp: TestApp;
  let omise: OmiseStandIn;
  beforeAll(async () => {
    omise = await startOmiseStandIn();
    omiseApp = await createTestApp({
      settings: {
        ...readCommerceSettings({}),
        payments: {
          provider: 'omise',
          omise: omiseSettingsOf(omise, 1_000),
        },
      },
    });
  });
  afterAll(async () => {
    await omiseApp?.dispose();
    await omise?.close();
  });

  it('is never sent to the provider: its payment is refused and no charge is asked for', async () => {
    const shopApp = omiseApp.app;
    const shopDb = omiseApp.database.db;
    const shopper = await newVerifiedShopper(shopApp, shopDb);
    const fan = await addTestProduct(shopDb, { price: 39_000, stock: 5 });
    await addToCart(shopApp, shopper, fan.sku, 1);
    const placed = await callOperation(shopApp, 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(shopper),
    });
    expect(placed.status).toBe(201);
    const orderNumber = orderNumberOf(placed);
    // As an order made before the floor was kept: its discount took the whole subtotal.
    await shopDb
      .update(orders)
      .set({ discount: 39_000, total: 0, priceBeforeTax: 0, vat: 0 })
      .where(eq(orders.orderNumber, orderNumber));

    for (const body of [
      { method: 'promptpay' },
      { method: 'credit_card', cardToken: 'tokn_test_5xp6ca5dvcswxrw4c3y' },
    ]) {
      const refused = await callOperation(shopApp, 'createCheckout', {
        headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
        payload: { orderNumber, ...body },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: false, code: 'ORDER_NOT_PAYABLE' });
    }
    expect(omise.requests.filter((request) => request.method === 'POST')).toEqual([]);
    const [order] = await shopDb.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ paid: false, state: 'wait' });
  });
});
