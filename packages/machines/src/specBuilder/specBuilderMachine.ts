import {
  ADDON_CATEGORIES,
  type Build,
  type BuilderCategory,
  type BuilderPart,
  PART_CATEGORIES,
  specText,
} from '@probuild/catalogue-rules';
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { COPIED_STATE_MS, SPEC_CATEGORY_SWITCH_MS } from '../constants.ts';
import { contentFailureMessage } from '../failure.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';
import { allowedQuantity, type PartQuantities, parseSharedBuild, type SharedPart } from './shareLink.ts';

// The builder's catalogue vocabulary, for the pages that drive this machine.
export { ADDON_CATEGORIES, type Build, type BuilderCategory, type BuilderPart, PART_CATEGORIES };

export type BuilderTab = 'spec' | 'addon' | 'summary';
export type FilterMenu = 'brand' | 'series' | 'socket';
export type Assembly = 'shop' | 'self';

export interface PartFilters {
  brand: string | null;
  series: string | null;
  socket: string | null;
}

export interface SpecBuilderInput {
  /** A share string from the URL (`cpu=…&gpu=…`): the build to restore at start. */
  shared?: string | null;
}

export interface SpecBuilderContext {
  category: BuilderCategory;
  /** The loaded parts of the current category. */
  parts: BuilderPart[];
  /** The part shown in the detail area (selection in view); not necessarily in the build. */
  viewing: string | null;
  build: Build;
  /** How many of a chosen RAM kit or drive, where more than one. */
  quantities: PartQuantities;
  search: string;
  sortByPrice: boolean;
  filters: PartFilters;
  openMenu: FilterMenu | null;
  detailOpen: boolean;
  assembly: Assembly;
  /** 'All selections cleared' after clear-all, until dismissed. */
  notice: Message | null;
  error: Message | null;
  toRestore: SharedPart[];
  /** The number of the parts list last asked for: only its answer is taken. */
  partsRequest: number;
}

export type SpecBuilderEvent =
  | { type: 'SET_TAB'; tab: BuilderTab }
  | { type: 'NEXT' }
  | { type: 'SELECT_CATEGORY'; category: BuilderCategory }
  | { type: 'RETRY' }
  | { type: 'PARTS_LOADED'; request: number; parts: BuilderPart[] }
  | { type: 'PARTS_FAILED'; request: number; error: unknown }
  | { type: 'BUILD_FOUND'; parts: BuilderPart[] }
  | { type: 'BUILD_NOT_FOUND'; error: unknown }
  | { type: 'VIEW_PART'; sku: string }
  | { type: 'CHOOSE_PART'; sku: string }
  | { type: 'REMOVE_PART'; category: BuilderCategory }
  /** Memory kits and drives only; kept within 1..MAX_PART_QUANTITY. */
  | { type: 'SET_QUANTITY'; category: BuilderCategory; quantity: number }
  | { type: 'SEARCH_CHANGED'; search: string }
  | { type: 'TOGGLE_PRICE_SORT' }
  | { type: 'TOGGLE_MENU'; menu: FilterMenu }
  /** Escape or a click outside the open dropdown. */
  | { type: 'CLOSE_MENU' }
  | { type: 'SET_FILTER'; filter: FilterMenu; value: string | null }
  | { type: 'CLEAR_ALL' }
  | { type: 'DISMISS_NOTICE' }
  | { type: 'OPEN_DETAIL' }
  | { type: 'CLOSE_DETAIL' }
  | { type: 'SET_ASSEMBLY'; assembly: Assembly }
  | { type: 'OPEN_SHARE' }
  | { type: 'CLOSE_SHARE' }
  | { type: 'COPY'; text: string };

export type SpecBuilderEmitted =
  | { type: 'cleared' }
  | { type: 'copyFailed'; error: unknown }
  /**
   * The parts of a category, to be judged by the server against the SKUs already in the build;
   * answered with PARTS_LOADED / PARTS_FAILED carrying the same `request`.
   */
  | { type: 'loadParts'; request: number; category: BuilderCategory; build: string[] }
  /**
   * The parts of a shared build (SKUs the catalogue does not know are simply not returned);
   * answered with BUILD_FOUND / BUILD_NOT_FOUND.
   */
  | { type: 'findParts'; parts: SharedPart[] };

