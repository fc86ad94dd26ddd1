import type { Locale } from '@probuild/api-client';
import { uiMessages } from '@probuild/ui';

type Catalogue = Record<string, string>;

// One catalogue pair per area of the app (i18n/<area>/th.json and en.json), merged with the design system's.
const thAreas = import.meta.glob<Catalogue>('./*/th.json', { eager: true, import: 'default' });
const enAreas = import.meta.glob<Catalogue>('./*/en.json', { eager: true, import: 'default' });

export const messages: Record<Locale, Catalogue> = {
  th: Object.assign({}, uiMessages.th, ...Object.values(thAreas)),
  en: Object.assign({}, uiMessages.en, ...Object.values(enAreas)),
};
