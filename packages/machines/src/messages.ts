import type { ClientMessageId, LocalizedText } from '@probuild/api-client';
// Types only: the texts themselves reach the app through its catalogues (the package's messages/*.json
// and messages/pages/*.json).
import type th from './machineMessages.th.json';
import type pagesTh from './machinePageMessages.th.json';

/**
 * The ids of the machines' texts: messages/pages/*.json holds those of the checkout, the address
 * book, the address picker, the profile and the warranty check; messages/*.json the others'.
 */
export type MachineMessageId = keyof typeof th | keyof typeof pagesTh;

/** Any id a machine may hold: its own, or one of the client's (a failed call's text, a server's text). */
export type MessageId = MachineMessageId | ClientMessageId;

/**
 * A text a machine produces, kept as an id and the values of its ICU placeholders so that it follows
 * the current language; the app renders it through its react-intl catalogues.
 */
export interface Message {
  id: MessageId;
  /**
   * A value may be a message itself (the reason inside a failure's text), rendered in the same
   * language, or a text per language (a product's name), shown in the reader's language.
   */
  values?: Record<string, string | number | LocalizedText | Message>;
}

export function message(id: MessageId, values?: Message['values']): Message {
  return values ? { id, values } : { id };
}
