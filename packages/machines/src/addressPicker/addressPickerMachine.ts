import type { LocalizedText } from '@probuild/api-client';
import { assign, enqueueActions, setup } from 'xstate';
import { ADDRESS_SEARCH_MIN_CHARS, POSTCODE_LENGTH, POSTCODE_MODAL_CLOSE_MS } from '../constants.ts';
import { fetchFailureMessage } from '../failure.ts';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';

/** A province, district or sub-district; search results carry names only. */
export interface AddressPlace {
  code?: string;
  name: LocalizedText;
}

/** A full selection found by search (the contract's AddressMatch). */
export interface AddressMatch {
  postCodeMain: string;
  province: LocalizedText;
  district: LocalizedText;
  tambon: LocalizedText;
}

export interface AddressSelection {
  province: AddressPlace | null;
  district: AddressPlace | null;
  tambon: AddressPlace | null;
  postcode: string | null;
}

export type AddressStep = keyof AddressSelection;

/** What the search box sends: a 5-digit query is a postcode, anything else a place name. */
export type AddressSearchInput = { postcode: string } | { q: string };

export interface AddressPickerContext {
  provinces: AddressPlace[];
  districts: AddressPlace[];
  tambons: AddressPlace[];
  selection: AddressSelection;
  query: string;
  results: AddressMatch[];
  /** Whether the shown results came from a postcode lookup (choosing one closes the picker). */
  resultsByPostcode: boolean;
  error: Message | null;
}

export type AddressPickerEvent =
  | { type: 'OPEN' }
  | { type: 'DONE' }
  | { type: 'SELECT_PROVINCE'; province: AddressPlace }
  | { type: 'SELECT_DISTRICT'; district: AddressPlace }
  | { type: 'SELECT_TAMBON'; tambon: AddressPlace }
  | { type: 'CLEAR_STEP'; step: AddressStep }
  | { type: 'SEARCH_CHANGED'; query: string }
  | { type: 'CHOOSE_RESULT'; match: AddressMatch };

export type AddressPickerEmitted = { type: 'done'; selection: AddressSelection };

export const EMPTY_ADDRESS_SELECTION: AddressSelection = {
  province: null,
  district: null,
  tambon: null,
  postcode: null,
};

const POSTCODE_PATTERN = new RegExp(`^\\d{${POSTCODE_LENGTH}}$`);

export function searchInputOf(query: string): AddressSearchInput | null {
  const trimmed = query.trim();
  if (trimmed.length < ADDRESS_SEARCH_MIN_CHARS) return null;
  return POSTCODE_PATTERN.test(trimmed) ? { postcode: trimmed } : { q: trimmed };
}

export function selectionOf(match: AddressMatch): AddressSelection {
  return {
    province: { name: match.province },
    district: { name: match.district },
    tambon: { name: match.tambon },
    postcode: match.postCodeMain,
  };
}

const ADDRESS_STEPS: readonly AddressStep[] = ['province', 'district', 'tambon', 'postcode'];

/** Clearing a step clears every deeper one (so the postcode, the deepest, always goes). */
export function clearFrom(selection: AddressSelection, step: AddressStep): AddressSelection {
  const keep = (s: AddressStep) => ADDRESS_STEPS.indexOf(s) < ADDRESS_STEPS.indexOf(step);
  return {
    province: keep('province') ? selection.province : null,
    district: keep('district') ? selection.district : null,
    tambon: keep('tambon') ? selection.tambon : null,
    postcode: null,
  };
}

const TEXTS = {
  provinces: { failed: 'address.provincesFailed', connection: 'address.provincesNetwork' },
  districts: { failed: 'address.districtsFailed', connection: 'address.districtsNetwork' },
  tambons: { failed: 'address.tambonsFailed', connection: 'address.tambonsNetwork' },
  postcode: { failed: 'address.postcodeFailed', connection: 'address.postcodeNetwork' },
  search: { failed: 'address.searchFailed', connection: 'address.searchNetwork' },
} as const;

