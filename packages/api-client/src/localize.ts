export type Locale = 'th' | 'en';
export interface LocalizedText {
  th: string;
  en?: string;
}

/** Server text in the current language, falling back to Thai, then to an empty string. */
export function localize(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return (locale === 'en' ? text.en : undefined) || text.th || '';
}

/**
 * The query parameter of an address in a given language (`?lang=en`): the page opens in it and the
 * choice is kept, so a link in English, the English alternate a search engine lists, shows English.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language an address asks for, if any. */
export function localeOfSearch(search: string): Locale | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return asked === 'th' || asked === 'en' ? asked : null;
}
