import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, shippingAddresses } from '../src/db/schema/index.ts';
import { MIN_PAYABLE_TOTAL, priceOrder } from '../src/orders/pricing.ts';
import { useTestApp } from './support/app.ts';
import { addToCart, newShopper, newVerifiedShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct, stockOf } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

const draft = (shopper: Shopper, overrides: Record<string, unknown> = {}) =>
  callOperation(app(), 'draftOrder', { headers: shopper.headers, payload: orderRequest(shopper, overrides) });
const draftTotal = async (shopper: Shopper) =>
  ((await draft(shopper)).body as { data: { pricing: { total: number } } }).data.pricing.total;
const place = (shopper: Shopper, key: string, overrides: Record<string, unknown> = {}) =>
  callOperation(app(), 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': key },
    payload: orderRequest(shopper, overrides),
  });
const ordersOf = async (customerId: string) =>
  (await db().select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0]?.n;

describe('pricing', () => {
  it('takes VAT out of the total (total / 1.07, half up) so that price before tax + VAT = total', () => {
    expect(priceOrder([1579000], null).pricing).toEqual({
      subtotal: 1579000,
      shipping: 0,
      discount: 0,
      total: 1579000,
      priceBeforeTax: 1475701,
      vat: 103299,
    });
    const tenPercent = { code: 'PROBUILD10', percent: 10, amount: null };
    expect(priceOrder([1908000], tenPercent).pricing).toMatchObject({
      discount: 190800,
      total: 1717200,
      priceBeforeTax: 1604860,
      vat: 112340,
    });
    // 10 % of 100,005 satang is 10,000.5: rounded half up.
    expect(priceOrder([100005], tenPercent).pricing.discount).toBe(10001);
    // A discount never takes the total below the smallest payment, and none is given under it.
    expect(priceOrder([30000], { code: 'PROBUILD500', percent: null, amount: 50000 }).pricing).toMatchObject({
      discount: 30000 - MIN_PAYABLE_TOTAL,
      total: MIN_PAYABLE_TOTAL,
    });
    expect(priceOrder([1500], tenPercent).pricing).toMatchObject({ discount: 0, total: 1500 });
  });
});

