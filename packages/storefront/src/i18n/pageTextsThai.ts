import clientPages from '@probuild/api-client/messages/pages/th.json';
import machinePages from '@probuild/machines/messages/pages/th.json';
import uiPages from '@probuild/ui/messages/pages/th.json';
import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/**
 * The Thai texts catalogueThai.ts leaves out: the other areas', the ui's texts of the components only
 * those pages show, and the client's and the machines' texts of the flows only those pages have
 * (account, address book, checkout, payment). They load with
 * the first page that needs them.
 */
export const thaiPageCatalogues: Catalogues = mergeCatalogues(
  { uiPages, clientPages, machinePages },
  import.meta.glob<Catalogue>(
    ['./*/th.json', '!./{shell,auth,home,list,product,comset,spec,pageHead}/th.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
