import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addToCart, newShopper, orderRequest, type Shopper } from './checkout.ts';
import { callSuccessfully } from './contract.ts';

export interface PaidOrder {
  shopper: Shopper;
  orderNumber: string;
}

interface OrderOptions {
  sku: string;
  quantity: number;
  shippingMethod?: 'normal' | 'pickup';
}

/** A shopper's order of `quantity` units of a product, placed and not paid. */
export async function placedOrder(
  app: FastifyInstance,
  { sku, quantity, ...overrides }: OrderOptions,
): Promise<PaidOrder> {
  const shopper = await newShopper(app);
  await addToCart(app, shopper, sku, quantity);
  const { data } = await callSuccessfully(app, 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper, overrides),
  });
  return { shopper, orderNumber: data.orderNumber };
}

/** A shopper's order of `quantity` units of a product, placed and paid through the test provider. */
export async function paidOrder(app: FastifyInstance, options: OrderOptions): Promise<PaidOrder> {
  const { shopper, orderNumber } = await placedOrder(app, options);
  const data = { orderNumber };
  const session = await callSuccessfully(app, 'createCheckout', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: { orderNumber: data.orderNumber, method: 'promptpay' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/v1/payments/test-provider/${session.data.checkoutId}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  await app.inject({ method: 'GET', url: `/api/v1/payments/return?checkout_id=${session.data.checkoutId}` });
  return { shopper, orderNumber: data.orderNumber };
}
