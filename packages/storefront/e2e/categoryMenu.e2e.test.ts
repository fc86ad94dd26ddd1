import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { type RunningServer, startProductionServer } from './support/productionServer.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startProductionServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows the category menu in Thai, then in English once the stored language is English', async () => {
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
