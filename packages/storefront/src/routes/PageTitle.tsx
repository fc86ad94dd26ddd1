import { useEffect } from 'react';
import { useIntl } from 'react-intl';

const SHOP_NAME = 'ProBuild Computer';

/** Sets the window title: the page's name (message `id`) in the current language, then the shop's name. */
export function PageTitle({ id }: { id: string }) {
  const title = `${useIntl().formatMessage({ id })} | ${SHOP_NAME}`;
  useEffect(() => {
    // The server-rendered page has it already; setting it again is a change of the document.
    if (document.title !== title) document.title = title;
  }, [title]);
  return null;
}
