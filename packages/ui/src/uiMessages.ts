import en from './uiMessages.en.json';
import th from './uiMessages.th.json';

export type UiMessageId = keyof typeof th;

// Both catalogues must hold exactly the same ids: a key missing on either side fails the type check.
const thMessages: Record<keyof typeof en, string> = th;
const enMessages: Record<UiMessageId, string> = en;

/** The ui package's texts per locale, for the app to merge into its own catalogues (Thai is the default). */
export const uiMessages = { th: thMessages, en: enMessages };
