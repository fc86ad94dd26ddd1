import clientPages from '@probuild/api-client/messages/pages/en.json';
import machinePages from '@probuild/machines/messages/pages/en.json';
import uiPages from '@probuild/ui/messages/pages/en.json';
import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** The English texts catalogueEnglish.ts leaves out, as pageTextsThai.ts. */
export const englishPageCatalogues: Catalogues = mergeCatalogues(
  { uiPages, clientPages, machinePages },
  import.meta.glob<Catalogue>(
    ['./*/en.json', '!./{shell,auth,home,list,product,comset,spec,pageHead}/en.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
