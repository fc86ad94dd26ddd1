import type { Page } from 'playwright';
import { expect } from 'vitest';

/**
 * Resolves once React has taken over every element of the server's markup (it keeps its fiber on each
 * node it hydrates; each section is hydrated on its own, after the shell) and the effects of those
 * commits have run, which React does in a later task. The picture preloads React's server render puts
 * first in the markup are hints for the browser, not part of the page: React leaves them as they are.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#root *:not(link[rel="preload"])')].every((node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
