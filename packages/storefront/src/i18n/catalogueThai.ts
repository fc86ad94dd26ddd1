import client from '@probuild/api-client/messages/th.json';
import machines from '@probuild/machines/messages/th.json';
import ui from '@probuild/ui/messages/th.json';
import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/**
 * The Thai texts the app starts with: the packages' (the ui's shop components', the machines' and the
 * client's but those of the flows of the pages the browser renders), the shell's (with its sign-in
 * popup) and those of the pages the server renders. The others are in pageTextsThai.ts.
 */
export const thaiCatalogues: Catalogues = mergeCatalogues(
  { ui, machines, client },
  import.meta.glob<Catalogue>('./{shell,auth,home,list,product,comset,spec}/th.json', {
    eager: true,
    import: 'default',
  }),
);
