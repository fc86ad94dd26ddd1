import type { LocalizedText } from '@probuild/api-client';
import { assign, emit, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { type Message, message } from '../messages.ts';

/** A search result; the contract's search product satisfies it. */
export interface SearchProduct {
  sku: string;
  name: LocalizedText;
  image?: string | null;
  images?: string[] | null;
  /** The server's amounts in satang and its stock, passed on to the results as they came. */
  price?: number;
  salePrice?: number;
  inStock?: boolean;
}

/** A category or brand the matches fall in, with how many of them; the contract's facet option satisfies it. */
export interface SearchFacet {
  value: string;
  label: LocalizedText;
  count: number;
}

/** How every match spreads over categories and brands, the most matches first. */
export interface SearchFacets {
  categories: SearchFacet[];
  brands: SearchFacet[];
}

export interface SearchAnswer {
  products: SearchProduct[];
  /** How many products match in all, when the server counts them (else as many as the results). */
  total?: number;
  facets?: SearchFacets;
}

export interface ProductSearchContext {
  query: string;
  products: SearchProduct[];
  /** How many products match in all: the results shown are the first of them. */
  total: number;
  facets: SearchFacets;
  /** 'No search results found' (or the server's text) for an empty result; 'search error' on failure. */
  message: Message | null;
}

export type ProductSearchEvent =
  | { type: 'TYPE'; query: string }
  | { type: 'CLEAR' }
  | { type: 'SUBMIT' }
  /** The answer of the search for `query` (the searched, trimmed query), or why it failed. */
  | { type: 'ANSWERED'; query: string; answer: SearchAnswer }
  | { type: 'FAILED'; query: string; error: unknown };

/** Emitted on submit: the shopper asks for the results page of this (trimmed) query. */
export type ProductSearchEmitted = { type: 'showResults'; query: string };

const isBlank = (query: string) => query.trim() === '';
const NO_FACETS: SearchFacets = { categories: [], brands: [] };
/** What the machine shows before a query has its answer. */
const noResults = { products: [], total: 0, facets: NO_FACETS, message: null };

/** What is searched for: the query, trimmed. */
export const searchTermOf = (context: Pick<ProductSearchContext, 'query'>) => context.query.trim();

/**
 * The navbar search: typing waits 300 ms of quiet, then searches. A blank query clears the results
 * and sends nothing. While loading it waits for the answer of its own query (ANSWERED / FAILED), so
 * an older answer never shows.
 * Submitting (the search button, or Enter with no result chosen) asks for the results page of the
 * query at once, and drops the search in waiting; a blank query asks nothing.
 */
export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
    emitted: {} as ProductSearchEmitted,
  },
  guards: {
    answersQuery: ({ context, event }) =>
      (event.type === 'ANSWERED' || event.type === 'FAILED') && event.query === searchTermOf(context),
    isBlank: ({ event }) => event.type === 'TYPE' && isBlank(event.query),
    hasQuery: ({ context }) => !isBlank(context.query),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'productSearch',
  context: { query: '', ...noResults },
  initial: 'idle',
  on: {
    TYPE: [
      {
        guard: 'isBlank',
        target: '.idle',
        actions: assign({ query: ({ event }) => event.query, ...noResults }),
      },
      { target: '.debouncing', actions: assign({ query: ({ event }) => event.query }) },
    ],
    CLEAR: { target: '.idle', actions: assign({ query: '', ...noResults }) },
    SUBMIT: {
      guard: 'hasQuery',
      target: '.submitted',
      actions: emit(({ context }) => ({ type: 'showResults' as const, query: context.query.trim() })),
    },
  },
  states: {
    idle: {},
    /** The results page has the query: nothing more is searched until the next keystroke. */
    submitted: {},
    debouncing: {
      after: { debounce: 'loading' },
    },
    loading: {
      on: {
        ANSWERED: {
          guard: 'answersQuery',
          target: 'results',
          actions: assign({
            products: ({ event }) => event.answer.products,
            total: ({ event }) => event.answer.total ?? event.answer.products.length,
            facets: ({ event }) => event.answer.facets ?? NO_FACETS,
            message: ({ event }) => {
              if (event.answer.products.length > 0) return null;
              return message('search.noResults');
            },
          }),
        },
        FAILED: {
          guard: 'answersQuery',
          target: 'error',
          actions: assign({ ...noResults, message: message('search.failed') }),
        },
      },
    },
    results: {},
    error: {},
  },
});
