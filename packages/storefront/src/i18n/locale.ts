import { type Locale, STORAGE_KEYS } from '@probuild/api-client';

export const DEFAULT_LOCALE: Locale = 'th';

/** The language stored by the shopper, Thai when none or an unknown one is stored. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  return storage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : DEFAULT_LOCALE;
}

/** Stores the choice and reloads, as the spec asks: every text and cached answer follows the new language. */
export function switchLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.language, locale);
  window.location.reload();
}
