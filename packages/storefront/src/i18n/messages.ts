import type { Locale } from '@probuild/api-client';
import { englishCatalogues } from './catalogueEnglish.ts';
import { type Catalogue, type Catalogues, flatten } from './catalogueParts.ts';
import { thaiCatalogues } from './catalogueThai.ts';
import { englishPageCatalogues } from './pageTextsEnglish.ts';
import { thaiPageCatalogues } from './pageTextsThai.ts';

/** Every catalogue of both languages, each under its name (the server render, stories and tests). */
export const catalogues: Record<Locale, Catalogues> = {
  th: { ...thaiCatalogues, ...thaiPageCatalogues },
  en: { ...englishCatalogues, ...englishPageCatalogues },
};

export const messages: Record<Locale, Catalogue> = {
  th: flatten(catalogues.th),
  en: flatten(catalogues.en),
};
