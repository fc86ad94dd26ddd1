import { type ClientMessageId, type Locale, textMessage } from '@probuild/api-client';
import en from './machineMessages.en.json';
import th from './machineMessages.th.json';

export type MachineMessageId = keyof typeof th;

/** Any id a machine may hold: its own, or one of the client's (a failed call's text, a server's text). */
export type MessageId = MachineMessageId | ClientMessageId;

/**
 * A text a machine produces, kept as an id and the values of its ICU placeholders so that it follows
 * the current language; the app renders it through its react-intl catalogues.
 */
export interface Message {
  id: MessageId;
  values?: Record<string, string | number>;
}

// Both catalogues must hold exactly the same ids: a key missing on either side fails the type check.
const thMessages: Record<keyof typeof en, string> = th;
const enMessages: Record<MachineMessageId, string> = en;

/** The machines' texts per locale, for the app to merge into its react-intl catalogues. */
export const machineMessages: Record<Locale, Record<MachineMessageId, string>> = {
  th: thMessages,
  en: enMessages,
};

export function message(id: MessageId, values?: Message['values']): Message {
  return values ? { id, values } : { id };
}

export { textMessage };
