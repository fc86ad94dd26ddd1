import client from '@probuild/api-client/messages/th.json';
import machines from '@probuild/machines/messages/th.json';
import ui from '@probuild/ui/messages/th.json';
import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** Every Thai text of the app, per catalogue (a page loads only its own language's). */
export const thaiCatalogues: Catalogues = mergeCatalogues(
  { ui, machines, client },
  import.meta.glob<Catalogue>('./*/th.json', { eager: true, import: 'default' }),
);
