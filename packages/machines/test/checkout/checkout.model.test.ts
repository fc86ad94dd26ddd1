import { ApiRequestError } from '@probuild/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type CheckoutContext,
  type CheckoutEvent,
  checkoutMachine,
} from '../../src/checkout/checkoutMachine.ts';
import { cart, countingKeys, customer, home, payment, startCheckout } from '../support/checkout.ts';
import {
  describePath,
  eventsFrom,
  pathsCoveringEveryTransition,
  replayPath,
  unreachedStates,
} from '../support/modelPaths.ts';

const failure = (status: number) =>
  new ApiRequestError({ kind: 'http', status, message: `failed with ${status}` });

const examples: Record<string, AnyEventObject[]> = {
  CART_LOADED: [{ type: 'CART_LOADED', cart: { ...cart, items: [] } }],
  CUSTOMER_CHANGED: [{ type: 'CUSTOMER_CHANGED', customer: null }],
  GO_TO_STEP: [1, 2, 3].map((step) => ({ type: 'GO_TO_STEP', step })),
  SELECT_SHIPPING_ADDRESS: [{ type: 'SELECT_SHIPPING_ADDRESS', address: home }],
  SELECT_PAYMENT_METHOD: [
    { type: 'SELECT_PAYMENT_METHOD', method: 'promptpay' },
    { type: 'SELECT_PAYMENT_METHOD', method: 'cash' },
  ],
  DISCOUNT_CODE_CHANGED: [
    { type: 'DISCOUNT_CODE_CHANGED', code: 'SAVE10' },
    { type: 'DISCOUNT_CODE_CHANGED', code: '' },
  ],
  'xstate.done.actor.validateDiscount': [
    { type: 'xstate.done.actor.validateDiscount', output: { code: 'SAVE10', value: 10 } },
    { type: 'xstate.done.actor.validateDiscount', output: null },
  ],
  'xstate.error.actor.validateDiscount': [
    { type: 'xstate.error.actor.validateDiscount', error: failure(503) },
  ],
  'xstate.done.actor.pay': [{ type: 'xstate.done.actor.pay', output: payment }],
  'xstate.error.actor.pay': [{ type: 'xstate.error.actor.pay', error: failure(402) }],
  'xstate.done.actor.createOrder': [
    { type: 'xstate.done.actor.createOrder', output: { orderNumber: 'ORD-1' } },
  ],
  'xstate.error.actor.createOrder': [{ type: 'xstate.error.actor.createOrder', error: failure(500) }],
};

/**
 * The empty cart and the lost customer matter only to the guards of Continue (step 1) and Pay (step
 * 3): each is offered once, where it counts. The shipping-method and tax-invoice choices only shape
 * the draft (the unit tests check them), so the model leaves them out and stays small.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as CheckoutContext;
  switch (event.type) {
    case 'CART_LOADED':
      return snapshot.matches('cart') && context.shippingAddress === null;
    case 'CUSTOMER_CHANGED':
      return snapshot.matches({ payment: 'ready' }) && context.paymentMethod === 'promptpay';
    default:
      return !['SET_SHIPPING_METHOD', 'SET_WANT_TAX_INVOICE', 'SELECT_TAX_INVOICE_ADDRESS'].includes(
        event.type,
      );
  }
}

/** The whole context but what differs per run: the draft's timestamp and the key's value. */
const project = (snapshot: AnyMachineSnapshot) => {
  const {
    createIdempotencyKey: _,
    idempotencyKey,
    draft,
    lastError: __,
    ...context
  } = snapshot.context as CheckoutContext;
  return {
    ...context,
    hasIdempotencyKey: idempotencyKey !== null,
    draft: draft && { ...draft, metadata: { ...draft.metadata, timestamp: 'at build' } },
  };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout model', () => {
  const allPaths = getShortestPaths(checkoutMachine, {
    input: { customer, cart, createIdempotencyKey: countingKeys() },
    events: eventsFrom<CheckoutEvent>(examples),
    filterEvents,
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, ...project(snapshot) }),
  });
  const paths = pathsCoveringEveryTransition(
    allPaths,
    (snapshot) => (snapshot.context as CheckoutContext).message,
  );

  it('passes through every state', () => {
    expect(unreachedStates(checkoutMachine, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const run = startCheckout();
    await replayPath(checkoutMachine, path, run, project, (snapshot) => {
      // A draft exists exactly on the payment step, with its own idempotency key.
      const context = snapshot.context as CheckoutContext;
      expect(context.draft !== null).toBe(snapshot.matches('payment'));
      expect(context.idempotencyKey !== null).toBe(snapshot.matches('payment'));
    });
  });
});
