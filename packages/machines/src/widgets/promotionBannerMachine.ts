import { type Locale, type LocalizedText, toApiError } from '@probuild/api-client';
import { assign, setup } from 'xstate';
import { PROMOTION_FALLBACK_TITLE, PROMOTION_ROTATION_MS } from '../constants.ts';
import { type Message, message } from '../messages.ts';

/** A promotion of the banner strip; the contract's promotion item satisfies it. */
export interface PromotionItem {
  title?: Partial<LocalizedText> | null;
  status?: string;
  link?: string | null;
}

export type PromotionBannerEvent =
  /** The promotions' answer arrived. */
  | { type: 'LOADED'; promotions: PromotionItem[] }
  /** The promotions' call failed. */
  | { type: 'FAILED'; error: unknown };

export interface PromotionBannerInput {
  /** False for a visitor who asked for less motion: the first promotion stays. */
  rotates?: boolean;
}

export interface PromotionBannerContext {
  promotions: PromotionItem[];
  index: number;
  error: Message | null;
  rotates: boolean;
}

/** The title in the current language, else Thai, else 'Promotion'. */
export function promotionTitle(item: PromotionItem, locale: Locale): string {
  return item.title?.[locale] || item.title?.th || PROMOTION_FALLBACK_TITLE;
}

export function currentPromotion(context: PromotionBannerContext): PromotionItem | null {
  return context.promotions[context.index] ?? null;
}

/**
 * The promotion strip: loading (until the promotions' answer or failure is sent), then loaded or error. Only active promotions show; the shown one
 * advances every 3 seconds (unless rotates is false) and wraps to the first.
 */
export const promotionBannerMachine = setup({
  types: {
    context: {} as PromotionBannerContext,
    events: {} as PromotionBannerEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: setup's inference drops `| undefined`; `| void` keeps the input optional for createActor / useMachine.
    input: {} as PromotionBannerInput | void,
  },
  guards: {
    rotates: ({ context }) => context.rotates && context.promotions.length > 1,
  },
  delays: { rotation: PROMOTION_ROTATION_MS },
}).createMachine({
  id: 'promotionBanner',
  context: ({ input }) => ({ promotions: [], index: 0, error: null, rotates: input?.rotates ?? true }),
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOADED: {
          target: 'loaded',
          actions: assign({
            promotions: ({ event }) => event.promotions.filter((item) => item.status === 'active'),
          }),
        },
        FAILED: {
          target: 'error',
          actions: assign({
            // The server answered with a failure, or the call itself broke.
            error: ({ event }) =>
              message(toApiError(event.error).kind === 'http' ? 'banner.fetchFailed' : 'banner.loadError'),
          }),
        },
      },
    },
    loaded: {
      after: {
        rotation: {
          guard: 'rotates',
          target: 'loaded',
          reenter: true,
          actions: assign({ index: ({ context }) => (context.index + 1) % context.promotions.length }),
        },
      },
    },
    error: {},
  },
});
