import { createActor } from 'xstate';
import {
  type CheckoutCart,
  type CheckoutInput,
  type CheckoutSession,
  checkoutMachine,
  type OrderDraft,
} from '../../src/checkout/checkoutMachine.ts';
import { pendingCalls } from './pendingCalls.ts';

/** Two lines; the machine only needs to know there is something to buy. */
export const cart: CheckoutCart = { _id: 'cart-1', items: [{ sku: 'CPU-1' }, { sku: 'RAM-1' }] };
export const customer = { _id: 'c-1' };
export const home = { _id: 'addr-home' };
export const office = { _id: 'addr-office' };

/** A server answer to POST /orders/draft; the figures are the server's, the machine passes them on. */
export function draftAnswer(total: number, discountCode: string | null = null): OrderDraft {
  return {
    cartId: 'cart-1',
    items: [],
    shippingAddress: null,
    taxInvoiceAddress: null,
    shippingMethod: 'normal',
    pricing: { subtotal: 250_000, shipping: 0, discount: 250_000 - total, total, priceBeforeTax: 0, vat: 0 },
    discount: { applied: discountCode !== null, code: discountCode, value: 250_000 - total },
    customer: null,
    metadata: { timestamp: '2025-01-02T03:04:05.000Z', step: 3, wantTaxInvoice: true },
  } as unknown as OrderDraft;
}

/** A server answer to POST /payments/checkout. */
export function session(
  status: CheckoutSession['status'],
  failureCode: CheckoutSession['failureCode'] = null,
): CheckoutSession {
  return {
    checkoutId: 'chk_1',
    orderNumber: 'ORD-42',
    provider: 'test',
    method: 'credit_card',
    status,
    amount: 250_000,
    currency: 'THB',
    chargeId: 'chrg_1',
    authorizeUri: status === 'pending' ? 'http://localhost/api/v1/payments/test-provider/chk_1' : null,
    qrCode: null,
    failureCode,
    // The provider's own words are for staff; the shopper is told the code's text.
    failureMessage: failureCode ? 'insufficient funds in the account' : null,
  };
}

/** Idempotency keys key-1, key-2… in the order the machine asks for them. */
export function countingKeys() {
  let count = 0;
  return () => `key-${++count}`;
}

export function startCheckout(input: Partial<CheckoutInput> = {}) {
  const calls = pendingCalls();
  const machine = checkoutMachine.provide({
    actors: {
      draftOrder: calls.actor('draftOrder'),
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
