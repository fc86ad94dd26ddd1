import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { cartItems, orders, productBundles } from '../src/db/schema/index.ts';
import { MAX_UNITS_PER_PRODUCT, UNVERIFIED_UNPAID_ORDERS } from '../src/orders/holding-limits.ts';
import { useTestApp } from './support/app.ts';
import {
  addToCart,
  newShopper,
  newVerifiedShopper,
  orderRequest,
  type Shopper,
  verifyEmail,
} from './support/checkout.ts';
import { addTestComset } from './support/comsets.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct, stockOf } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;
const MAX_UNPAID_ORDERS = readCommerceSettings({}).unpaidOrdersPerCustomer;

const add = (me: Shopper, payload: object) =>
  callOperation(app(), 'addToCart', { params: { customerId: me.customerId }, headers: me.headers, payload });
const addMany = (me: Shopper, items: object[]) =>
  callOperation(app(), 'addManyToCart', {
    params: { customerId: me.customerId },
    headers: me.headers,
    payload: { items },
  });
const setQuantity = (me: Shopper, lineId: string, quantity: number) =>
  callOperation(app(), 'updateCartItemQuantity', {
    params: { cartId: me.cartId, productId: lineId },
    headers: me.headers,
    payload: { quantity },
  });
const cartOf = async (me: Shopper) =>
  (await callSuccessfully(app(), 'getCart', { params: { customerId: me.customerId }, headers: me.headers }))
    .data;
