import { assign, setup } from 'xstate';
import {
  COMPARE_CATEGORY_NOTICE_MS,
  COMPARE_DEFAULT_PAGE_SIZE,
  COMPARE_DEFAULT_SORT,
  COMPARE_MAX_PRODUCTS,
  COMPARE_PAGE_SIZES,
} from '../constants.ts';
import { type Identified, idOf } from '../ids.ts';
import { type Message, message } from '../messages.ts';

/** A product of the comparison grid; the contract's comparison product satisfies it. */
export interface CompareProduct {
  sku: string;
  category?: Identified | null;
}

export type CompareSort = 'price_asc' | 'price_desc' | 'name_asc' | 'name_desc';

/** What the product query sends; the server filters and sorts. Empty min is 0, empty max no limit. */
export interface CompareQuery {
  search: string;
  category: string | null;
  brands: string[];
  /** Price bounds in whole baht, as typed. */
  priceMin: number | null;
  priceMax: number | null;
  sort: CompareSort;
  page: number;
  pageSize: number;
}

export interface CompareSelectionContext {
  selected: CompareProduct[];
  query: CompareQuery;
  /** 'You can compare up to 4 products' after a fifth pick, until dismissed. */
  alert: Message | null;
}

export type CompareSelectionEvent =
  | { type: 'TOGGLE_PRODUCT'; product: CompareProduct }
  /** A comparison kept from before (e.g. in the address): as if picked in this order, without the notice. */
  | { type: 'RESTORE'; products: CompareProduct[] }
  | { type: 'DISMISS_ALERT' }
  | { type: 'SET_SEARCH'; search: string }
  | { type: 'SET_CATEGORY'; category: string | null }
  | { type: 'SET_BRANDS'; brands: string[] }
  | { type: 'SET_PRICE_RANGE'; priceMin: number | null; priceMax: number | null }
  | { type: 'SET_SORT'; sort: CompareSort }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_PAGE_SIZE'; pageSize: number };

export const INITIAL_COMPARE_QUERY: CompareQuery = {
  search: '',
  category: null,
  brands: [],
  priceMin: null,
  priceMax: null,
  sort: COMPARE_DEFAULT_SORT,
  page: 1,
  pageSize: COMPARE_DEFAULT_PAGE_SIZE,
};

const isSelected = (context: CompareSelectionContext, product: CompareProduct) =>
  context.selected.some((p) => p.sku === product.sku);

/** Any filter, sort or search change goes back to page 1. */
const refined = (query: CompareQuery, change: Partial<CompareQuery>): CompareQuery => ({
  ...query,
  ...change,
  page: 1,
});

/**
 * Product comparison: up to 4 products; picking one again deselects it. The first pick filters the
 * list to its category with a notice for 3 seconds; deselecting the last clears that filter.
 */
export const compareSelectionMachine = setup({
  types: {
    context: {} as CompareSelectionContext,
    events: {} as CompareSelectionEvent,
  },
  guards: {
    isSelected: ({ context, event }) => event.type === 'TOGGLE_PRODUCT' && isSelected(context, event.product),
    isLastSelected: ({ context, event }) =>
      event.type === 'TOGGLE_PRODUCT' && context.selected.length === 1 && isSelected(context, event.product),
    isFull: ({ context }) => context.selected.length >= COMPARE_MAX_PRODUCTS,
    isOfferedPageSize: ({ event }) =>
      event.type === 'SET_PAGE_SIZE' && (COMPARE_PAGE_SIZES as readonly number[]).includes(event.pageSize),
    isFirstWithCategory: ({ context, event }) =>
      event.type === 'TOGGLE_PRODUCT' &&
      context.selected.length === 0 &&
      idOf(event.product.category) !== null,
  },
  actions: {
    add: assign({ selected: ({ context }, product: CompareProduct) => [...context.selected, product] }),
    remove: assign({
      selected: ({ context }, product: CompareProduct) =>
        context.selected.filter((p) => p.sku !== product.sku),
    }),
  },
  delays: { noticeDuration: COMPARE_CATEGORY_NOTICE_MS },
}).createMachine({
  id: 'compareSelection',
  context: { selected: [], query: INITIAL_COMPARE_QUERY, alert: null },
  initial: 'quiet',
  on: {
    TOGGLE_PRODUCT: [
      {
        guard: 'isLastSelected',
        target: '.quiet',
        actions: [
          { type: 'remove', params: ({ event }) => event.product },
          assign({ query: ({ context }) => refined(context.query, { category: null }) }),
        ],
      },
      { guard: 'isSelected', actions: { type: 'remove', params: ({ event }) => event.product } },
      {
        guard: 'isFull',
        actions: assign({ alert: message('compare.limit', { max: COMPARE_MAX_PRODUCTS }) }),
      },
      {
        guard: 'isFirstWithCategory',
        target: '.categoryNotice',
        actions: [
          { type: 'add', params: ({ event }) => event.product },
          assign({
            query: ({ context, event }) => refined(context.query, { category: idOf(event.product.category) }),
          }),
        ],
      },
      { actions: { type: 'add', params: ({ event }) => event.product } },
    ],
    RESTORE: {
      target: '.quiet',
      actions: assign(({ context, event }) => {
        const selected = event.products
          .filter((product, i) => event.products.findIndex((p) => p.sku === product.sku) === i)
          .slice(0, COMPARE_MAX_PRODUCTS);
        return {
          selected,
          query: refined(context.query, { category: idOf(selected[0]?.category) }),
        };
      }),
    },
    DISMISS_ALERT: { actions: assign({ alert: null }) },
    SET_SEARCH: {
      actions: assign({ query: ({ context, event }) => refined(context.query, { search: event.search }) }),
    },
    SET_CATEGORY: {
      actions: assign({
        query: ({ context, event }) => refined(context.query, { category: event.category }),
      }),
    },
    SET_BRANDS: {
      actions: assign({ query: ({ context, event }) => refined(context.query, { brands: event.brands }) }),
    },
    SET_PRICE_RANGE: {
      actions: assign({
        query: ({ context, event }) =>
          refined(context.query, { priceMin: event.priceMin, priceMax: event.priceMax }),
      }),
    },
    SET_SORT: {
      actions: assign({ query: ({ context, event }) => refined(context.query, { sort: event.sort }) }),
    },
    SET_PAGE_SIZE: {
      guard: 'isOfferedPageSize',
      actions: assign({
        query: ({ context, event }) => refined(context.query, { pageSize: event.pageSize }),
      }),
    },
    CLEAR_FILTERS: {
      target: '.quiet',
      actions: assign({
        query: ({ context }) => ({ ...INITIAL_COMPARE_QUERY, pageSize: context.query.pageSize }),
      }),
    },
    SET_PAGE: {
      actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
    },
  },
  states: {
    quiet: {},
    /** The list was just narrowed to the first pick's category: say so for 3 seconds. */
    categoryNotice: {
      after: { noticeDuration: 'quiet' },
    },
  },
});
