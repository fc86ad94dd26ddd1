import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** The English texts of the areas catalogueEnglish.ts leaves out, as pageTextsThai.ts. */
export const englishPageCatalogues: Catalogues = mergeCatalogues(
  {},
  import.meta.glob<Catalogue>(
    ['./*/en.json', '!./{shell,auth,home,list,product,comset,spec,pageHead}/en.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