const NO_FILTERS: PartFilters = { brand: null, series: null, socket: null };

/** A part's value for a filter dropdown: its brand, or its series / socket spec. */
export function filterValueOf(part: BuilderPart, filter: FilterMenu): string | null {
  return filter === 'brand' ? (part.brand ?? null) : specText(part, filter);
}

/** The options of a filter dropdown, from the loaded parts. */
export function filterOptions(parts: readonly BuilderPart[], filter: FilterMenu): string[] {
  const values = parts.map((part) => filterValueOf(part, filter)).filter((v): v is string => v !== null);
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/** The list as shown: name contains the search (any language, any case), filters, price ascending when on. */
export function visibleParts(
  context: Pick<SpecBuilderContext, 'parts' | 'search' | 'filters' | 'sortByPrice'>,
): BuilderPart[] {
  const needle = context.search.trim().toLocaleLowerCase();
  const shown = context.parts.filter(
    (part) =>
      [part.name.th, part.name.en ?? ''].some((name) => name.toLocaleLowerCase().includes(needle)) &&
      (Object.keys(context.filters) as FilterMenu[]).every(
        (filter) =>
          context.filters[filter] === null || filterValueOf(part, filter) === context.filters[filter],
      ),
  );
  return context.sortByPrice
    ? shown.sort((a, b) => (a.price === b.price ? 0 : a.price < b.price ? -1 : 1))
    : shown;
}

/** 'ไม่พบสินค้าที่ค้นหา' when the loaded list has nothing to show after search and filters. */
export function emptyListMessage(context: SpecBuilderContext): Message | null {
  return visibleParts(context).length === 0 ? message('specBuilder.noResults') : null;
}

const firstCategoryOf = { spec: PART_CATEGORIES[0], addon: ADDON_CATEGORIES[0] } as const;

/**
 * The category to show after a choice: the next one of the same tab with nothing chosen yet,
 * from the first after the last; none when every category of the tab has a part.
 */
export function nextUnchosenCategory(category: BuilderCategory, build: Build): BuilderCategory | null {
  const categories: readonly BuilderCategory[] = (PART_CATEGORIES as readonly BuilderCategory[]).includes(
    category,
  )
    ? PART_CATEGORIES
    : ADDON_CATEGORIES;
  const start = categories.indexOf(category);
  const inOrder = [...categories.slice(start + 1), ...categories.slice(0, start)];
  return inOrder.find((candidate) => build[candidate] === undefined) ?? null;
}

export const specBuilderMachine = setup({
  types: {
    context: {} as SpecBuilderContext,
    events: {} as SpecBuilderEvent,
    input: {} as SpecBuilderInput | undefined,
    emitted: {} as SpecBuilderEmitted,
  },
  actors: {
    copyText: notProvided<void, { text: string }>('copyText'),
  },
  guards: {
    /** The answer to the parts list last asked for (an earlier one is late, and dropped). */
    answersRequest: ({ context, event }) =>
      (event.type === 'PARTS_LOADED' || event.type === 'PARTS_FAILED') &&
      event.request === context.partsRequest,
    tabIs: ({ event }, params: { tab: BuilderTab }) => event.type === 'SET_TAB' && event.tab === params.tab,
    hasViewedPart: ({ context }) => context.viewing !== null,
    hasBuildToRestore: ({ context }) => context.toRestore.length > 0,
    isLoadedPart: ({ context, event }) =>
      (event.type === 'CHOOSE_PART' || event.type === 'VIEW_PART') &&
      context.parts.some((p) => p.sku === event.sku),
    /** A loaded part in stock: one out of stock is shown but cannot be chosen. */
    isChoosablePart: ({ context, event }) =>
      event.type === 'CHOOSE_PART' && context.parts.some((p) => p.sku === event.sku && p.inStock),
  },
  actions: {
    /** A new list: nothing in view, no search or filters (they belonged to the last category). */
    startCategory: assign((_, params: { category: BuilderCategory }) => ({
      category: params.category,
      parts: [],
      viewing: null,
      search: '',
      filters: NO_FILTERS,
      openMenu: null,
      detailOpen: false,
      error: null,
    })),
    /** After switching tab, show a category of that tab. */
    followTab: enqueueActions(({ context, enqueue }, params: { tab: 'spec' | 'addon' }) => {
      const categories: readonly BuilderCategory[] =
        params.tab === 'spec' ? PART_CATEGORIES : ADDON_CATEGORIES;
      if (!categories.includes(context.category)) {
        enqueue.raise({ type: 'SELECT_CATEGORY', category: firstCategoryOf[params.tab] });
      }
    }),
  },
  delays: {
    categorySwitchDelay: SPEC_CATEGORY_SWITCH_MS,
    copiedDuration: COPIED_STATE_MS,
  },
}).createMachine({
  id: 'specBuilder',
  context: ({ input }) => ({
    category: 'cpu',
    parts: [],
    viewing: null,
    build: {},
    quantities: {},
    search: '',
    sortByPrice: false,
    filters: NO_FILTERS,
    openMenu: null,
    detailOpen: false,
    assembly: 'shop',
    notice: null,
    error: null,
    toRestore: parseSharedBuild(input?.shared ?? ''),
    partsRequest: 0,
  }),
  type: 'parallel',
  states: {
    tab: {
      initial: 'spec',
      on: {
        SET_TAB: [
          {
            guard: { type: 'tabIs', params: { tab: 'addon' } },
            target: '.addon',
            actions: { type: 'followTab', params: { tab: 'addon' } },
          },
          {
            guard: { type: 'tabIs', params: { tab: 'summary' } },
            target: '.summary',
          },
          { target: '.spec', actions: { type: 'followTab', params: { tab: 'spec' } } },
        ],
        SET_ASSEMBLY: { actions: assign({ assembly: ({ event }) => event.assembly }) },
      },
      states: {
        spec: { on: { NEXT: { target: 'addon', actions: { type: 'followTab', params: { tab: 'addon' } } } } },
        addon: { on: { NEXT: 'summary' } },
        summary: {},
      },
    },
    list: {
      initial: 'starting',
      on: {
        SELECT_CATEGORY: {
          target: '.loading',
          actions: { type: 'startCategory', params: ({ event }) => ({ category: event.category }) },
        },
        CLEAR_ALL: {
          target: '.loading',
          actions: [
            { type: 'startCategory', params: { category: 'cpu' } },
            assign({ build: {}, quantities: {}, sortByPrice: false, notice: message('specBuilder.cleared') }),
            emit({ type: 'cleared' }),
          ],
        },
        DISMISS_NOTICE: { actions: assign({ notice: null }) },
        REMOVE_PART: {
          actions: assign(({ context, event }) => {
            const { [event.category]: _, ...build } = context.build;
            const { [event.category]: __, ...quantities } = context.quantities;
            return { build, quantities };
          }),
        },
        SET_QUANTITY: {
          guard: ({ context, event }) => context.build[event.category] !== undefined,
          actions: assign({
            quantities: ({ context, event }) => ({
              ...context.quantities,
              [event.category]: allowedQuantity(event.category, event.quantity),
            }),
          }),
        },
      },
      states: {
        starting: {
          always: [{ guard: 'hasBuildToRestore', target: 'restoring' }, { target: 'loading' }],
        },
        restoring: {
          entry: emit(({ context }) => ({ type: 'findParts' as const, parts: context.toRestore })),
          on: {
            BUILD_FOUND: {
              target: 'loading',
              actions: assign(({ context, event }) => {
                // Only parts found under the category they were shared with.
                const found = context.toRestore.flatMap((shared) => {
                  const part = event.parts.find(
                    (p) => p.sku === shared.sku && p.category === shared.category,
                  );
                  return part ? [{ part, quantity: shared.quantity }] : [];
                });
                return {
                  build: Object.fromEntries(found.map(({ part }) => [part.category, part])),
                  quantities: Object.fromEntries(
                    found
                      .filter(({ quantity }) => quantity > 1)
                      .map(({ part, quantity }) => [part.category, quantity]),
                  ),
                  toRestore: [],
                };
              }),
            },
            BUILD_NOT_FOUND: { target: 'loading', actions: assign({ toRestore: [] }) },
          },
        },
        /** Loading shows for at least SPEC_CATEGORY_SWITCH_MS, then the first part is in view. */
        loading: {
          type: 'parallel',
          onDone: {
            target: 'ready',
            actions: assign({ viewing: ({ context }) => context.parts[0]?.sku ?? null }),
          },
          states: {
            minimumDelay: {
              initial: 'waiting',
              states: {
                waiting: { after: { categorySwitchDelay: 'done' } },
                done: { type: 'final' },
              },
            },
            fetch: {
              initial: 'fetching',
              states: {
                fetching: {
                  entry: [
                    assign({ partsRequest: ({ context }) => context.partsRequest + 1 }),
                    emit(({ context }) => ({
                      type: 'loadParts' as const,
                      request: context.partsRequest,
                      category: context.category,
                      build: Object.values(context.build).map((part) => part.sku),
                    })),
                  ],
                  on: {
                    PARTS_LOADED: {
                      guard: 'answersRequest',
                      target: 'done',
                      actions: assign({ parts: ({ event }) => event.parts }),
                    },
                    PARTS_FAILED: {
                      guard: 'answersRequest',
                      target: '#specBuilder.list.failed',
                      actions: assign({ error: ({ event }) => contentFailureMessage(event.error) }),
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
        },
        ready: {
          on: {
            VIEW_PART: { guard: 'isLoadedPart', actions: assign({ viewing: ({ event }) => event.sku }) },
            CHOOSE_PART: {
              guard: 'isChoosablePart',
              actions: [
                assign(({ context, event }) => {
                  // Another part of the category starts again at one.
                  const { [context.category]: _, ...quantities } = context.quantities;
                  const same = context.build[context.category]?.sku === event.sku;
                  return {
                    viewing: event.sku,
                    build: {
                      ...context.build,
                      [context.category]: context.parts.find((p) => p.sku === event.sku) as BuilderPart,
                    },
                    quantities: same ? context.quantities : quantities,
                  };
                }),
                enqueueActions(({ context, enqueue }) => {
                  const next = nextUnchosenCategory(context.category, context.build);
                  if (next) enqueue.raise({ type: 'SELECT_CATEGORY', category: next });
                }),
              ],
            },
            SEARCH_CHANGED: { actions: assign({ search: ({ event }) => event.search }) },
            TOGGLE_PRICE_SORT: { actions: assign({ sortByPrice: ({ context }) => !context.sortByPrice }) },
            SET_FILTER: {
              actions: assign({
                filters: ({ context, event }) => ({ ...context.filters, [event.filter]: event.value }),
                openMenu: null,
              }),
            },
            TOGGLE_MENU: {
              actions: assign({
                openMenu: ({ context, event }) => (context.openMenu === event.menu ? null : event.menu),
              }),
            },
            CLOSE_MENU: { actions: assign({ openMenu: null }) },
            OPEN_DETAIL: { guard: 'hasViewedPart', actions: assign({ detailOpen: true }) },
            CLOSE_DETAIL: { actions: assign({ detailOpen: false }) },
          },
        },
        failed: {
          on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
        },
      },
    },
    share: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_SHARE: 'open' } },
        open: {
          initial: 'idle',
          on: { CLOSE_SHARE: 'closed' },
          states: {
            idle: { on: { COPY: 'copying' } },
            copying: {
              invoke: {
                id: 'copyText',
                src: 'copyText',
                input: ({ event }) => {
                  assertEvent(event, 'COPY');
                  return { text: event.text };
                },
                onDone: 'copied',
                // The spec only logs a failed copy: the storefront gets the error to log.
                onError: {
                  target: 'idle',
                  actions: emit(({ event }) => ({ type: 'copyFailed', error: event.error })),
                },
              },
            },
            copied: {
              on: { COPY: 'copying' },
              after: { copiedDuration: 'idle' },
            },
          },
        },
      },
    },
  },
});
