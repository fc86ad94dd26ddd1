import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/http/operations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { orderRequest } from '../support/checkout.ts';
import { callOperation, callSuccessfully } from '../support/contract.ts';
import { type Customer, customerWithEverything, requestsAt, snapshot } from './fixtures.ts';

let testApp: TestApp;
let victim: Customer;
let intruder: Customer;
beforeAll(async () => {
  testApp = await createTestApp();
  victim = await customerWithEverything(testApp.app, testApp.database.db);
  intruder = await customerWithEverything(testApp.app, testApp.database.db);
});
afterAll(() => testApp?.dispose());
const app = () => testApp.app;

/** Operations that name one of the victim's things: another token gets 403 or 404. */
const aimedAtVictim: OperationId[] = [
  'getCartCount',
  'getCart',
  'addToCart',
  'addManyToCart',
  'updateCartItemQuantity',
  'removeCartItem',
  'updateCartItemNote',
  'listShippingAddresses',
  'createShippingAddress',
  'updateShippingAddress',
  'deleteShippingAddress',
  'draftOrder',
  'createOrder',
  'getOrder',
  'createCheckout',
  'getCheckout',
  'forgetKeptBuild',
];

describe("another customer's token", () => {
  it('gets 403 or 404 for every route naming the victim’s customer id, cart, line, address, order, checkout or kept build; nothing changes', async () => {
    const before = await snapshot(app(), victim);
    const requests = requestsAt(victim);
    for (const operationId of aimedAtVictim) {
      const call = requests[operationId] ?? {};
      const answer = await callOperation(app(), operationId, {
        ...call,
        headers: { ...(call.headers as Record<string, string>), ...intruder.headers },
      });
      expect([403, 404], `${operationId} answered ${answer.status}`).toContain(answer.status);
      expect(JSON.stringify(answer.body), operationId).not.toContain(victim.email);
    }
    expect(await snapshot(app(), victim)).toEqual(before);
  });

  it("cannot reach the victim's things through its own cart, line or address ids mixed with the victim's", async () => {
    const before = await snapshot(app(), victim);
    const mixed = [
      callOperation(app(), 'updateCartItemQuantity', {
        params: { cartId: intruder.cartId, productId: victim.lineId },
        headers: intruder.headers,
        payload: { quantity: 3 },
      }),
      callOperation(app(), 'removeCartItem', {
        params: { cartId: intruder.cartId, productId: victim.lineId },
        headers: intruder.headers,
      }),
      callOperation(app(), 'draftOrder', {
        headers: intruder.headers,
        payload: orderRequest(intruder, { shippingAddressId: victim.addressId }),
      }),
      callOperation(app(), 'draftOrder', {
        headers: intruder.headers,
        payload: orderRequest(intruder, { wantTaxInvoice: true, taxInvoiceAddressId: victim.addressId }),
      }),
      callOperation(app(), 'createOrder', {
        headers: { ...intruder.headers, 'idempotency-key': randomUUID() },
        payload: orderRequest(intruder, { shippingAddressId: victim.addressId }),
      }),
    ];
    for (const answer of await Promise.all(mixed)) expect(answer.status).toBe(404);
    expect(await snapshot(app(), victim)).toEqual(before);
  });

  it('sees only its own profile, orders and addresses', async () => {
    const profile = await callSuccessfully(app(), 'getProfile', { headers: intruder.headers });
    expect(profile.data._id).toBe(intruder.customerId);
    const history = await callSuccessfully(app(), 'listOrders', { headers: intruder.headers });
    expect(history.data.items.map((order) => order.orderNumber)).toEqual([intruder.orderNumber]);
    const search = await callSuccessfully(app(), 'listOrders', {
      headers: intruder.headers,
      query: { q: victim.orderNumber },
    });
    expect(search.data.total).toBe(0);
  });

  it('cannot take over the victim’s email through its own profile', async () => {
    const answer = await callOperation(app(), 'updateProfile', {
      headers: intruder.headers,
      payload: { firstName: 'x', lastName: 'y', email: victim.email.toUpperCase(), phone: '0811111111' },
    });
    expect(answer.status).toBe(409);
  });
});
