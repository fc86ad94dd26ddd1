// Types only: the texts themselves reach the app through its catalogues (the package's messages/*.json).
import type th from './clientMessages.th.json';
import type { LocalizedText } from './localize.ts';

export type ClientMessageId = keyof typeof th;

/**
 * A text for a person, as an id of the catalogues and the values of its ICU placeholders; a value may
 * be a text per language (a product's name), shown in the reader's language.
 */
export interface ClientMessage {
  id: ClientMessageId;
  values?: Record<string, string | number | LocalizedText>;
}
