import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../src/clientMessages.en.json';
import th from '../../src/clientMessages.th.json';
import type { Locale } from '../../src/localize.ts';

type Catalogue = Record<string, string>;

export interface FormattableMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** The client's texts per locale, as the app's catalogues hold them. */
export const clientMessages: Record<Locale, Catalogue> = { th, en };

/**
 * Renders messages as the app does (ICU, through the same formatter react-intl uses) from the given
 * catalogues, so a test can compare a message with the exact text a person will read. An id missing
 * from a catalogue fails loudly instead of showing the id.
 */
export function messageFormatter(...catalogues: Record<Locale, Catalogue>[]) {
  return ({ id, values }: FormattableMessage, locale: Locale): string => {
    const template = catalogues.map((catalogue) => catalogue[locale][id]).find((text) => text !== undefined);
    if (template === undefined) throw new Error(`No ${locale} text for message id "${id}"`);
    return String(new IntlMessageFormat(template, locale).format(values));
  };
}
