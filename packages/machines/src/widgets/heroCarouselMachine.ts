import type { LocalizedText } from '@probuild/api-client';
import { assign, setup } from 'xstate';
import { HERO_AUTO_ADVANCE_MS } from '../constants.ts';
import { contentFailureMessage } from '../failure.ts';
import type { Message } from '../messages.ts';

/** A hero slide (the contract's main picture satisfies it). */
export interface HeroSlide {
  image?: { pc?: string; mobile?: string } | null;
  mainText?: LocalizedText | null;
  description?: LocalizedText | null;
  buttonText?: LocalizedText | null;
  buttonUrl?: string | null;
}

export interface HeroCarouselInput {
  /** Slides already in hand (the server render prefetched them); `[]` is the 'No image' state. */
  slides?: HeroSlide[];
  /** False for a visitor who asked for less motion: the slides change only when they move them. */
  autoAdvance?: boolean;
}

export interface HeroCarouselContext {
  slides: HeroSlide[];
  index: number;
  error: Message | null;
  /** The slides are in hand: given as input or fetched. */
  loaded: boolean;
  autoAdvance: boolean;
}

export type HeroCarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  /** The page is left: the timer stops. */
  | { type: 'LEAVE' }
  | { type: 'RETRY' }
  /** The slides' answer arrived. */
  | { type: 'LOADED'; slides: HeroSlide[] }
  /** The slides' call failed. */
  | { type: 'FAILED'; error: unknown };

const wrap = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);

/**
 * The home hero: loading (waiting for the main pictures' answer, sent as LOADED or FAILED) unless
 * the slides come as input, then the slides,
 * which advance every 10 seconds (unless autoAdvance is false) and wrap both ways; a manual move
 * restarts the wait. Leaving the page stops the timer.
 */
export const heroCarouselMachine = setup({
  types: {
    context: {} as HeroCarouselContext,
    events: {} as HeroCarouselEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: setup's inference drops `| undefined`; `| void` keeps the input optional for createActor / useMachine.
    input: {} as HeroCarouselInput | void,
  },
  guards: {
    advances: ({ context }) => context.autoAdvance && context.slides.length > 1,
    notLoaded: ({ context }) => !context.loaded,
  },
  actions: {
    move: assign({
      index: ({ context }, params: { by: number }) => wrap(context.index + params.by, context.slides.length),
    }),
  },
  delays: { autoAdvance: HERO_AUTO_ADVANCE_MS },
}).createMachine({
  id: 'heroCarousel',
  context: ({ input }) => ({
    slides: input?.slides ?? [],
    index: 0,
    error: null,
    loaded: input?.slides !== undefined,
    autoAdvance: input?.autoAdvance ?? true,
  }),
  // Starting in `showing` (not in a transient start state) keeps `value` to the four states the
  // page maps; without slides in hand the eventless transition below moves on to `loading` before
  // any snapshot is observed.
  initial: 'showing',
  states: {
    loading: {
      entry: assign({ error: null }),
      on: {
        LOADED: {
          target: 'showing',
          actions: assign({ slides: ({ event }) => event.slides, index: 0, loaded: true }),
        },
        FAILED: {
          target: 'failed',
          actions: assign({ error: ({ event }) => contentFailureMessage(event.error) }),
        },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    showing: {
      always: { guard: 'notLoaded', target: 'loading' },
      on: {
        NEXT: { target: 'showing', reenter: true, actions: { type: 'move', params: { by: 1 } } },
        PREV: { target: 'showing', reenter: true, actions: { type: 'move', params: { by: -1 } } },
        GO_TO: {
          target: 'showing',
          reenter: true,
          actions: assign({ index: ({ context, event }) => wrap(event.index, context.slides.length) }),
        },
        LEAVE: 'left',
      },
      after: {
        autoAdvance: {
          guard: 'advances',
          target: 'showing',
          reenter: true,
          actions: { type: 'move', params: { by: 1 } },
        },
      },
    },
    left: { type: 'final' },
  },
});
