import type { Locale } from '@probuild/api-client';
import { type Catalogue, flatten } from './catalogueParts.ts';

/**
 * The texts of the language a page opens in, loaded beside the app: a page carries only its own
 * language (switching language reloads the page).
 */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  return locale === 'en'
    ? flatten((await import('./catalogueEnglish.ts')).englishCatalogues)
    : flatten((await import('./catalogueThai.ts')).thaiCatalogues);
}

/** The rest of that language's texts: those of the pages the app starts without (pageTexts.ts). */
export async function loadPageMessages(locale: Locale): Promise<Catalogue> {
  return locale === 'en'
    ? flatten((await import('./pageTextsEnglish.ts')).englishPageCatalogues)
    : flatten((await import('./pageTextsThai.ts')).thaiPageCatalogues);
}
