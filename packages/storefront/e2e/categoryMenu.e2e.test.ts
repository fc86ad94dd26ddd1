import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('shows the category bar under the header from 1200 px, in Thai and then in English', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url);
  const nav = page.getByRole('navigation', { name: 'หมวดหมู่สินค้า' });
  await expect.poll(() => nav.getByText('อุปกรณ์คอมพิวเตอร์').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  const englishNav = page.getByRole('navigation', { name: 'Product categories' });
  await expect.poll(() => englishNav.getByText('Computer Parts').isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await nav.count()).toBe(0);
  await page.close();
});

it('puts the categories in the menu drawer on a phone, in Thai and then in English', async () => {
  const context = await shopperContext(browser, { viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.getByRole('button', { name: 'เปิดเมนู' }).waitFor();
  // Nothing stacked under the header: the only category navigation is inside the drawer.
  expect(await page.getByRole('navigation', { name: 'หมวดหมู่สินค้า' }).count()).toBe(0);

  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const drawer = page.getByRole('dialog', { name: 'เมนู' });
  const categories = drawer.getByRole('navigation', { name: 'หมวดหมู่สินค้า' });
  const computerParts = categories.getByRole('button', { name: 'อุปกรณ์คอมพิวเตอร์' });
  await computerParts.waitFor({ timeout: 15_000 });
  await computerParts.press('Enter');
  await categories.getByRole('link', { name: 'ซีพียู', exact: true }).click();
  // The category page opens inside the app and the drawer closes.
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).pathname))
    .toBe('/category/อุปกรณ์คอมพิวเตอร์/ซีพียู');
  await expect.poll(() => drawer.count()).toBe(0);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const englishCategories = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Product categories' });
  await englishCategories.getByRole('button', { name: 'Peripherals & Gaming Gear' }).click();
  await expect
    .poll(() => englishCategories.getByRole('link', { name: 'QHD (2K) Monitor' }).isVisible())
    .toBe(true);
  await context.close();
});
