import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/app.ts';
import { readCommerceSettings } from '../../src/commerce-settings.ts';
import type { OperationId } from '../../src/http/operations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from '../support/checkout.ts';
import { callOperation, callSuccessfully, expectErrorBody, findOperation } from '../support/contract.ts';
import { addTestProduct, stockOf } from '../support/products.ts';
import { storefrontBuild } from '../support/routeList.ts';
import { chiangMaiPerson } from '../support/shipping-addresses.ts';
import { type Customer, customerWithEverything, requestsAt, snapshot } from './fixtures.ts';

let testApp: TestApp;
let me: Customer;
beforeAll(async () => {
  testApp = await createTestApp();
  me = await customerWithEverything(testApp.app, testApp.database.db);
});
afterAll(() => testApp?.dispose());
const app = () => testApp.app;
const db = () => testApp.database.db;

const SQL_LOOKING = ["' OR '1'='1", "'; DROP TABLE customers; --", '1; SELECT pg_sleep(5)', '%_\\', '"$ne"'];

/** Prices the shopper's cart as the server sees it. */
async function serverPricing(shopper: Shopper) {
  return (
    await callSuccessfully(app(), 'draftOrder', { headers: shopper.headers, payload: orderRequest(shopper) })
  ).data.pricing;
}

describe('tampered money', () => {
  it('refuses prices, totals and discount values in an order request and still charges the database prices', async () => {
    const shopper = await newShopper(app());
    const gpu = await addTestProduct(db(), { price: 2990000, stock: 5 });
    await addToCart(app(), shopper, gpu.sku, 1);
    const honest = await serverPricing(shopper);
    expect(honest.total).toBe(2990000);
    for (const tampered of [
      { total: 100 },
      { pricing: { subtotal: 100, total: 100 } },
      { items: [{ sku: gpu.sku, quantity: 1, unitPrice: 100 }] },
      { discount: { applied: true, code: 'X', value: 2990000 } },
      { discountValue: 2990000 },
    ]) {
      const draft = await callOperation(app(), 'draftOrder', {
        headers: shopper.headers,
        payload: orderRequest(shopper, tampered),
      });
      expect(draft.status).toBe(400);
      const order = await callOperation(app(), 'createOrder', {
        headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
        payload: orderRequest(shopper, tampered),
      });
      expect(order.status).toBe(400);
    }
    const placed = await callSuccessfully(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(shopper),
    });
    expect(placed.data.order.pricing).toEqual(honest);
    expect(placed.data.order.items[0]?.price).toBe(2990000);
  });

  it('refuses a price in a cart line and keeps the database price', async () => {
    const shopper = await newShopper(app());
    const cpu = await addTestProduct(db(), { price: 1579000, stock: 5 });
    for (const extra of [{ unitPrice: 1 }, { price: 1 }, { totalPrice: 1 }]) {
      const answer = await callOperation(app(), 'addToCart', {
        params: { customerId: shopper.customerId },
        headers: shopper.headers,
        payload: { sku: cpu.sku, quantity: 1, ...extra },
      });
      expect(answer.status).toBe(400);
    }
    await addToCart(app(), shopper, cpu.sku, 1);
    expect((await serverPricing(shopper)).subtotal).toBe(1579000);
  });

  it('refuses fake and SQL-looking discount codes with the spec’s text', async () => {
    const shopper = await newShopper(app());
    const ram = await addTestProduct(db(), { price: 320000, stock: 5 });
    await addToCart(app(), shopper, ram.sku, 1);
    for (const discountCode of ['PROBUILD99', 'probuild10 ', ...SQL_LOOKING]) {
      const answer = await callOperation(app(), 'draftOrder', {
        headers: shopper.headers,
        payload: orderRequest(shopper, { discountCode }),
      });
      if (discountCode === 'probuild10 ') {
        expect(answer.status).toBe(200);
        continue;
      }
      expect(answer.status, discountCode).toBe(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_DISCOUNT_CODE', message: 'โค้ดส่วนลดไม่ถูกต้อง' });
    }
  });
});

