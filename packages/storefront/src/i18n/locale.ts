import { type Locale, localeOfSearch, STORAGE_KEYS } from '@probuild/api-client';

export const DEFAULT_LOCALE: Locale = 'th';

/** The language stored by the shopper, Thai when none or an unknown one is stored. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  return storage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : DEFAULT_LOCALE;
}

/**
 * The language the app starts in: the one the address asks for (`?lang=en`), which is then kept as
 * the shopper's choice, or else the stored one.
 */
export function startLocale(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  search: string = location.search,
): Locale {
  const asked = localeOfSearch(search);
  if (!asked) return readStoredLocale(storage);
  try {
    storage.setItem(STORAGE_KEYS.language, asked);
  } catch {
    // Storage refused (a privacy mode): the page still opens in the language asked for.
  }
  return asked;
}

/** Stores the choice and reloads, as the spec asks: every text and cached answer follows the new language. */
export function switchLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.language, locale);
  window.location.reload();
}