const place = (me: Shopper) =>
  callOperation(app(), 'createOrder', {
    headers: { ...me.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(me),
  });
const draft = (me: Shopper) =>
  callOperation(app(), 'draftOrder', { headers: me.headers, payload: orderRequest(me) });
const orderNumberOf = (answer: { body: unknown }) =>
  (answer.body as { data: { orderNumber: string } }).data.orderNumber;

const quantityLimit = { success: false, code: 'QUANTITY_LIMIT', limit: MAX_UNITS_PER_PRODUCT };
const black = { name: { th: 'สีดำ', en: 'Black' }, value: 'black', code: '#000000', available: true };
const white = { name: { th: 'สีขาว', en: 'White' }, value: 'white', code: '#FFFFFF', available: true };
const inBlack = { name: black.name, code: black.code };
const inWhite = { name: white.name, code: white.code };

describe(`at most ${MAX_UNITS_PER_PRODUCT} units of one product per customer`, () => {
  it('in the cart: an add, an add-many or a new quantity beyond is refused with 422 and changes nothing', async () => {
    const me = await newShopper(app());
    const gpu = await addTestProduct(db(), { price: 1_500_000, stock: 60, colors: [black, white] });
    expect((await add(me, { sku: gpu.sku, quantity: 6, selectedColor: inBlack })).status).toBe(200);
    expect((await add(me, { sku: gpu.sku, quantity: 4, selectedColor: inWhite })).status).toBe(200);
    const full = await cartOf(me);
    expect(full.itemCount).toBe(MAX_UNITS_PER_PRODUCT);
    expect(full.items.map((line) => line.maxQuantity)).toEqual([
      MAX_UNITS_PER_PRODUCT,
      MAX_UNITS_PER_PRODUCT,
    ]);

    // One more, in either colour, by any of the three calls.
    const more = await add(me, { sku: gpu.sku, quantity: 1, selectedColor: inBlack });
    expect(more.status).toBe(422);
    expect(more.body).toMatchObject(quantityLimit);
    expect((more.body as { message: string }).message).toContain(gpu.sku);
    expect((await addMany(me, [{ sku: gpu.sku, quantity: 1, selectedColor: inWhite }])).body).toMatchObject(
      quantityLimit,
    );
    const [blackLine, whiteLine] = full.items;
    expect((await setQuantity(me, whiteLine?._id ?? '', 5)).body).toMatchObject(quantityLimit);
    // Beyond what one request may ask for at all: the contract's range.
    expect((await add(me, { sku: gpu.sku, quantity: MAX_UNITS_PER_PRODUCT + 1 })).status).toBe(400);
    expect((await cartOf(me)).items.map((line) => line.quantity)).toEqual([6, 4]);

    // Lowering one line makes room for the other.
    expect((await setQuantity(me, blackLine?._id ?? '', 2)).status).toBe(200);
    expect((await setQuantity(me, whiteLine?._id ?? '', 8)).status).toBe(200);

    // An add-many of one product in two lines counts both.
    const other = await newShopper(app());
    const refused = await addMany(other, [
      { sku: gpu.sku, quantity: 6, selectedColor: inBlack },
      { sku: gpu.sku, quantity: 5, selectedColor: inWhite },
    ]);
    expect(refused.body).toMatchObject(quantityLimit);
    expect((await cartOf(other)).items).toEqual([]);
  });

  it("counts the customer's unpaid orders: what they hold leaves less for the cart and the next order", async () => {
    const me = await newVerifiedShopper(app(), db());
    const ssd = await addTestProduct(db(), { price: 250_000, stock: 60 });
    await addToCart(app(), me, ssd.sku, 6);
    const first = await place(me);
    expect(first.status).toBe(201);

    expect((await add(me, { sku: ssd.sku, quantity: 5 })).body).toMatchObject(quantityLimit);
    expect((await add(me, { sku: ssd.sku, quantity: 4 })).status).toBe(200);
    expect((await place(me)).status).toBe(201);
    expect(await stockOf(db(), ssd.sku)).toBe(60 - MAX_UNITS_PER_PRODUCT);
    expect((await add(me, { sku: ssd.sku, quantity: 1 })).body).toMatchObject(quantityLimit);

    // A paid order no longer holds units against the limit; nor does a lapsed one.
    await db()
      .update(orders)
      .set({ payBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNumber, orderNumberOf(first)));
    expect((await add(me, { sku: ssd.sku, quantity: 6 })).status).toBe(200);
  });

  it('refuses an order beyond it, from a cart line stored before the limit, and takes nothing', async () => {
    const me = await newVerifiedShopper(app(), db());
    const fan = await addTestProduct(db(), { price: 39_000, stock: 60 });
    const psu = await addTestProduct(db(), { price: 459_000, stock: 59 });
    // As the carts of before the limit held them: the whole shelf.
    await db()
      .insert(cartItems)
      .values([
        { cartId: me.cartId, sku: fan.sku, quantity: 60, note: '' },
        { cartId: me.cartId, sku: psu.sku, quantity: 59, note: '' },
      ]);
    const refusedDraft = await draft(me);
    expect(refusedDraft.status).toBe(422);
    expect(refusedDraft.body).toMatchObject(quantityLimit);
    const refused = await place(me);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject(quantityLimit);
    expect(await stockOf(db(), fan.sku)).toBe(60);
    expect(await stockOf(db(), psu.sku)).toBe(59);
    expect((await db().select().from(orders).where(eq(orders.customerId, me.customerId))).length).toBe(0);

    // The cart shows how far each line may go, and lowering a line is never refused.
    const cart = await cartOf(me);
    expect(cart.items.map((line) => line.maxQuantity)).toEqual([
      MAX_UNITS_PER_PRODUCT,
      MAX_UNITS_PER_PRODUCT,
    ]);
    for (const line of cart.items) expect((await setQuantity(me, line._id, 10)).status).toBe(200);
    expect((await place(me)).status).toBe(201);
  });

  it("counts a computer set's chosen parts and a bundle's add-ons as units of those products", async () => {
    const { set, parts } = await addTestComset(db(), { stock: 20 });
    const me = await newShopper(app());
    const comset = { level: 'default', cpu: 'cpu-a', gpu: 'gpu-1', ram: 'ram-1', storage: 'ssd-1' };
    expect((await add(me, { sku: set.sku, quantity: 6, comset })).status).toBe(200);
    // Six sets hold six of their graphics card: four more of it, not five.
    expect((await add(me, { sku: parts.gpu.sku, quantity: 5 })).body).toMatchObject(quantityLimit);
    expect((await add(me, { sku: parts.gpu.sku, quantity: 4 })).status).toBe(200);
    // A set of another configuration with the same card is refused too.
    expect(
      (await add(me, { sku: set.sku, quantity: 1, comset: { ...comset, cpu: 'cpu-b' } })).body,
    ).toMatchObject(quantityLimit);

    const cpu = await addTestProduct(db(), { price: 1_579_000, stock: 30 });
    const cooler = await addTestProduct(db(), { price: 129_000, stock: 30 });
    await db()
      .insert(productBundles)
      .values({ sku: cpu.sku, addonSku: cooler.sku, bundlePrice: 99_000, sortOrder: 0 });
    const other = await newShopper(app());
    expect((await add(other, { sku: cooler.sku, quantity: 6 })).status).toBe(200);
    const bundle = await addMany(other, [
      { sku: cpu.sku, quantity: 5 },
      { sku: cooler.sku, quantity: 5, bundleOf: cpu.sku },
    ]);
    expect(bundle.body).toMatchObject(quantityLimit);
    expect(
      (
        await addMany(other, [
          { sku: cpu.sku, quantity: 4 },
          { sku: cooler.sku, quantity: 4, bundleOf: cpu.sku },
        ])
      ).status,
    ).toBe(200);
  });
});

describe('an account whose email is not verified', () => {
  it(`holds ${UNVERIFIED_UNPAID_ORDERS} unpaid order at a time (409), ${MAX_UNPAID_ORDERS} once verified`, async () => {
    const me = await newShopper(app());
    const ram = await addTestProduct(db(), { price: 300_000, stock: 20 });
    for (let index = 0; index < UNVERIFIED_UNPAID_ORDERS; index++) {
      await addToCart(app(), me, ram.sku, 1);
      expect((await place(me)).status).toBe(201);
    }
    await addToCart(app(), me, ram.sku, 1);
    const refused = await place(me);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'EMAIL_NOT_VERIFIED',
      limit: UNVERIFIED_UNPAID_ORDERS,
    });
    expect(await stockOf(db(), ram.sku)).toBe(20 - UNVERIFIED_UNPAID_ORDERS);
    expect((await cartOf(me)).itemCount).toBe(1);

    await verifyEmail(app(), db(), me);
    expect((await place(me)).status).toBe(201);
    for (let index = UNVERIFIED_UNPAID_ORDERS + 1; index < MAX_UNPAID_ORDERS; index++) {
      await addToCart(app(), me, ram.sku, 1);
      expect((await place(me)).status).toBe(201);
    }
    await addToCart(app(), me, ram.sku, 1);
    expect((await place(me)).body).toMatchObject({
      code: 'TOO_MANY_UNPAID_ORDERS',
      limit: MAX_UNPAID_ORDERS,
    });
  });
});
