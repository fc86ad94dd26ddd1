import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation } from './support/contract.ts';
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

/** A new customer with a cart of one product at this price (satang), 20 in stock. */
async function shopperWithCart(price = 1_000_000): Promise<Shopper> {
  const shopper = await newShopper(app());
  const product = await addTestProduct(db(), { price, stock: 20 });
  await addToCart(app(), shopper, product.sku, 1);
  return shopper;
}

const refusal = (code: string, message: string) => ({ success: false, code, message });
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
    expect((await draft(shopper, over)).body).toEqual(refusal('DISCOUNT_CODE_EXPIRED', 'โค้ดส่วนลดนี้หมดอายุแล้ว'));
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
      refusal('DISCOUNT_MIN_SPEND', 'โค้ดส่วนลดนี้ใช้ได้เมื่อยอดสินค้าตั้งแต่ 20,000 บาทขึ้นไป'),
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
      refusal('DISCOUNT_CODE_LIMIT_REACHED', 'คุณใช้โค้ดส่วนลดนี้ครบจำนวนสิทธิ์แล้ว'),
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
      expect(answer.body).toEqual(refusal('DISCOUNT_CODE_USED_UP', 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว'));
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
