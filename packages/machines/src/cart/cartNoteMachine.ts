import { errorCodeMessage, toApiError } from '@probuild/api-client';
import { assign, setup } from 'xstate';
import { type Message, message } from '../messages.ts';
import { notProvided } from '../notProvided.ts';

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
  | { type: 'SAVE' };

/** The note editor of one cart line: opens and closes; Save persists and shows the saved note. */
export const cartNoteMachine = setup({
  types: {
    context: {} as CartNoteContext,
    events: {} as CartNoteEvent,
    input: {} as { note: string },
  },
  actors: {
    /** Answers the note as the server stored it. */
    saveNote: notProvided<string, { note: string }>('saveNote'),
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
      invoke: {
        id: 'saveNote',
        src: 'saveNote',
        input: ({ context }) => ({ note: context.draft }),
        onDone: { target: 'closed', actions: assign({ note: ({ event }) => event.output }) },
        onError: {
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
