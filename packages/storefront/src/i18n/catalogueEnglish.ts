import client from '@probuild/api-client/messages/en.json';
import machines from '@probuild/machines/messages/en.json';
import ui from '@probuild/ui/messages/en.json';
import { type Catalogue, type Catalogues, mergeCatalogues } from './catalogueParts.ts';

/** Every English text of the app, per catalogue (a page loads only its own language's). */
export const englishCatalogues: Catalogues = mergeCatalogues(
  { ui, machines, client },
  import.meta.glob<Catalogue>('./*/en.json', { eager: true, import: 'default' }),
);
