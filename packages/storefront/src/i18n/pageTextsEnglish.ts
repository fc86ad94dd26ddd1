import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** The English texts of the areas catalogueEnglish.ts leaves out, as pageTextsThai.ts. */
export const englishPageCatalogues: Catalogues = mergeCatalogues(
  {},
  import.meta.glob<Catalogue>(['./*/en.json', '!./{shell,auth,home,list,product,comset,spec}/en.json'], {
    eager: true,
    import: 'default',
  }),
);
