import { assign, setup } from 'xstate';
import { MESSAGE_AUTO_CLEAR_MS } from '../constants.ts';
import type { Message } from '../messages.ts';

export type FlashMessageEvent =
  | { type: 'SHOW_SUCCESS'; message: Message }
  | { type: 'SHOW_ERROR'; message: Message }
  | { type: 'DISMISS' };

/**
 * The product page's result box: a success message (green) clears itself after 3 seconds; an error
 * (red) stays until dismissed or replaced. The sender says which it is; the text never decides.
 */
export const flashMessageMachine = setup({
  types: {
    context: {} as { message: Message | null },
    events: {} as FlashMessageEvent,
  },
  actions: {
    keep: assign({ message: ({ event }) => ('message' in event ? event.message : null) }),
    clear: assign({ message: null }),
  },
  delays: { autoClear: MESSAGE_AUTO_CLEAR_MS },
}).createMachine({
  id: 'flashMessage',
  context: { message: null },
  initial: 'hidden',
  on: {
    SHOW_SUCCESS: { target: '.success', reenter: true, actions: 'keep' },
    SHOW_ERROR: { target: '.error', actions: 'keep' },
    DISMISS: { target: '.hidden', actions: 'clear' },
  },
  states: {
    hidden: {},
    success: {
      after: { autoClear: { target: 'hidden', actions: 'clear' } },
    },
    error: {},
  },
});
