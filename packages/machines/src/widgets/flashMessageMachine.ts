import { assign, setup } from 'xstate';
import { MESSAGE_AUTO_CLEAR_MS, SUCCESS_WORD_TH } from '../constants.ts';

/** A message counts as success when it contains the Thai word for 'completed'. */
export function isSuccessText(text: string): boolean {
  return text.includes(SUCCESS_WORD_TH);
}

/**
 * The product page's result box: a success message (green) clears itself after 3 seconds; any
 * other message (red) stays until dismissed or replaced.
 */
export const flashMessageMachine = setup({
  types: {
    context: {} as { text: string | null },
    events: {} as { type: 'SHOW'; text: string } | { type: 'DISMISS' },
  },
  guards: {
    isSuccess: ({ event }) => event.type === 'SHOW' && isSuccessText(event.text),
  },
  delays: { autoClear: MESSAGE_AUTO_CLEAR_MS },
}).createMachine({
  id: 'flashMessage',
  context: { text: null },
  initial: 'hidden',
  on: {
    SHOW: [
      { guard: 'isSuccess', target: '.success', actions: assign({ text: ({ event }) => event.text }) },
      { target: '.error', actions: assign({ text: ({ event }) => event.text }) },
    ],
    DISMISS: { target: '.hidden', actions: assign({ text: null }) },
  },
  states: {
    hidden: {},
    success: {
      after: { autoClear: { target: 'hidden', actions: assign({ text: null }) } },
    },
    error: {},
  },
});