describe('order draft', () => {
  it('prices the cart from the database with each discount code, in any letter case and padding', async () => {
    const shopper = await newShopper(app());
    const mouse = await addTestProduct(db(), { price: 159000, salePrice: 129000, stock: 10 });
    const pad = await addTestProduct(db(), { price: 50000, stock: 10 });
    await addToCart(app(), shopper, mouse.sku, 2);
    await addToCart(app(), shopper, pad.sku, 1);

    const plain = await draft(shopper);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      data: {
        cartId: shopper.cartId,
        shippingMethod: 'normal',
        pricing: {
          subtotal: 308000,
          shipping: 0,
          discount: 0,
          total: 308000,
          priceBeforeTax: 287850,
          vat: 20150,
        },
        discount: { applied: false, code: null, value: 0 },
        shippingAddress: { _id: shopper.addressId, fullName: 'นายสมชาย ใจดี' },
        taxInvoiceAddress: null,
        customer: { _id: shopper.customerId, email: shopper.email },
        metadata: { step: 3, wantTaxInvoice: false },
      },
    });
    const { data } = plain.body as { data: { items: unknown[] } };
    expect(data.items).toEqual([
      expect.objectContaining({ sku: mouse.sku, quantity: 2, unitPrice: 129000, totalPrice: 258000 }),
      expect.objectContaining({ sku: pad.sku, quantity: 1, unitPrice: 50000, totalPrice: 50000 }),
    ]);

    const percent = await draft(shopper, { discountCode: ' probuild10 ' });
    expect(percent.body).toMatchObject({
      data: {
        pricing: { subtotal: 308000, discount: 30800, total: 277200, priceBeforeTax: 259065, vat: 18135 },
        discount: { applied: true, code: 'PROBUILD10', value: 30800 },
      },
    });
    const half = await draft(shopper, { discountCode: 'PROBUILD500' });
    expect(half.body).toMatchObject({ data: { pricing: { discount: 50000, total: 258000 } } });
    // 1,000 baht off asks for a subtotal of 10,000 baht.
    expect((await draft(shopper, { discountCode: 'PROBUILD1000' })).body).toMatchObject({
      code: 'DISCOUNT_MIN_SPEND',
    });
    const monitor = await addTestProduct(db(), { price: 800000, stock: 10 });
    await addToCart(app(), shopper, monitor.sku, 1);
    const fixed = await draft(shopper, { discountCode: ' PROBUILD1000 ' });
    expect(fixed.body).toMatchObject({ data: { pricing: { discount: 100000, total: 1008000 } } });
  });

  it("answers the spec's texts for an unknown code, a missing address and a bad payment method", async () => {
    const shopper = await newShopper(app());
    const ssd = await addTestProduct(db(), { price: 250000, stock: 10 });
    await addToCart(app(), shopper, ssd.sku, 1);

    expect((await draft(shopper, { discountCode: 'FREEBIE' })).body).toEqual({
      success: false,
      code: 'INVALID_DISCOUNT_CODE',
      message: 'โค้ดส่วนลดไม่ถูกต้อง',
    });
    expect((await draft(shopper, { shippingAddressId: undefined })).body).toMatchObject({
      code: 'SHIPPING_ADDRESS_REQUIRED',
      message: 'กรุณาเลือกที่อยู่จัดส่งก่อนดำเนินการชำระเงิน',
    });
    expect((await draft(shopper, { paymentMethod: 'bitcoin' })).body).toMatchObject({
      code: 'INVALID_PAYMENT_METHOD',
      message: 'ช่องทางการชำระเงินไม่ถูกต้อง',
    });
    expect((await draft(shopper, { wantTaxInvoice: true })).status).toBe(400);
    const withInvoice = await draft(shopper, {
      wantTaxInvoice: true,
      taxInvoiceAddressId: shopper.addressId,
    });
    expect(withInvoice.body).toMatchObject({ data: { taxInvoiceAddress: { _id: shopper.addressId } } });
    // The draft needs no payment method yet; the order does.
    expect((await draft(shopper, { paymentMethod: undefined })).status).toBe(200);
    expect((await place(shopper, randomUUID(), { paymentMethod: undefined })).body).toMatchObject({
      code: 'PAYMENT_METHOD_REQUIRED',
      message: 'กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ',
    });
  });

  it("refuses another customer's address or cart, and an empty cart", async () => {
    const shopper = await newShopper(app());
    const other = await newShopper(app());
    const ssd = await addTestProduct(db(), { price: 250000, stock: 10 });
    expect((await draft(shopper)).body).toMatchObject({ code: 'CART_EMPTY' });
    await addToCart(app(), shopper, ssd.sku, 1);
    expect((await draft(shopper, { shippingAddressId: other.addressId })).status).toBe(404);
    expect((await draft(shopper, { cartId: other.cartId })).body).toMatchObject({ code: 'CART_NOT_FOUND' });
  });
});

