import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { chiangMaiPerson } from './shipping-addresses.ts';

export interface HttpAnswer {
  status: number;
  body: { data: never; code?: string };
}

/**
 * Shoppers of a running server, over real HTTP: `call` sends one API request; `customer` registers
 * and signs in a new one; `buyerWithCart` also gives them an address and a cart, and answers the
 * body of their order with a new Idempotency-Key.
 */
export function httpShopper(baseUrl: () => string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> => {
    const answer = await fetch(`${baseUrl()}/api/v1${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as HttpAnswer['body'] };
  };

  async function customer() {
    const email = `shopper-${randomUUID()}@example.com`;
    const password = 'correct-horse-battery';
    const registered = await call('POST', '/customers/register', {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email,
      phone: '081-234-5678',
      password,
    });
    expect(registered.status).toBe(201);
    const login = await call('POST', '/customers/login', { identifier: email, password });
    const { token, customer: me } = login.body.data as { token: string; customer: { _id: string } };
    return { email, id: me._id, headers: { authorization: `Bearer ${token}` } };
  }

  async function buyerWithCart(sku: string, quantity = 1) {
    const buyer = await customer();
    const address = await call('POST', `/shipping-addresses/${buyer.id}`, chiangMaiPerson(), buyer.headers);
    expect(address.status).toBe(201);
    const added = await call('POST', `/cart/add/${buyer.id}`, { sku, quantity }, buyer.headers);
    expect(added.status).toBeLessThan(300);
    const cart = await call('GET', `/cart/${buyer.id}`, undefined, buyer.headers);
    const body = {
      cartId: (cart.body.data as { _id: string })._id,
      shippingMethod: 'normal',
      shippingAddressId: (address.body.data as { _id: string })._id,
      wantTaxInvoice: false,
      paymentMethod: 'promptpay',
    };
    return { buyer, body, headers: { ...buyer.headers, 'idempotency-key': randomUUID() } };
  }

  return { call, customer, buyerWithCart };
}
