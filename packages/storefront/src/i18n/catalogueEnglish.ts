import client from '@probuild/api-client/messages/en.json';
import machines from '@probuild/machines/messages/en.json';
import ui from '@probuild/ui/messages/en.json';
import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** The English texts the app starts with: the same catalogues as catalogueThai.ts. */
export const englishCatalogues: Catalogues = mergeCatalogues(
  { ui, machines, client },
  import.meta.glob<Catalogue>('./{shell,auth,home,list,product,comset,spec}/en.json', {
    eager: true,
    import: 'default',
  }),
);
