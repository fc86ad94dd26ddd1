import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** The Thai texts of the areas catalogueThai.ts leaves out: they load with the first page that needs them. */
export const thaiPageCatalogues: Catalogues = mergeCatalogues(
  {},
  import.meta.glob<Catalogue>(
    ['./*/th.json', '!./{shell,auth,home,list,product,comset,spec,pageHead}/th.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
