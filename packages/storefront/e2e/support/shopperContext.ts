import type { Browser, BrowserContext } from 'playwright';

interface ShopperContextOptions {
  viewport?: { width: number; height: number };
  /** The stored language (localStorage `language`) the first page starts in; a later switch persists. */
  language?: 'th' | 'en';
  /** 'reduce' for a shopper who asked for less motion: carousels stand still, transitions take no time. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A browser profile of a returning shopper who has already answered the cookie question, so the modal
 * consent dialog (tested on its own) neither covers the page nor hides it from accessibility queries.
 */
export async function shopperContext(
  browser: Browser,
  { viewport = { width: 1280, height: 900 }, language, reducedMotion }: ShopperContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, reducedMotion });
  await context.addInitScript((stored) => {
    // Frames the page sandboxes (the footer's map) have no storage: only the page's own frame sets it.
    if (window !== window.top) return;
    localStorage.setItem('cookiesAccepted', 'true');
    if (stored && !localStorage.getItem('language')) localStorage.setItem('language', stored);
  }, language);
  return context;
}
