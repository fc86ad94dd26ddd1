import { useEffect } from 'react';
import { matchRoute, type Parser, useLocation, useRouter } from 'wouter';
import { ROUTE_PATHS } from '../routes/routePaths.ts';

/** A click on a link, as far as the choice between the app and the browser needs it. */
export interface LinkClick {
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;
  link: Pick<HTMLAnchorElement, 'target' | 'origin' | 'pathname' | 'search' | 'hash' | 'hasAttribute'>;
}

/** Whether the path is one of the app's pages, matched as its router matches them (with `parser`). */
const isAppPage = (path: string, parser: Parser) =>
  ROUTE_PATHS.some((route) => matchRoute(parser, route.path, path)[0]);

/**
 * The address the app opens itself for this click, or null when the browser follows the link. Only
 * links to the app's own pages are taken: any other address of the origin (the API, a payment
 * provider's page, a file) loads as a page of its own. New-tab clicks, modified clicks, downloads and
 * other origins are left alone.
 */
export function inAppAddress(
  { event, link }: LinkClick,
  here: Pick<Location, 'origin' | 'pathname' | 'search'>,
  parser: Parser,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.origin !== here.origin) return null;
  // A link to a place on this same page is the browser's to follow: it scrolls there.
  const samePage = link.pathname === here.pathname && link.search === here.search;
  if (samePage && link.hash) return null;
  if (!isAppPage(link.pathname, parser)) return null;
  return link.pathname + link.search + link.hash;
}

/**
 * Plain <a href="/…"> to the app's pages anywhere in the page (ui components render real links)
 * navigate inside the app instead of reloading it; see inAppAddress for the links left to the browser.
 */
export function useInternalLinks(): void {
  const [, navigate] = useLocation();
  const { parser } = useRouter();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const address = inAppAddress({ event, link }, window.location, parser);
      if (address === null) return;
      event.preventDefault();
      navigate(address);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, parser]);
}