describe('hostile quantities, notes and SKUs', () => {
  it('refuses quantities of 0, −1, 10⁹, 1.5 and "1" everywhere; nothing changes', async () => {
    const before = await snapshot(app(), me);
    const line = { cartId: me.cartId, productId: me.lineId };
    for (const quantity of [0, -1, 1_000_000_000, 1.5, '1', null]) {
      const answers = await Promise.all([
        callOperation(app(), 'addToCart', {
          params: { customerId: me.customerId },
          headers: me.headers,
          payload: { sku: me.sku, quantity },
        }),
        callOperation(app(), 'addManyToCart', {
          params: { customerId: me.customerId },
          headers: me.headers,
          payload: { items: [{ sku: me.sku, quantity }] },
        }),
        callOperation(app(), 'updateCartItemQuantity', {
          params: line,
          headers: me.headers,
          payload: { quantity },
        }),
      ]);
      for (const answer of answers) expect(answer.status, String(quantity)).toBe(400);
    }
    expect(await snapshot(app(), me)).toEqual(before);
  });

  it('refuses a note over 500 characters (400) and a body over the size limit (413)', async () => {
    const line = { cartId: me.cartId, productId: me.lineId };
    const long = await callOperation(app(), 'updateCartItemNote', {
      params: line,
      headers: me.headers,
      payload: { note: 'ก'.repeat(501) },
    });
    expect(long.status).toBe(400);
    // Past Fastify's 1 MiB body limit (413 is not an answer the contract lists, so no contract check).
    const huge = await app().inject({
      method: 'PUT',
      url: `${API_PREFIX}/cart/${me.cartId}/item/${me.lineId}/note`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ note: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 404 for an unknown SKU and 400 for one outside the SKU alphabet', async () => {
    const unknown = await callOperation(app(), 'addToCart', {
      params: { customerId: me.customerId },
      headers: me.headers,
      payload: { sku: 'DOES-NOT-EXIST', quantity: 1 },
    });
    expect(unknown.status).toBe(404);
    for (const sku of SQL_LOOKING) {
      const answer = await callOperation(app(), 'addToCart', {
        params: { customerId: me.customerId },
        headers: me.headers,
        payload: { sku, quantity: 1 },
      });
      expect(answer.status, sku).toBe(400);
    }
  });

  it('stores SQL-looking text as text', async () => {
    const line = { cartId: me.cartId, productId: me.lineId };
    for (const note of SQL_LOOKING) {
      const saved = await callSuccessfully(app(), 'updateCartItemNote', {
        params: line,
        headers: me.headers,
        payload: { note },
      });
      expect(saved.data.note).toBe(note);
    }
    const shopper = await newShopper(app());
    const address = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
      payload: chiangMaiPerson({ firstName: "Robert'); DROP TABLE shipping_addresses;--", lastName: '%' }),
    });
    expect(address.data.firstName).toBe("Robert'); DROP TABLE shipping_addresses;--");
    for (const q of SQL_LOOKING) {
      const found = await callSuccessfully(app(), 'listOrders', { headers: me.headers, query: { q } });
      expect(found.data.total, q).toBe(0);
    }
    const wrongPlace = await callOperation(app(), 'createShippingAddress', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
      payload: chiangMaiPerson({
        address: { province: "' OR 1=1 --", district: 'x', tambon: 'y', postcode: '50200', line: '1' },
      }),
    });
    expect(wrongPlace.status).toBe(422);
  });

  it('refuses path ids outside the id alphabet with 400 and unknown ones with 404', async () => {
    const weird = ["1' OR '1'='1", '..%2F..%2Fetc', 'a'.repeat(65)];
    for (const id of weird) {
      const answer = await app().inject({
        method: 'DELETE',
        url: `${API_PREFIX}/shipping-addresses/${encodeURIComponent(id)}`,
        headers: me.headers,
      });
      expect(answer.statusCode, id).toBe(400);
    }
    const unknown = await callOperation(app(), 'getOrder', {
      params: { orderNumber: 'PB-20990101-999999' },
      headers: me.headers,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('malformed requests', () => {
  it('answers 400 to malformed JSON on every session operation with a body, never 500', async () => {
    for (const [operationId, call] of Object.entries(requestsAt(me))) {
      if (call.payload === undefined) continue;
      const { method, path } = findOperation(operationId as OperationId);
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(call.params?.[name] ?? ''),
      );
      const answer = await app().inject({
        method: method as 'POST',
        url: `${API_PREFIX}${url}`,
        headers: {
          ...(call.headers as Record<string, string>),
          ...me.headers,
          'content-type': 'application/json',
        },
        payload: '{"sku": "A", "quantity": 1,,}',
      });
      expect(answer.statusCode, operationId).toBe(400);
      expect(answer.json(), operationId).toMatchObject({ success: false });
    }
  });

  it('answers 400, never 500, to a wrong content type, no body, an empty body or an array', async () => {
    const bodies = [
      { 'content-type': 'text/plain', payload: 'hello' },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'sku=X&quantity=1' },
      { payload: '' },
      { 'content-type': 'application/json', payload: '' },
      { 'content-type': 'application/json', payload: '[]' },
      { 'content-type': 'application/json', payload: 'null' },
    ];
    for (const { payload, ...headers } of bodies) {
      const answer = await app().inject({
        method: 'POST',
        url: `${API_PREFIX}/cart/add/${me.customerId}`,
        headers: { ...headers, ...me.headers },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('answers 400, never 500, to a body nested deeper than 64 arrays or objects', async () => {
    const list = (payload: string) =>
      callOperation(app(), 'listProducts', { headers: { 'content-type': 'application/json' }, payload });
    const nested = (depth: number, open: string, close: string, inner = '1') =>
      open.repeat(depth) + inner + close.repeat(depth);
    // The body's object is the first level.
    for (const payload of [
      nested(5000, '[', ']', ''),
      nested(5000, '{"a":', '}'),
      `{"type":"category","dataFilter":${nested(64, '[', ']')}}`,
    ]) {
      const answer = await list(payload);
      expect(answer.status, payload.slice(0, 40)).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'The body nests arrays and objects more than 64 levels deep',
      });
    }
    const deepest = await list(`{"type":"category","dataFilter":${nested(63, '[', ']')}}`);
    expect(deepest.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'body/dataFilter must be string',
    });
    // Brackets inside a string (after an escaped quote too) are text, not nesting.
    const text = await list(JSON.stringify({ type: 'category', dataFilter: `"${'[{'.repeat(80)}` }));
    expect(text.status).toBe(404);
  });

  it('keeps the stock whole when orders are refused', async () => {
    const shopper = await newShopper(app());
    const ssd = await addTestProduct(db(), { price: 250000, stock: 2 });
    await addToCart(app(), shopper, ssd.sku, 2);
    const refused = await callOperation(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(shopper, { discountCode: 'NOPE' }),
    });
    expect(refused.status).toBe(400);
    expect(await stockOf(db(), ssd.sku)).toBe(2);
  });
});

describe('a malformed Host', () => {
  let staticDir: string;
  let withPages: TestApp;
  beforeAll(async () => {
    staticDir = await storefrontBuild(
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    // The tests' own address (127.0.0.1) is a trusted proxy, so its X-Forwarded-Host counts.
    withPages = await createTestApp({
      staticDir,
      settings: { ...readCommerceSettings({}), trustProxy: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await withPages?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('answers 400 in the error envelope, never 500, on pages and on the API, also from a trusted proxy', async () => {
    const requests = [
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/product/CPU-AMD-R7-9800X3D' },
      { method: 'GET' as const, url: '/sitemap.xml' },
      { method: 'GET' as const, url: `${API_PREFIX}/health` },
      {
        method: 'POST' as const,
        url: `${API_PREFIX}/customers/password-reset`,
        payload: { email: 'somchai@example.com' },
      },
    ];
    for (const host of ['a b', 'shop.test/x', 'shop.test:port', 'shop.test:99999', '[::1', 'shop.test\\x']) {
      for (const headers of [{ host }, { 'x-forwarded-host': host }]) {
        for (const request of requests) {
          const answer = await withPages.app.inject({ ...request, headers });
          const what = `${JSON.stringify(headers)} ${request.url}`;
          expect(answer.statusCode, what).toBe(400);
          expectErrorBody(answer.json());
          expect(answer.json(), what).toMatchObject({
            code: 'VALIDATION_FAILED',
            message: 'The Host of the request is malformed',
          });
        }
      }
    }
    for (const host of [
      'shop.test',
      'shop.test:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'xn--12c1bik6bbd8ab6hd1b5jc6jta.com',
    ]) {
      const answer = await withPages.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(answer.statusCode, host).toBe(200);
    }
    // An X-Forwarded-Host from anyone else is not read, so it cannot be malformed either.
    const untrusted = await withPages.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-host': 'a b' },
      remoteAddress: '10.1.2.3',
    });
    expect(untrusted.statusCode).toBe(200);
  });
});
