import { errorCodeMessage, type LocalizedText, toApiError } from '@probuild/api-client';
import { assign, emit, not, setup, stateIn } from 'xstate';
import { type Message, message } from '../messages.ts';

/** The check's answer; the contract's warranty check result satisfies it. */
export interface WarrantyResult {
  status: string;
  expired: boolean;
  serialNumber: string;
  productName?: LocalizedText | string | null;
  productCode?: string | null;
  buyDate?: string | null;
  warrantyMonths?: number | null;
  /** The last day of the warranty (YYYY-MM-DD). */
  expiresAt?: string | null;
  message?: LocalizedText | null;
  details?: LocalizedText | null;
}

export interface WarrantyCheckContext {
  serial: string;
  result: WarrantyResult | null;
  error: Message | null;
}

export type WarrantyCheckEvent =
  | { type: 'SERIAL_CHANGED'; serial: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS_ERROR' }
  /** The check's answer, or why it failed. */
  | { type: 'ANSWERED'; result: WarrantyResult }
  | { type: 'FAILED'; error: unknown };

/** The check the machine asks to be made; it is answered with ANSWERED or FAILED. */
export interface WarrantyCheckRequest {
  type: 'check';
  serialNumber: string;
}

/**
 * Not registered (an unknown serial number, or a warranty not yet started, which the server answers
 * the same way): the shopper is told the product is not in the system.
 */
export function isUnknownProduct(result: WarrantyResult): boolean {
  return result.status === 'not_registered';
}

/** A refused check shows the text of the server's code, anything else 'error checking warranty'. */
function failureMessage(thrown: unknown): Message {
  return errorCodeMessage(toApiError(thrown)) ?? message('warranty.checkFailed');
}

/**
 * Check warranty: idle → searching → result (in warranty or expired) or error. A blank serial
 * number is refused without a call; nothing is sent again while a check runs. The machine makes no
 * call itself: it emits the check and waits for its answer.
 */
export const warrantyCheckMachine = setup({
  types: {
    context: {} as WarrantyCheckContext,
    events: {} as WarrantyCheckEvent,
    emitted: {} as WarrantyCheckRequest,
  },
  guards: {
    serialBlank: ({ context }) => context.serial.trim() === '',
  },
}).createMachine({
  id: 'warrantyCheck',
  context: { serial: '', result: null, error: null },
  initial: 'idle',
  on: {
    SERIAL_CHANGED: {
      guard: not(stateIn('#warrantyCheck.searching')),
      target: '.idle',
      actions: assign({ serial: ({ event }) => event.serial, result: null, error: null }),
    },
    SUBMIT: [
      { guard: stateIn('#warrantyCheck.searching') },
      {
        guard: 'serialBlank',
        target: '.error',
        actions: assign({ error: message('warranty.serialRequired') }),
      },
      { target: '.searching', actions: assign({ result: null, error: null }) },
    ],
  },
  states: {
    idle: {},
    searching: {
      entry: emit(({ context }) => ({ type: 'check' as const, serialNumber: context.serial.trim() })),
      on: {
        ANSWERED: [
          {
            guard: ({ event }) => isUnknownProduct(event.result),
            target: 'error',
            actions: assign({ error: message('warranty.notFound') }),
          },
          { target: 'result', actions: assign({ result: ({ event }) => event.result }) },
        ],
        FAILED: { target: 'error', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    result: {},
    error: {
      on: { DISMISS_ERROR: { target: 'idle', actions: assign({ error: null }) } },
    },
  },
});
