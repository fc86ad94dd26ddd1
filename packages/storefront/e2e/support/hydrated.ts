import type { Page } from 'playwright';
import { expect } from 'vitest';

/**
 * Resolves once React has taken over every element of the server's markup (it keeps its fiber on each
 * node it hydrates; each section is hydrated on its own, after the shell) and the effects of those
 * commits have run, which React does in a later task.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#root *')].every((node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
