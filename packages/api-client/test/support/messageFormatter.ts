import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../src/clientMessages.en.json';
import th from '../../src/clientMessages.th.json';
import pagesEn from '../../src/clientPageMessages.en.json';
import pagesTh from '../../src/clientPageMessages.th.json';
import { type Locale, type LocalizedText, localize } from '../../src/localize.ts';

type Catalogue = Record<string, string>;

export interface FormattableMessage {
  id: string;
  /**
   * A value may be a message itself (a reason inside a failure's text), rendered first, or a text per
   * language (a product's name), shown in the locale's language.
   */
  values?: Record<string, string | number | LocalizedText | FormattableMessage>;
}

/** The client's texts per locale, as the app's catalogues hold them. */
export const clientMessages: Record<Locale, Catalogue> = {
  th: { ...th, ...pagesTh },
  en: { ...en, ...pagesEn },
};

/**
 * Renders messages as the app does (ICU, through the same formatter react-intl uses) from the given
 * catalogues, so a test can compare a message with the exact text a person will read. An id missing
 * from a catalogue fails loudly instead of showing the id.
 */
export function messageFormatter(...catalogues: Record<Locale, Catalogue>[]) {
  const format = ({ id, values }: FormattableMessage, locale: Locale): string => {
    const template = catalogues.map((catalogue) => catalogue[locale][id]).find((text) => text !== undefined);
    if (template === undefined) throw new Error(`No ${locale} text for message id "${id}"`);
    const flat =
      values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value !== 'object' ? value : 'id' in value ? format(value, locale) : localize(value, locale),
        ]),
      );
    return String(new IntlMessageFormat(template, locale).format(flat));
  };
  return format;
}
