// Types only: the texts themselves reach the app through its catalogues (the package's messages/*.json
// and messages/pages/*.json).
import type th from './clientMessages.th.json';
import type pagesTh from './clientPageMessages.th.json';
import type { LocalizedText } from './localize.ts';

/**
 * The ids of the client's texts: messages/*.json holds those of the failures anyone may meet on any
 * page (a read, the sign-in popup, adding to the cart, keeping a build); messages/pages/*.json those
 * of the social sign-in's callback, the account, address book, checkout and payment flows.
 */
export type ClientMessageId = keyof typeof th | keyof typeof pagesTh;

/**
 * A text for a person, as an id of the catalogues and the values of its ICU placeholders; a value may
 * be a text per language (a product's name), shown in the reader's language.
 */
export interface ClientMessage {
  id: ClientMessageId;
  values?: Record<string, string | number | LocalizedText>;
}
