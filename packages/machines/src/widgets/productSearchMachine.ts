import type { LocalizedText } from '@probuild/api-client';
import { assign, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { type Message, message, textMessage } from '../messages.ts';
import { notProvided } from '../notProvided.ts';

/** A search result; the contract's search product satisfies it. */
export interface SearchProduct {
  sku: string;
  name: LocalizedText;
  image?: string | null;
  images?: string[] | null;
}

export interface SearchAnswer {
  products: SearchProduct[];
  /** The server's words for an empty result, when it sent some. */
  message?: string | null;
}

export interface ProductSearchContext {
  query: string;
  products: SearchProduct[];
  /** 'No search results found' (or the server's text) for an empty result; 'search error' on failure. */
  message: Message | null;
}

export type ProductSearchEvent = { type: 'TYPE'; query: string } | { type: 'CLEAR' };

const isBlank = (query: string) => query.trim() === '';

/**
 * The navbar search: typing waits 300 ms of quiet, then searches. A blank query clears the results
 * and sends nothing. Typing again drops the search in flight, so an older answer never shows.
 */
export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
  },
  actors: {
    searchProducts: notProvided<SearchAnswer, { query: string }>('searchProducts'),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'TYPE' && isBlank(event.query),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'productSearch',
  context: { query: '', products: [], message: null },
  initial: 'idle',
  on: {
    TYPE: [
      {
        guard: 'isBlank',
        target: '.idle',
        actions: assign({ query: ({ event }) => event.query, products: [], message: null }),
      },
      { target: '.debouncing', actions: assign({ query: ({ event }) => event.query }) },
    ],
    CLEAR: { target: '.idle', actions: assign({ query: '', products: [], message: null }) },
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: 'loading' },
    },
    loading: {
      invoke: {
        id: 'searchProducts',
        src: 'searchProducts',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: {
          target: 'results',
          actions: assign({
            products: ({ event }) => event.output.products,
            message: ({ event }) => {
              if (event.output.products.length > 0) return null;
              return event.output.message ? textMessage(event.output.message) : message('search.noResults');
            },
          }),
        },
        onError: { target: 'error', actions: assign({ products: [], message: message('search.failed') }) },
      },
    },
    results: {},
    error: {},
  },
});
