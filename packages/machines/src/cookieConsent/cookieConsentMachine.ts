import { STORAGE_KEYS } from '@probuild/api-client';
import { setup } from 'xstate';
import { COOKIE_BANNER_MS, COOKIE_DIALOG_DELAY_MS } from '../constants.ts';
import type { KeyValueStorage } from '../storage.ts';

export interface CookieConsentInput {
  storage: KeyValueStorage;
}

export type CookieConsentEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  /** Manage (from the banner or a settings link): the dialog again, to choose anew. */
  | { type: 'MANAGE' }
  /** Reset: forget the choice; the dialog comes back as on a first visit. */
  | { type: 'RESET' };

const FLAG = 'true';

/**
 * Cookie consent: unknown → accepted or declined. With no stored choice the dialog opens a second
 * after start; each choice stores its flag and removes the other; after accepting, a banner shows
 * for 5 seconds with Manage and Reset.
 */
export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentInput,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  guards: {
    storedAccepted: ({ context }) => context.storage.getItem(STORAGE_KEYS.cookiesAccepted) === FLAG,
    storedDeclined: ({ context }) => context.storage.getItem(STORAGE_KEYS.cookiesDeclined) === FLAG,
  },
  actions: {
    storeAccepted: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.cookiesAccepted, FLAG);
      context.storage.removeItem(STORAGE_KEYS.cookiesDeclined);
    },
    storeDeclined: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.cookiesDeclined, FLAG);
      context.storage.removeItem(STORAGE_KEYS.cookiesAccepted);
    },
    forgetChoice: ({ context }) => {
      context.storage.removeItem(STORAGE_KEYS.cookiesAccepted);
      context.storage.removeItem(STORAGE_KEYS.cookiesDeclined);
    },
  },
  delays: {
    dialogDelay: COOKIE_DIALOG_DELAY_MS,
    bannerDuration: COOKIE_BANNER_MS,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'storedAccepted', target: 'accepted.quiet' },
        { guard: 'storedDeclined', target: 'declined' },
        { target: 'unknown' },
      ],
    },
    unknown: {
      after: { dialogDelay: 'dialog' },
    },
    dialog: {
      on: {
        ACCEPT: { target: 'accepted.banner', actions: 'storeAccepted' },
        DECLINE: { target: 'declined', actions: 'storeDeclined' },
      },
    },
    accepted: {
      on: {
        MANAGE: 'dialog',
        RESET: { target: 'unknown', actions: 'forgetChoice' },
      },
      initial: 'quiet',
      states: {
        banner: { after: { bannerDuration: 'quiet' } },
        quiet: {},
      },
    },
    declined: {
      on: {
        MANAGE: 'dialog',
        RESET: { target: 'unknown', actions: 'forgetChoice' },
      },
    },
  },
});
