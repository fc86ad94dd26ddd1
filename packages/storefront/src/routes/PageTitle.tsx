import { SHOP_NAME } from '@probuild/api-client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Where a page names what it shows (a product, a category) for the window title. */
const PageNameContext = createContext<(name: string | null) => void>(() => {});

/**
 * Sets the window title: the name of what the page shows when it gives one (usePageName), else the
 * page's name (message `id`) in the current language, then the shop's name; the server writes the
 * same title into the pages it renders.
 */
export function PageTitle({ id, children }: { id: string; children?: ReactNode }) {
  const intl = useIntl();
  const [name, setName] = useState<string | null>(null);
  const title = `${name ?? intl.formatMessage({ id })} | ${SHOP_NAME}`;
  useEffect(() => {
    // A server-rendered page has it already; setting it again is a change of the document.
    if (document.title !== title) document.title = title;
  }, [title]);
  return <PageNameContext.Provider value={setName}>{children}</PageNameContext.Provider>;
}

/** For a page: the name of what it shows, once known, in the window title instead of the page's. */
export function usePageName(name: string | undefined) {
  const setName = useContext(PageNameContext);
  useEffect(() => {
    setName(name || null);
    return () => setName(null);
  }, [name, setName]);
}
