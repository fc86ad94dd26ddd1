import type { Locale } from '@probuild/api-client';
import { englishCatalogues } from './catalogueEnglish.ts';
import { type Catalogue, type Catalogues, flatten } from './catalogueParts.ts';
import { thaiCatalogues } from './catalogueThai.ts';
import pageHeadEnglish from './pageHead/en.json';
import pageHeadThai from './pageHead/th.json';
import { englishPageCatalogues } from './pageTextsEnglish.ts';
import { thaiPageCatalogues } from './pageTextsThai.ts';

/**
 * Every catalogue of both languages, each under its name (the server render, stories and tests),
 * with the texts of the pages' heads, which only the server writes.
 */
export const catalogues: Record<Locale, Catalogues> = {
  th: { ...thaiCatalogues, ...thaiPageCatalogues, pageHead: pageHeadThai },
  en: { ...englishCatalogues, ...englishPageCatalogues, pageHead: pageHeadEnglish },
};

export const messages: Record<Locale, Catalogue> = {
  th: flatten(catalogues.th),
  en: flatten(catalogues.en),
};
