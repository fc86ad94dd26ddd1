import { errorCodeMessage, toApiError } from '@probuild/api-client';
import { assign, emit, setup } from 'xstate';
import { type Message, message } from '../messages.ts';

export interface CartNoteContext {
  /** The saved note. */
  note: string;
  draft: string;
  error: Message | null;
}

export type CartNoteEvent =
  | { type: 'OPEN' }
  | { type: 'CHANGE'; text: string }
  | { type: 'CLOSE' }
  | { type: 'SAVE' }
  /** The note as the server stored it. */
  | { type: 'SAVED'; note: string }
  | { type: 'SAVE_FAILED'; error: unknown };

/** The save the editor asks for; it is answered with SAVED or SAVE_FAILED. */
export interface CartNoteRequest {
  type: 'save';
  note: string;
}

/**
 * The note editor of one cart line: opens and closes; Save asks for the note to be saved (once, however
 * often it is clicked) and shows the note as saved.
 */
export const cartNoteMachine = setup({
  types: {
    context: {} as CartNoteContext,
    events: {} as CartNoteEvent,
    input: {} as { note: string },
    emitted: {} as CartNoteRequest,
  },
}).createMachine({
  id: 'cartNote',
  context: ({ input }) => ({ note: input.note, draft: input.note, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: assign({ draft: ({ context }) => context.note, error: null }) },
      },
    },
    open: {
      on: {
        CHANGE: { actions: assign({ draft: ({ event }) => event.text }) },
        CLOSE: 'closed',
        SAVE: 'saving',
      },
    },
    saving: {
      entry: emit(({ context }) => ({ type: 'save' as const, note: context.draft })),
      on: {
        SAVED: { target: 'closed', actions: assign({ note: ({ event }) => event.note }) },
        SAVE_FAILED: {
          target: 'open',
          actions: assign({
            error: ({ event }) => {
              const error = toApiError(event.error);
              return errorCodeMessage(error) ?? message('cart.noteFailed');
            },
          }),
        },
      },
    },
  },
});
