import { localize } from '@probuild/api-client';
import type { Message } from '@probuild/machines';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/useLocale.ts';

/**
 * Renders a message the machines or the client produce (an id and its values) from the app's
 * catalogues; a value that is a message itself (the reason inside a failure's text) is rendered first,
 * a text per language (a product's name) is shown in the page's language.
 */
export function useMachineText(): (message: Message) => string {
  const intl = useIntl();
  const locale = useLocale();
  const format = ({ id, values }: Message): string =>
    intl.formatMessage(
      { id },
      values &&
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value !== 'object' ? value : 'id' in value ? format(value) : localize(value, locale),
          ]),
        ),
    );
  return format;
}
