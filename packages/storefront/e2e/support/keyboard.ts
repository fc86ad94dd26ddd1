import type { Locator, Page } from 'playwright';

/** Whether the element is the one with keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would reach it; fails
 * when it is not reached within `maxPresses` (not in the Tab order, hidden, or behind a trap).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 120 } = {}) {
  await target.waitFor();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reached with the keyboard in ${maxPresses} presses: ${target}`);
}
