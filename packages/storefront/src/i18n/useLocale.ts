import type { Locale } from '@probuild/api-client';
import { useIntl } from 'react-intl';

/** The shopper's language, as the catalogues and the server's texts name it. */
export function useLocale(): Locale {
  return useIntl().locale as Locale;
}