type Lookup = keyof typeof TEXTS;

export const addressPickerMachine = setup({
  types: {
    context: {} as AddressPickerContext,
    events: {} as AddressPickerEvent,
    input: {} as { selection?: AddressSelection } | undefined,
    emitted: {} as AddressPickerEmitted,
  },
  actors: {
    fetchProvinces: notProvided<AddressPlace[], void>('fetchProvinces'),
    fetchDistricts: notProvided<AddressPlace[], { province: AddressPlace }>('fetchDistricts'),
    fetchTambons: notProvided<AddressPlace[], { province: AddressPlace; district: AddressPlace }>(
      'fetchTambons',
    ),
    fetchPostcode: notProvided<
      string | null,
      { province: AddressPlace; district: AddressPlace; tambon: AddressPlace }
    >('fetchPostcode'),
    searchAddresses: notProvided<AddressMatch[], AddressSearchInput>('searchAddresses'),
  },
  guards: {
    provincesLoaded: ({ context }) => context.provinces.length > 0,
    queryTooShort: ({ event }) => event.type === 'SEARCH_CHANGED' && searchInputOf(event.query) === null,
    /** Clearing `step` with the step above it chosen: its list is needed to choose again. */
    clearsBelowChoice: ({ context, event }, params: { step: 'district' | 'tambon'; above: AddressStep }) =>
      event.type === 'CLEAR_STEP' && event.step === params.step && context.selection[params.above] !== null,
    chosenByPostcode: ({ context }) => context.resultsByPostcode,
  },
  actions: {
    failed: assign((_, params: { lookup: Lookup; thrown: unknown }) => ({
      error: fetchFailureMessage(params.thrown, TEXTS[params.lookup]),
    })),
    clearError: assign({ error: null }),
    finish: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ query: '', results: [], error: null });
      enqueue.emit({ type: 'done', selection: context.selection });
    }),
  },
  delays: { postcodeCloseDelay: POSTCODE_MODAL_CLOSE_MS },
}).createMachine({
  id: 'addressPicker',
  context: ({ input }) => ({
    provinces: [],
    districts: [],
    tambons: [],
    selection: input?.selection ?? EMPTY_ADDRESS_SELECTION,
    query: '',
    results: [],
    resultsByPostcode: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      type: 'parallel',
      on: {
        DONE: { target: 'closed', actions: 'finish' },
      },
      states: {
        steps: {
          initial: 'start',
          on: {
            SELECT_PROVINCE: {
              target: '.loadingDistricts',
              actions: [
                'clearError',
                assign({
                  selection: ({ event }) => ({ ...EMPTY_ADDRESS_SELECTION, province: event.province }),
                  districts: [],
                  tambons: [],
                }),
              ],
            },
            SELECT_DISTRICT: {
              target: '.loadingTambons',
              actions: [
                'clearError',
                assign({
                  selection: ({ context, event }) => ({
                    ...clearFrom(context.selection, 'district'),
                    district: event.district,
                  }),
                  tambons: [],
                }),
              ],
            },
            SELECT_TAMBON: {
              target: '.loadingPostcode',
              actions: [
                'clearError',
                assign({
                  selection: ({ context, event }) => ({
                    ...clearFrom(context.selection, 'tambon'),
                    tambon: event.tambon,
                  }),
                }),
              ],
            },
            CLEAR_STEP: [
              // A cleared district or sub-district needs the list to choose again from.
              {
                guard: { type: 'clearsBelowChoice', params: { step: 'district', above: 'province' } },
                target: '.loadingDistricts',
                actions: [
                  'clearError',
                  assign({ selection: ({ context }) => clearFrom(context.selection, 'district') }),
                ],
              },
              {
                guard: { type: 'clearsBelowChoice', params: { step: 'tambon', above: 'district' } },
                target: '.loadingTambons',
                actions: [
                  'clearError',
                  assign({ selection: ({ context }) => clearFrom(context.selection, 'tambon') }),
                ],
              },
              {
                // Through start: the provinces may still be loading, and the list to choose from needs them.
                target: '.start',
                actions: [
                  'clearError',
                  assign({ selection: ({ context, event }) => clearFrom(context.selection, event.step) }),
                ],
              },
            ],
          },
          states: {
            start: {
              always: [{ guard: 'provincesLoaded', target: 'idle' }, { target: 'loadingProvinces' }],
            },
            idle: {},
            loadingProvinces: {
              invoke: {
                id: 'fetchProvinces',
                src: 'fetchProvinces',
                onDone: {
                  target: 'idle',
                  actions: assign({
                    provinces: ({ event }) => event.output,
                    error: ({ event }) => (event.output.length === 0 ? message('address.noData') : null),
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'failed',
                    params: ({ event }) => ({ lookup: 'provinces', thrown: event.error }),
                  },
                },
              },
            },
            loadingDistricts: {
              invoke: {
                id: 'fetchDistricts',
                src: 'fetchDistricts',
                input: ({ context }) => ({ province: context.selection.province as AddressPlace }),
                onDone: { target: 'idle', actions: assign({ districts: ({ event }) => event.output }) },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'failed',
                    params: ({ event }) => ({ lookup: 'districts', thrown: event.error }),
                  },
                },
              },
            },
            loadingTambons: {
              invoke: {
                id: 'fetchTambons',
                src: 'fetchTambons',
                input: ({ context }) => ({
                  province: context.selection.province as AddressPlace,
                  district: context.selection.district as AddressPlace,
                }),
                onDone: { target: 'idle', actions: assign({ tambons: ({ event }) => event.output }) },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'failed',
                    params: ({ event }) => ({ lookup: 'tambons', thrown: event.error }),
                  },
                },
              },
            },
            loadingPostcode: {
              invoke: {
                id: 'fetchPostcode',
                src: 'fetchPostcode',
                input: ({ context }) => ({
                  province: context.selection.province as AddressPlace,
                  district: context.selection.district as AddressPlace,
                  tambon: context.selection.tambon as AddressPlace,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    selection: ({ context, event }) => ({ ...context.selection, postcode: event.output }),
                    error: ({ event }) => (event.output ? null : message('address.postcodeFailed')),
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'failed',
                    params: ({ event }) => ({ lookup: 'postcode', thrown: event.error }),
                  },
                },
              },
            },
          },
        },
        search: {
          initial: 'idle',
          on: {
            SEARCH_CHANGED: [
              {
                guard: 'queryTooShort',
                target: '.idle',
                actions: assign({ query: ({ event }) => event.query, results: [], error: null }),
              },
              {
                target: '.searching',
                actions: assign({ query: ({ event }) => event.query, error: null }),
              },
            ],
            CHOOSE_RESULT: [
              {
                guard: 'chosenByPostcode',
                target: '#addressPicker.closing',
                actions: assign({ selection: ({ event }) => selectionOf(event.match) }),
              },
              { actions: assign({ selection: ({ event }) => selectionOf(event.match) }) },
            ],
          },
          states: {
            idle: {},
            searching: {
              invoke: {
                id: 'searchAddresses',
                src: 'searchAddresses',
                input: ({ context }) => searchInputOf(context.query) as AddressSearchInput,
                onDone: {
                  target: 'idle',
                  actions: assign({
                    results: ({ event }) => event.output,
                    resultsByPostcode: ({ context }) =>
                      'postcode' in (searchInputOf(context.query) as object),
                    error: ({ context, event }) =>
                      event.output.length === 0
                        ? message('address.noResults', { query: context.query.trim() })
                        : null,
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ results: [] }),
                    { type: 'failed', params: ({ event }) => ({ lookup: 'search', thrown: event.error }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
    /** A postcode result filled the selection: it shows for a moment, then the picker closes. */
    closing: {
      after: {
        postcodeCloseDelay: { target: 'closed', actions: 'finish' },
      },
    },
  },
});
