import type { Locale } from '@probuild/api-client';
import { englishCatalogues } from './catalogueEnglish.ts';
import { type Catalogue, type Catalogues, flatten } from './catalogueParts.ts';
import { thaiCatalogues } from './catalogueThai.ts';

/** Every catalogue of both languages, each under its name (the server render, stories and tests). */
export const catalogues: Record<Locale, Catalogues> = { th: thaiCatalogues, en: englishCatalogues };

export const messages: Record<Locale, Catalogue> = {
  th: flatten(thaiCatalogues),
  en: flatten(englishCatalogues),
};
