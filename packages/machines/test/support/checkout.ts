import { createActor } from 'xstate';
import {
  type CheckoutCart,
  type CheckoutInput,
  checkoutMachine,
} from '../../src/checkout/checkoutMachine.ts';
import { pendingCalls } from './pendingCalls.ts';

/** Two lines: 2 × ฿1,000 and 1 × ฿500 (satang). */
export const cart: CheckoutCart = {
  _id: 'cart-1',
  items: [
    { product: { _id: 'p-1', sku: 'CPU-1' }, unitPrice: 100_000, quantity: 2, note: 'gift' },
    {
      product: { _id: 'p-2', sku: 'RAM-1' },
      unitPrice: 50_000,
      quantity: 1,
      selectedColor: { code: '#000' },
    },
  ],
};
export const customer = { _id: 'c-1' };
export const home = { _id: 'addr-home' };
export const office = { _id: 'addr-office' };
export const payment = {
  chargeId: 'chrg_1',
  amount: 250_000,
  currency: 'THB',
  status: 'successful',
  paid: true,
};

/** Idempotency keys key-1, key-2… in the order drafts are built. */
export function countingKeys() {
  let count = 0;
  return () => `key-${++count}`;
}

export function startCheckout(input: Partial<CheckoutInput> = {}) {
  const calls = pendingCalls();
  const machine = checkoutMachine.provide({
    actors: {
      validateDiscount: calls.actor('validateDiscount'),
      pay: calls.actor('pay'),
      createOrder: calls.actor('createOrder'),
    },
  });
  const actor = createActor(machine, {
    input: { customer, cart, createIdempotencyKey: countingKeys(), ...input },
  });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}