describe('placing an order', () => {
  it('creates the order, takes the stock, copies the address and empties the cart', async () => {
    const shopper = await newShopper(app());
    const psu = await addTestProduct(db(), {
      price: 459000,
      salePrice: 399000,
      stock: 5,
      nameEn: 'Corsair RM850e',
    });
    await addToCart(app(), shopper, psu.sku, 2);
    const answer = await place(shopper, randomUUID(), {
      discountCode: 'PROBUILD500',
      paymentMethod: 'credit_card',
    });
    expect(answer.status).toBe(201);
    const { data } = answer.body as { data: { orderNumber: string; order: Record<string, unknown> } };
    expect(data.orderNumber).toMatch(/^PB-\d{8}-\d{6}$/);
    expect(data.order).toMatchObject({
      orderNumber: data.orderNumber,
      state: 'wait',
      successDate: null,
      totalPrice: 748000,
      pricing: { subtotal: 798000, discount: 50000, total: 748000 },
      discount: { applied: true, code: 'PROBUILD500', value: 50000 },
      paymentMethod: 'credit_card',
      payment: null,
      shippingAddress: { _id: shopper.addressId },
      items: [
        { sku: psu.sku, amount: 2, price: 399000, totalPrice: 798000, productName: { en: 'Corsair RM850e' } },
      ],
    });
    expect(await stockOf(db(), psu.sku)).toBe(3);
    const cart = await callSuccessfully(app(), 'getCart', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
    });
    expect(cart.data.items).toEqual([]);

    // The order keeps the address as it was when the order was placed.
    await db()
      .update(shippingAddresses)
      .set({ line: 'ย้ายแล้ว' })
      .where(eq(shippingAddresses.id, shopper.addressId));
    const read = await callSuccessfully(app(), 'getOrder', {
      params: { orderNumber: data.orderNumber },
      headers: shopper.headers,
    });
    expect(read.data.shippingAddress?.address.line).toBe('12/3 ถ.มูลเมือง');
  });

  it("carries the shop's assembly of a build into the order and out of the cart", async () => {
    const shopper = await newVerifiedShopper(app(), db());
    const cpu = await addTestProduct(db(), { price: 1579000, stock: 5 });
    await callSuccessfully(app(), 'addManyToCart', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
      payload: { items: [{ sku: cpu.sku, quantity: 1 }], assembly: 'shop' },
    });
    const assembly = {
      code: 'assembly',
      name: { th: 'ประกอบโดยร้าน', en: 'Assembled by the shop' },
      price: 0,
    };
    const answer = await place(shopper, randomUUID(), { paymentMethod: 'credit_card' });
    expect(answer.status).toBe(201);
    const { data } = answer.body as { data: { orderNumber: string; order: Record<string, unknown> } };
    expect(data.order).toMatchObject({ services: [assembly], pricing: { subtotal: 1579000 } });
    const read = await callSuccessfully(app(), 'getOrder', {
      params: { orderNumber: data.orderNumber },
      headers: shopper.headers,
    });
    expect(read.data.services).toEqual([assembly]);
    const cart = await callSuccessfully(app(), 'getCart', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
    });
    expect(cart.data.services).toEqual([]);

    await addToCart(app(), shopper, cpu.sku, 1);
    const plain = await place(shopper, randomUUID(), { paymentMethod: 'credit_card' });
    expect((plain.body as { data: { order: { services: unknown } } }).data.order.services).toEqual([]);
  });

  it('makes one order for a repeated Idempotency-Key, and 409 for the same key with another body', async () => {
    const shopper = await newShopper(app());
    const cpu = await addTestProduct(db(), { price: 1579000, stock: 5 });
    await addToCart(app(), shopper, cpu.sku, 1);
    const key = randomUUID();
    const [first, second] = await Promise.all([place(shopper, key), place(shopper, key)]);
    const third = await place(shopper, key);
    const numbers = [first, second, third].map((answer) => {
      expect(answer.status).toBe(201);
      return (answer.body as { data: { orderNumber: string } }).data.orderNumber;
    });
    expect(new Set(numbers).size).toBe(1);
    expect(await ordersOf(shopper.customerId)).toBe(1);
    expect(await stockOf(db(), cpu.sku)).toBe(4);

    const changed = await place(shopper, key, { discountCode: 'PROBUILD10' });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Without a key there is no order at all.
    const keyless = await callOperation(app(), 'createOrder', {
      headers: shopper.headers,
      payload: orderRequest(shopper),
    });
    expect(keyless.status).toBe(400);
  });

  it('creates nothing when the total moved away from the one the shopper was shown', async () => {
    const shopper = await newShopper(app());
    const gpu = await addTestProduct(db(), { price: 2499000, stock: 3 });
    await addToCart(app(), shopper, gpu.sku, 1);
    const shown = await draftTotal(shopper);
    // The price rises between the summary and the press on Pay.
    await db().update(products).set({ price: 2599000 }).where(eq(products.sku, gpu.sku));
    const refused = await place(shopper, randomUUID(), { expectedTotal: shown });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TOTAL_CHANGED' });
    expect(await ordersOf(shopper.customerId)).toBe(0);
    expect(await stockOf(db(), gpu.sku)).toBe(3);

    const reviewed = await draftTotal(shopper);
    expect(reviewed).not.toBe(shown);
    // The refusal named the total as it is now.
    expect(refused.body).toMatchObject({ amount: reviewed });
    const placed = await place(shopper, randomUUID(), { expectedTotal: reviewed });
    expect(placed.status).toBe(201);
    expect((placed.body as { data: { order: { totalPrice: number } } }).data.order.totalPrice).toBe(reviewed);
  });

  it('sells the last unit once when two customers buy it at the same time', async () => {
    const lastOne = await addTestProduct(db(), { price: 8990000, stock: 1 });
    const buyers = await Promise.all([newShopper(app()), newShopper(app())]);
    for (const buyer of buyers) await addToCart(app(), buyer, lastOne.sku, 1);
    const answers = await Promise.all(buyers.map((buyer) => place(buyer, randomUUID())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `${lastOne.sku} is out of stock`,
      sku: lastOne.sku,
      productName: { en: `Test product ${lastOne.sku}` },
      unitsLeft: 0,
    });
    expect(await stockOf(db(), lastOne.sku)).toBe(0);
    const placed = await Promise.all(buyers.map((buyer) => ordersOf(buyer.customerId)));
    expect(placed.sort()).toEqual([0, 1]);
  });
});

