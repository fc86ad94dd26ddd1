import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { orders, products } from '../src/db/schema/index.ts';
import { cancelLapsedOrders } from '../src/orders/order-expiry.ts';
import { createPaymentProvider } from '../src/payments/provider-factory.ts';
import { useTestApp } from './support/app.ts';
import { newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { addTestComset } from './support/comsets.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct, stockOf } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

const add = (me: Shopper, payload: object) =>
  callOperation(app(), 'addToCart', { params: { customerId: me.customerId }, headers: me.headers, payload });
const cartOf = async (me: Shopper) =>
  (await callSuccessfully(app(), 'getCart', { params: { customerId: me.customerId }, headers: me.headers }))
    .data;

/** The `default` level of the test set: cpu-a, gpu-1, ram-1, ssd-1. */
const defaultSet = { level: 'default', cpu: 'cpu-a', gpu: 'gpu-1', ram: 'ram-1', storage: 'ssd-1' };

describe('computer sets', () => {
  it('offers its configurator with level prices from the parts of today', async () => {
    const { set, parts } = await addTestComset(db());
    const { data } = await callSuccessfully(app(), 'getComsetOptions', { params: { sku: set.sku } });
    expect(data).toMatchObject({
      sku: set.sku,
      basePrice: 1_000_000,
      levels: [
        { key: 'default', price: 3_680_000, normalPrice: 3_750_000, selection: { cpu: 'cpu-a' } },
        { key: 'hiend', price: 4_030_000, normalPrice: 4_150_000, selection: { cpu: 'cpu-b' } },
      ],
      cpu: [
        { id: 'cpu-a', sku: parts.cpuA.sku, price: 800_000, discount: 50_000 },
        { id: 'cpu-b', sku: parts.cpuB.sku, price: 1_200_000, discount: 100_000 },
      ],
      gpu: [{ id: 'gpu-1', price: 1_400_000, discount: 0 }],
      extras: [
        { key: 'monitor', items: [{ id: 'monitor-a', price: 600_000 }, { id: 'monitor-b' }] },
        { key: 'keyboard', items: [{ id: 'keyboard-1', price: 150_000, oldPrice: null }] },
      ],
    });
    const plain = await addTestProduct(db(), { price: 10_000, stock: 1 });
    const notASet = await callOperation(app(), 'getComsetOptions', { params: { sku: plain.sku } });
    expect(notASet.status).toBe(404);
  });

  it('adds a configured set priced by the server, one line per configuration', async () => {
    const { set, parts } = await addTestComset(db());
    const me = await newShopper(app());
    const added = await add(me, {
      sku: set.sku,
      quantity: 1,
      comset: { ...defaultSet, extras: ['monitor-a', 'keyboard-1'] },
    });
    expect(added.status).toBe(200);
    const [line] = (await cartOf(me)).items;
    expect(line).toMatchObject({
      product: { sku: set.sku },
      unitPrice: 3_680_000 + 600_000 + 150_000,
      totalPrice: 4_430_000,
      configuration: {
        level: 'default',
        components: [
          { group: 'cpu', sku: parts.cpuA.sku, price: 750_000 },
          { group: 'gpu', sku: parts.gpu.sku, price: 1_400_000 },
          { group: 'ram', sku: parts.ram.sku, price: 280_000 },
          { group: 'storage', sku: parts.storage.sku, price: 250_000 },
          { group: 'keyboard', sku: parts.keyboard.sku, price: 150_000 },
          { group: 'monitor', sku: parts.monitorA.sku, price: 600_000 },
        ],
      },
    });

    // The same choice, extras in another order, grows the line; another CPU is another line.
    await add(me, {
      sku: set.sku,
      quantity: 1,
      comset: { ...defaultSet, extras: ['keyboard-1', 'monitor-a'] },
    });
    await add(me, { sku: set.sku, quantity: 1, comset: { ...defaultSet, cpu: 'cpu-b' } });
    const cart = await cartOf(me);
    expect(cart.items.map((item) => [item.quantity, item.unitPrice])).toEqual([
      [2, 4_430_000],
      [1, 3_680_000 + 350_000],
    ]);
    expect(cart.subtotal).toBe(2 * 4_430_000 + 4_030_000);

    // A chosen part's new price reaches the set in the cart: nothing is kept from when it was
    // added. The set's own price holds for its standard parts, whatever they cost today.
    await db().update(products).set({ salePrice: 1_100_000 }).where(eq(products.sku, parts.cpuB.sku));
    await db().update(products).set({ salePrice: 1_300_000 }).where(eq(products.sku, parts.gpu.sku));
    expect((await cartOf(me)).items.map((item) => item.unitPrice)).toEqual([4_430_000, 3_930_000]);
  });

  it('quotes a configuration at the price the cart charges, with the saving against its parts alone', async () => {
    const { set, parts } = await addTestComset(db());
    await db().update(products).set({ salePrice: 800_000 }).where(eq(products.sku, parts.monitorB.sku));
    const quote = (comset: object) =>
      callOperation(app(), 'quoteComset', { params: { sku: set.sku }, payload: comset });
    const chosen = { ...defaultSet, cpu: 'cpu-b', extras: ['monitor-b', 'keyboard-1'] };

    const { status, body } = await quote(chosen);
    expect(status).toBe(200);
    // The set 10,000 + cpu-b 12,000 − 1,000 + gpu 14,000 + ram 3,000 − 200 + ssd 2,500, then
    // monitor-b on sale at 8,000 (9,000 before) and the keyboard 1,500.
    expect(body).toMatchObject({
      data: {
        sku: set.sku,
        unitPrice: 4_030_000 + 800_000 + 150_000,
        normalPrice: 4_150_000 + 900_000 + 150_000,
        saving: 120_000 + 100_000,
        configuration: {
          level: 'default',
          components: [{ group: 'cpu', sku: parts.cpuB.sku }, {}, {}, {}, {}, {}],
        },
      },
    });

    const me = await newShopper(app());
    expect((await add(me, { sku: set.sku, quantity: 1, comset: chosen })).status).toBe(200);
    expect((await cartOf(me)).items[0]?.unitPrice).toBe(
      (body as { data: { unitPrice: number } }).data.unitPrice,
    );

    const refused = await quote({ ...defaultSet, extras: ['monitor-a', 'monitor-b'] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'INVALID_OPTION',
      message: `Choose at most one monitor for ${set.sku}`,
    });
    expect((await quote({ ...defaultSet, unitPrice: 1 })).status).toBe(400);
    const plain = await addTestProduct(db(), { price: 10_000, stock: 5 });
    const notASet = await callOperation(app(), 'quoteComset', {
      params: { sku: plain.sku },
      payload: defaultSet,
    });
    expect(notASet.status).toBe(404);
  });

  it('refuses a set without a configuration, a configuration it does not offer, and one for a plain product', async () => {
    const { set } = await addTestComset(db());
    const plain = await addTestProduct(db(), { price: 10_000, stock: 5 });
    const me = await newShopper(app());
    const refusals: [object, string][] = [
      [{ sku: set.sku, quantity: 1 }, `Choose a configuration for the computer set ${set.sku}`],
      [{ sku: plain.sku, quantity: 1, comset: defaultSet }, `${plain.sku} is not a computer set`],
      [
        { sku: set.sku, quantity: 1, comset: { ...defaultSet, cpu: 'gpu-1' } },
        `gpu-1 is not a cpu option of ${set.sku}`,
      ],
      [
        { sku: set.sku, quantity: 1, comset: { ...defaultSet, ram: 'ram-9' } },
        `ram-9 is not a ram option of ${set.sku}`,
      ],
      [
        { sku: set.sku, quantity: 1, comset: { ...defaultSet, level: 'normal' } },
        `The computer set ${set.sku} has no level normal`,
      ],
      [
        { sku: set.sku, quantity: 1, comset: { ...defaultSet, extras: ['cpu-b'] } },
        `cpu-b is not an extra of ${set.sku}`,
      ],
      [
        { sku: set.sku, quantity: 1, comset: { ...defaultSet, gpu: "gpu-1' OR '1'='1" } },
        `gpu-1' OR '1'='1 is not a gpu option of ${set.sku}`,
      ],
      [
        { sku: set.sku, quantity: 1, comset: { ...defaultSet, extras: ['monitor-a', 'monitor-b'] } },
        `Choose at most one monitor for ${set.sku}`,
      ],
    ];
    for (const [payload, message] of refusals) {
      const answer = await add(me, payload);
      expect(answer.status, message).toBe(422);
      expect(answer.body).toMatchObject({ code: 'INVALID_OPTION', message });
    }
    const priced = await add(me, { sku: set.sku, quantity: 1, comset: { ...defaultSet, price: 1 } });
    expect(priced.status).toBe(400);
    expect((await cartOf(me)).items).toEqual([]);
  });

  it('offers no unpublished part, and neither quotes nor adds a set with one', async () => {
    const { set, parts } = await addTestComset(db());
    const publish = (sku: string, published: boolean) =>
      db().update(products).set({ published }).where(eq(products.sku, sku));
    const options = async () =>
      (await callSuccessfully(app(), 'getComsetOptions', { params: { sku: set.sku } })).data;
    const me = await newShopper(app());
    await add(me, { sku: set.sku, quantity: 1, comset: defaultSet });

    await publish(parts.cpuB.sku, false);
    await publish(parts.monitorA.sku, false);
    const shown = await options();
    expect(shown.cpu.map((part) => part.sku)).toEqual([parts.cpuA.sku]);
    expect(shown.levels.map((level) => level.key)).toEqual(['default']);
    expect(shown.extras.map((group) => group.items.map((item) => item.id))).toEqual([
      ['monitor-b'],
      ['keyboard-1'],
    ]);
    expect(JSON.stringify(shown)).not.toContain(parts.cpuB.sku);

    const refusals: [object, string][] = [
      [{ ...defaultSet, cpu: 'cpu-b' }, `cpu-b is not on sale in the computer set ${set.sku} now`],
      [
        { ...defaultSet, extras: ['monitor-a'] },
        `monitor-a is not on sale in the computer set ${set.sku} now`,
      ],
    ];
    for (const [comset, message] of refusals) {
      const quoted = await callOperation(app(), 'quoteComset', { params: { sku: set.sku }, payload: comset });
      expect(quoted.status, message).toBe(422);
      expect(quoted.body).toMatchObject({ code: 'INVALID_OPTION', message });
      const added = await add(me, { sku: set.sku, quantity: 1, comset });
      expect(added.status, message).toBe(422);
      expect(added.body).toMatchObject({ code: 'INVALID_OPTION', message });
    }
    expect((await cartOf(me)).items.map((item) => item.quantity)).toEqual([1]);

    // A part of a set already in the cart leaves the catalogue: the set reads as sold out there
    // and cannot be ordered, while its price still shows.
    await publish(parts.gpu.sku, false);
    const [line] = (await cartOf(me)).items;
    expect(line).toMatchObject({ maxQuantity: 0, unitPrice: 3_680_000 });
    const refused = await callOperation(app(), 'createOrder', {
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(me),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((await options()).levels).toEqual([]);

    await publish(parts.gpu.sku, true);
    await publish(parts.cpuB.sku, true);
    expect((await options()).cpu.map((part) => part.id)).toEqual(['cpu-a', 'cpu-b']);
    expect((await cartOf(me)).items[0]?.maxQuantity).toBe(5);
    expect(
      (await add(me, { sku: set.sku, quantity: 1, comset: { ...defaultSet, cpu: 'cpu-b' } })).status,
    ).toBe(200);
  });

  it('orders a set at the price of its configuration, within the stock of the set', async () => {
    const { set, parts } = await addTestComset(db(), { stock: 2 });
    const me = await newShopper(app());
    const tooMany = await add(me, { sku: set.sku, quantity: 3, comset: defaultSet });
    expect(tooMany.status).toBe(409);
    await add(me, { sku: set.sku, quantity: 2, comset: { ...defaultSet, extras: ['monitor-b'] } });
    const { data } = await callSuccessfully(app(), 'createOrder', {
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(me),
    });
    expect(data.order.pricing).toMatchObject({ subtotal: 2 * 4_580_000, total: 2 * 4_580_000 });
    expect(data.order.items).toMatchObject([{ sku: set.sku, amount: 2, price: 4_580_000 }]);
    expect(await stockOf(db(), set.sku)).toBe(0);
    // Each set takes its chosen parts off their own shelves; parts not chosen stay.
    for (const part of [parts.cpuA, parts.gpu, parts.ram, parts.storage, parts.monitorB]) {
      expect(await stockOf(db(), part.sku)).toBe(48);
    }
    for (const part of [parts.cpuB, parts.monitorA, parts.keyboard]) {
      expect(await stockOf(db(), part.sku)).toBe(50);
    }
    const { data: stored } = await callSuccessfully(app(), 'getOrder', {
      params: { orderNumber: data.orderNumber },
      headers: me.headers,
    });
    expect(stored.items[0]?.configuration).toMatchObject({
      level: 'default',
      components: expect.arrayContaining([
        { group: 'monitor', sku: parts.monitorB.sku, name: expect.anything(), price: 900_000 },
      ]),
    });
  });

  it('is refused while a chosen part is sold out, and gives the parts back when it lapses unpaid', async () => {
    const { set, parts } = await addTestComset(db());
    const me = await newShopper(app());
    await add(me, { sku: set.sku, quantity: 1, comset: defaultSet });
    // The processor sells out after the set went into the cart.
    await db().update(products).set({ stock: 0 }).where(eq(products.sku, parts.cpuA.sku));
    const refused = await callOperation(app(), 'createOrder', {
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(me),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((refused.body as { message: string }).message).toContain(parts.cpuA.sku);
    expect(await stockOf(db(), set.sku)).toBe(5);
    expect(await stockOf(db(), parts.gpu.sku)).toBe(50);

    await db().update(products).set({ stock: 50 }).where(eq(products.sku, parts.cpuA.sku));
    const { data } = await callSuccessfully(app(), 'createOrder', {
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(me),
    });
    expect(await stockOf(db(), parts.cpuA.sku)).toBe(49);
    await db()
      .update(orders)
      .set({ payBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNumber, data.orderNumber));
    await cancelLapsedOrders(db(), createPaymentProvider(readCommerceSettings({}), db()));
    for (const part of [parts.cpuA, parts.gpu, parts.ram, parts.storage]) {
      expect(await stockOf(db(), part.sku)).toBe(50);
    }
    expect(await stockOf(db(), set.sku)).toBe(5);
  });
});
