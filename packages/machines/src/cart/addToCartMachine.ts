import {
  addToCartErrorMessage,
  compareAddToCartErrorMessage,
  STORAGE_KEYS,
  toApiError,
} from '@probuild/api-client';
import { assign, emit, setup } from 'xstate';
import { MESSAGE_AUTO_CLEAR_MS } from '../constants.ts';
import { type Message, message } from '../messages.ts';
import { type KeyValueStorage, readJson } from '../storage.ts';

export interface CartAddition {
  sku: string | null;
  quantity: number;
  selectedColor?: unknown;
  note?: string;
  /** Bundle add-ons chosen with the item: the caller sends them with it in one call. */
  addOns?: { sku: string; quantity: number; selectedColor?: unknown }[];
  /** The configuration of a computer set, priced again by the server. */
  comset?: unknown;
  /** A whole build of the spec builder instead of one product: every part a line of its own, in one call. */
  build?: { items: { sku: string; quantity: number }[]; assembly?: unknown };
}

export interface AddToCartInput {
  customerId: string | null;
  /** Where the shopper adds from: its catalogue of failure texts (the product page's by default). */
  page?: AddToCartPage;
  /**
   * The tab's session storage, where a guest's item waits while they sign in, and the page
   * (its path) the item was chosen on: only that page adds it. Without them a guest's add is dropped.
   */
  storage?: KeyValueStorage;
  place?: string;
}

/** The product page and the comparison each have their own texts for a failed add. */
export type AddToCartPage = 'product' | 'comparison';

export interface AddToCartContext {
  customerId: string | null;
  page: AddToCartPage;
  message: Message | null;
  storage: KeyValueStorage | null;
  place: string | null;
  /** The item being added. */
  item: CartAddition | null;
}

export type AddToCartEvent =
  | { type: 'ADD'; item: CartAddition }
  | { type: 'CUSTOMER_CHANGED'; customerId: string | null }
  /**
   * The page has started signed in (after the reload of a password sign-in), or a social sign-in
   * finished in place: an item a guest left waiting on this page is added now.
   */
  | { type: 'RESUME'; customerId: string }
  /** The guest closed the sign-in popup without signing in: the waiting item is forgotten. */
  | { type: 'LOGIN_DISMISSED' }
  | { type: 'DISMISS' }
  /** The asked-for add is done, or failed. */
  | { type: 'ADDED' }
  | { type: 'ADD_FAILED'; error: unknown };

export type AddToCartEmitted =
  | { type: 'loginRequired' }
  | { type: 'cartChanged' }
  /** The add to make; it is answered with ADDED or ADD_FAILED. */
  | { type: 'add'; customerId: string; item: CartAddition };

/** The failure text of an add, from the catalogue of the page it was made on. */
export function addFailureMessage(thrown: unknown, page: AddToCartPage): Message {
  const error = toApiError(thrown);
  return page === 'comparison' ? compareAddToCartErrorMessage(error) : addToCartErrorMessage(error);
}

const PENDING_KEY = STORAGE_KEYS.pendingCartAddition;

interface PendingAddition {
  place: string;
  item: CartAddition;
}

function pendingAt(context: AddToCartContext): PendingAddition | null {
  if (!context.storage) return null;
  const pending = readJson(context.storage, PENDING_KEY) as Partial<PendingAddition> | null;
  return pending?.place === context.place && pending?.item ? (pending as PendingAddition) : null;
}

/**
 * Add to cart: a guest gets the login popup and nothing is sent, and the item waits in the tab's
 * session storage; the page it was chosen on adds it when told to resume (after the reload of a
 * password sign-in, or in place after a social one; not while a password sign-in is about to reload
 * the page), taking it out of storage as it sends it, so it is added once. Otherwise the item (with a SKU and
 * a quantity of at least 1) is asked to be added (`add`) while buttons show busy, until ADDED or
 * ADD_FAILED. Success asks for a cart-count refresh and its message clears after 3 seconds.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
    emitted: {} as AddToCartEmitted,
  },
  guards: {
    isGuest: ({ context }) => context.customerId === null,
    hasPendingHere: ({ context }) => pendingAt(context) !== null,
    noSku: ({ event }) => event.type === 'ADD' && !event.item.sku && !event.item.build,
    quantityTooSmall: ({ event }) => event.type === 'ADD' && !(event.item.quantity >= 1),
  },
  actions: {
    keepPending: ({ context, event }) => {
      if (event.type !== 'ADD' || !context.storage || context.place === null) return;
      const pending: PendingAddition = { place: context.place, item: event.item };
      context.storage.setItem(PENDING_KEY, JSON.stringify(pending));
    },
    forgetPending: ({ context }) => context.storage?.removeItem(PENDING_KEY),
    takePending: assign(({ context }) => {
      const pending = pendingAt(context);
      context.storage?.removeItem(PENDING_KEY);
      return { item: pending?.item ?? null, message: null };
    }),
  },
  delays: { autoClear: MESSAGE_AUTO_CLEAR_MS },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({
    customerId: input.customerId,
    page: input.page ?? 'product',
    message: null,
    storage: input.storage ?? null,
    place: input.place ?? null,
    item: null,
  }),
  initial: 'ready',
  on: {
    CUSTOMER_CHANGED: { actions: assign({ customerId: ({ event }) => event.customerId }) },
    LOGIN_DISMISSED: { actions: 'forgetPending' },
  },
  states: {
    ready: {
      initial: 'quiet',
      on: {
        RESUME: [
          {
            guard: 'hasPendingHere',
            target: 'adding',
            actions: [assign({ customerId: ({ event }) => event.customerId }), 'takePending'],
          },
          { actions: assign({ customerId: ({ event }) => event.customerId }) },
        ],
        ADD: [
          { guard: 'isGuest', actions: ['keepPending', emit({ type: 'loginRequired' })] },
          { guard: 'noSku', target: '.quiet', actions: assign({ message: message('cart.productMissing') }) },
          {
            guard: 'quantityTooSmall',
            target: '.quiet',
            actions: assign({ message: message('cart.quantityTooSmall') }),
          },
          { target: 'adding', actions: assign({ message: null, item: ({ event }) => event.item }) },
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
      entry: emit(({ context }) => ({
        type: 'add' as const,
        customerId: context.customerId as string,
        item: context.item as CartAddition,
      })),
      on: {
        ADDED: {
          target: 'ready.added',
          actions: [assign({ message: message('cart.added') }), emit({ type: 'cartChanged' })],
        },
        ADD_FAILED: {
          target: 'ready',
          actions: assign({
            message: ({ context, event }) => addFailureMessage(event.error, context.page),
          }),
        },
      },
    },
  },
});