describe('order history', () => {
  it('lists the customer’s orders newest first, searchable by number or product name, paged', async () => {
    const shopper = await newVerifiedShopper(app(), db());
    const keyboard = await addTestProduct(db(), { price: 390000, stock: 9, nameEn: 'Keychron Q1 Pro' });
    const monitor = await addTestProduct(db(), { price: 1290000, stock: 9, nameEn: 'Dell U2724D' });
    const numbers: string[] = [];
    for (const sku of [keyboard.sku, monitor.sku, keyboard.sku]) {
      await addToCart(app(), shopper, sku, 1);
      const answer = await place(shopper, randomUUID());
      numbers.push((answer.body as { data: { orderNumber: string } }).data.orderNumber);
    }
    const list = (query: Record<string, string | number>) =>
      callSuccessfully(app(), 'listOrders', {
        headers: shopper.headers,
        query: query as Record<string, string>,
      });

    const all = await list({});
    expect(all.data.items.map((order) => order.orderNumber)).toEqual([...numbers].reverse());
    expect(all.data).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect((await list({ q: 'keychron' })).data.items.map((order) => order.orderNumber)).toEqual([
      numbers[2],
      numbers[0],
    ]);
    expect((await list({ q: numbers[1] ?? '' })).data.items.map((order) => order.orderNumber)).toEqual([
      numbers[1],
    ]);
    const second = await list({ page: 2, pageSize: 2 });
    expect(second.data.items.map((order) => order.orderNumber)).toEqual([numbers[0]]);
    expect((await list({ q: '%' })).data.total).toBe(0);
    expect((await list({ state: 'success' })).data.total).toBe(0);
    expect((await list({ state: 'wait' })).data.total).toBe(3);

    const stranger = await newShopper(app());
    expect((await callSuccessfully(app(), 'listOrders', { headers: stranger.headers })).data.total).toBe(0);
    const peek = await callOperation(app(), 'getOrder', {
      params: { orderNumber: numbers[0] ?? '' },
      headers: stranger.headers,
    });
    expect(peek.status).toBe(404);
  });
});
