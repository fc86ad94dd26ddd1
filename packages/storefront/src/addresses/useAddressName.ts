import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/useLocale.ts';
import { addressName } from './addressName.ts';

/** The name on an address as the page shows it, in the page's language (addressName). */
export function useAddressName() {
  const intl = useIntl();
  const locale = useLocale();
  return (address: Parameters<typeof addressName>[0]) =>
    addressName(address, locale, (prefix) => intl.formatMessage({ id: `account.address.prefix.${prefix}` }));
}
