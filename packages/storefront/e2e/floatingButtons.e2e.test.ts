import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

// Seed products: a mouse and a computer set.
const MOUSE = 'MS-RAZER-DEATHADDER-ESSENTIAL-BK';
const SET = 'SET-PROBUILD-GAMER-1440P';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.width > 0 &&
  a.height > 0 &&
  b.width > 0 &&
  b.height > 0 &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await shopperContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await untilHydrated(page);
  await page.getByRole('button', { name: 'แชทกับเรา' }).waitFor();
  return page;
}

/** Where a bar kept at the bottom of the screen starts (the screen's bottom without one). */
const barTop = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      innerHeight,
      ...[...document.querySelectorAll('main *')]
        .filter((element) => {
          const { position } = getComputedStyle(element);
          const { bottom } = element.getBoundingClientRect();
          return position === 'fixed' || (position === 'sticky' && Math.abs(bottom - innerHeight) < 1);
        })
        .map((element) => element.getBoundingClientRect().top),
    ),
  );

/**
 * Scrolls the page from top to bottom; at every stop the chat button covers none of the actions shown
 * (of content scrolling under a bar at the bottom of the screen, the part above the bar).
 */
async function expectNothingCovered(page: Page, actions: Locator[]) {
  const chat = page.getByRole('button', { name: 'แชทกับเรา' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let top = 0; top <= height + 200; top += 200) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    const button = await chat.boundingBox();
    if (!button) throw new Error('no chat button');
    const floor = await barTop(page);
    for (const action of actions) {
      for (const element of await action.all()) {
        const box = await element.boundingBox();
        if (!box) continue;
        const inBar = await element.evaluate((node) => {
          for (let at: Element | null = node; at; at = at.parentElement) {
            if (getComputedStyle(at).position === 'fixed') return true;
          }
          return false;
        });
        const shown = inBar
          ? box
          : { ...box, height: Math.max(0, Math.min(box.y + box.height, floor) - box.y) };
        expect(
          overlap(button, shown),
          `${await element.textContent()} at ${top}px ${JSON.stringify([button, shown, floor])}`,
        ).toBe(false);
      }
    }
  }
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  it(`never lets the chat button cover Add to Cart, the set’s price or the build’s total at ${viewport.width} px`, async () => {
    const product = await open(`/product/${MOUSE}`, viewport);
    await expectNothingCovered(product, [product.getByRole('button', { name: 'เพิ่มลงตะกร้า' })]);
    await product.context().close();

    const set = await open(`/product/${SET}`, viewport);
    await set.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).waitFor();
    await expectNothingCovered(set, [
      set.getByRole('button', { name: 'เพิ่มลงตะกร้า' }),
      set.getByRole('status').filter({ hasText: /฿/ }),
    ]);
    await set.context().close();

    const builder = await open('/specAdd', viewport);
    await builder.getByTestId('build-total').waitFor();
    await expectNothingCovered(builder, [builder.getByRole('complementary').getByRole('button')]);
    await expectNothingCovered(builder, [builder.getByTestId('build-total')]);
    await builder.context().close();
  });
}

/**
 * Scrolls the page from top to bottom; at every stop the chat button covers none of the links and
 * buttons of the product cards on the screen. Measured in the page: a list has a hundred of them.
 */
const coveredCardActions = (page: Page, chatName: string) =>
  page.evaluate(async (name) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const chat = [...document.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === name,
    );
    if (!chat) return ['no chat button'];
    const actions = [...document.querySelectorAll('main article a, main article button')];
    const found: string[] = [];
    for (let top = 0; top <= document.documentElement.scrollHeight - innerHeight + 200; top += 200) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      const button = chat.getBoundingClientRect();
      for (const action of actions) {
        const box = action.getBoundingClientRect();
        const overlaps =
          box.width > 0 &&
          box.height > 0 &&
          box.left < button.right &&
          button.left < box.right &&
          box.top < button.bottom &&
          button.top < box.bottom;
        if (overlaps) found.push(`${action.textContent?.trim()} at ${top}px`);
      }
    }
    return found;
  }, chatName);

// On a desktop the cards' links and buttons reach the page's right edge, where the chat button floats.
// (On a phone the button floats over the two columns of cards as they scroll by, whatever the page.)
it('never lets the chat button cover a product card’s links or buttons on the home and list pages at 1280 px', async () => {
  for (const path of ['/', '/category/computer-parts/cpu', '/search?q=rtx']) {
    const page = await open(path, { width: 1280, height: 900 });
    await page.getByRole('main').getByRole('article').first().waitFor();
    expect(await coveredCardActions(page, 'แชทกับเรา'), path).toEqual([]);
    await page.context().close();
  }
});

it('keeps Add to Cart in reach on a phone while the shopper scrolls a product or a set, covering nothing at the end', async () => {
  for (const path of [`/product/${MOUSE}`, `/product/${SET}`]) {
    const page = await open(path, { width: 375, height: 812 });
    const add = page.getByRole('button', { name: 'เพิ่มลงตะกร้า' });
    await add.waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (const top of [0, height / 2, height]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      const box = await add.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 812, `${path} at ${top}px`).toBe(true);
    }
    // Scrolled to the end (the footer's map has loaded by now), the bar covers nothing of the page: the
    // footer's last line ends above it.
    await page.locator('footer iframe').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await add.boundingBox();
    const last = await page.locator('footer').evaluate((footer) => {
      const texts = [...footer.querySelectorAll('p, a, li')].map((element) =>
        element.getBoundingClientRect(),
      );
      return Math.max(...texts.map((box) => box.bottom));
    });
    expect(bar && last <= bar.y, `${path}: ${last} ${bar?.y}`).toBe(true);
    await page.context().close();
  }
});
