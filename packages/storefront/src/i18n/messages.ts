import { clientMessages, type Locale } from '@probuild/api-client';
import { machineMessages } from '@probuild/machines';
import { uiMessages } from '@probuild/ui';

type Catalogue = Record<string, string>;

// One catalogue pair per area of the app (i18n/<area>/th.json and en.json), merged with the design
// system's, the machines' and the client's. No id is in two of them (catalogues.test.ts).
const byArea = (files: Record<string, Catalogue>): Record<string, Catalogue> =>
  Object.fromEntries(Object.entries(files).map(([path, catalogue]) => [path.split('/')[1], catalogue]));
const thAreas = byArea(import.meta.glob<Catalogue>('./*/th.json', { eager: true, import: 'default' }));
const enAreas = byArea(import.meta.glob<Catalogue>('./*/en.json', { eager: true, import: 'default' }));

/** Every catalogue the app reads, per locale, each under its name (for the tests that compare them). */
export const catalogues: Record<Locale, Record<string, Catalogue>> = {
  th: { ui: uiMessages.th, machines: machineMessages.th, client: clientMessages.th, ...thAreas },
  en: { ui: uiMessages.en, machines: machineMessages.en, client: clientMessages.en, ...enAreas },
};

export const messages: Record<Locale, Catalogue> = {
  th: Object.assign({}, ...Object.values(catalogues.th)),
  en: Object.assign({}, ...Object.values(catalogues.en)),
};
