import { addToCartErrorMessage, compareAddToCartErrorMessage, toApiError } from '@probuild/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { MESSAGE_AUTO_CLEAR_MS } from '../constants.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';

export interface CartAddition {
  sku: string | null;
  quantity: number;
  selectedColor?: unknown;
  note?: string;
  /** Bundle add-ons chosen with the item: the caller sends them with it in one call. */
  addOns?: { sku: string; quantity: number; selectedColor?: unknown }[];
  /** The configuration of a computer set, priced again by the server. */
  comset?: unknown;
}

export interface AddToCartInput {
  customerId: string | null;
  /** Where the shopper adds from: its catalogue of failure texts (the product page's by default). */
  page?: AddToCartPage;
}

/** The product page and the comparison each have their own texts for a failed add. */
export type AddToCartPage = 'product' | 'comparison';

export interface AddToCartContext {
  customerId: string | null;
  page: AddToCartPage;
  message: Message | null;
}

export type AddToCartEvent =
  | { type: 'ADD'; item: CartAddition }
  | { type: 'CUSTOMER_CHANGED'; customerId: string | null }
  | { type: 'DISMISS' };

export type AddToCartEmitted = { type: 'loginRequired' } | { type: 'cartChanged' };

/** The failure text of an add, from the catalogue of the page it was made on. */
export function addFailureMessage(thrown: unknown, page: AddToCartPage): Message {
  const error = toApiError(thrown);
  return page === 'comparison' ? compareAddToCartErrorMessage(error) : addToCartErrorMessage(error);
}

/**
 * Add to cart: a guest gets the login popup and nothing is sent; otherwise the item (with a SKU and
 * a quantity of at least 1) is added while buttons show busy. Success asks for a cart-count refresh
 * and its message clears after 3 seconds.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
    emitted: {} as AddToCartEmitted,
  },
  actors: {
    addToCart: notProvided<unknown, { customerId: string; item: CartAddition }>('addToCart'),
  },
  guards: {
    isGuest: ({ context }) => context.customerId === null,
    noSku: ({ event }) => event.type === 'ADD' && !event.item.sku,
    quantityTooSmall: ({ event }) => event.type === 'ADD' && !(event.item.quantity >= 1),
  },
  delays: { autoClear: MESSAGE_AUTO_CLEAR_MS },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({
    customerId: input.customerId,
    page: input.page ?? 'product',
    message: null,
  }),
  initial: 'ready',
  on: {
    CUSTOMER_CHANGED: { actions: assign({ customerId: ({ event }) => event.customerId }) },
  },
  states: {
    ready: {
      initial: 'quiet',
      on: {
        ADD: [
          { guard: 'isGuest', actions: emit({ type: 'loginRequired' }) },
          { guard: 'noSku', target: '.quiet', actions: assign({ message: message('cart.productMissing') }) },
          {
            guard: 'quantityTooSmall',
            target: '.quiet',
            actions: assign({ message: message('cart.quantityTooSmall') }),
          },
          { target: 'adding', actions: assign({ message: null }) },
        ],
        DISMISS: { target: '.quiet', actions: assign({ message: null }) },
      },
      states: {
        quiet: {},
        /** The success message shows for 3 seconds. */
        added: {
          after: { autoClear: { target: 'quiet', actions: assign({ message: null }) } },
        },
      },
    },
    /** Busy: the add buttons are disabled. */
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context, event }) => {
          assertEvent(event, 'ADD');
          return { customerId: context.customerId as string, item: event.item };
        },
        onDone: {
          target: 'ready.added',
          actions: [assign({ message: message('cart.added') }), emit({ type: 'cartChanged' })],
        },
        onError: {
          target: 'ready',
          actions: assign({
            message: ({ context, event }) => addFailureMessage(event.error, context.page),
          }),
        },
      },
    },
  },
});
