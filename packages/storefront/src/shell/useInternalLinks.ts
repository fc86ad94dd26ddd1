import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Plain <a href="/…"> anywhere in the page (ui components render real links) navigate inside the app
 * instead of reloading it. New-tab clicks, modified clicks, downloads and other origins are left alone.
 */
export function useInternalLinks(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      // A link to a place on this same page is the browser's to follow: it scrolls there.
      const samePage =
        anchor.pathname === window.location.pathname && anchor.search === window.location.search;
      if (samePage && anchor.hash) return;
      event.preventDefault();
      navigate(anchor.pathname + anchor.search + anchor.hash);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
