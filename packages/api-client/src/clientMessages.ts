import en from './clientMessages.en.json';
import th from './clientMessages.th.json';
import type { Locale } from './localize.ts';

export type ClientMessageId = keyof typeof th;

/** A text for a person, as an id of the catalogues and the values of its ICU placeholders. */
export interface ClientMessage {
  id: ClientMessageId;
  values?: Record<string, string | number>;
}

// Both catalogues must hold exactly the same ids: a key missing on either side fails the type check.
const thMessages: Record<keyof typeof en, string> = th;
const enMessages: Record<ClientMessageId, string> = en;

/** The client's texts per locale (the failure texts of calls), for the app's react-intl catalogues. */
export const clientMessages: Record<Locale, Record<ClientMessageId, string>> = {
  th: thMessages,
  en: enMessages,
};

/** A text that comes as it is: the server's own message. */
export function textMessage(text: string): ClientMessage {
  return { id: 'text', values: { text } };
}
