import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Section {
  key: string;
  title: { th: string; en?: string };
}
interface Banner {
  section: string | null;
  isActive: boolean;
  products: { product: { sku: string } }[];
}

it('shows the sets by use under tabs that follow the scroll, each card a Buy Now into computer-set mode', async () => {
  const sections = await callApi<Section[]>(server, 'GET', '/pages/comset/sections');
  const banners = await callApi<Banner[]>(server, 'GET', '/pages/comset/list-banner/active');
  const [first, second] = sections as [Section, Section];
  const context = await shopperContext(browser, { language: 'en', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/comset`);
  const tabs = page.getByRole('navigation', { name: 'Kinds of computer set' });
  await tabs.getByRole('link').first().waitFor({ timeout: 15_000 });
  expect(await tabs.getByRole('link').allTextContents()).toEqual(sections.map((section) => section.title.en));
  expect(await tabs.locator('[aria-current="page"]').textContent()).toBe(first.title.en);
  expect(await axeViolations(page)).toEqual([]);

  // A tab jumps to its sets, and the marked tab follows.
  await tabs.getByRole('link', { name: second.title.en }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe(`#${second.key}`);
  await expect.poll(() => tabs.locator('[aria-current="page"]').textContent()).toBe(second.title.en);
  // The tabs stay in view while the page scrolls under them.
  expect(await tabs.isVisible()).toBe(true);
  expect((await tabs.boundingBox())?.y).toBeLessThan(100);

  const firstSku = banners.find((banner) => banner.section === first.key)?.products[0]?.product.sku ?? '';
  const buy = page
    .getByRole('region', { name: first.title.en })
    .getByRole('link', { name: 'Buy Now' })
    .first();
  expect(await buy.getAttribute('href')).toBe(`/product/${encodeURIComponent(firstSku)}?section=comset`);
  await context.close();
});

it('reads in Thai on a phone, with no axe violation', async () => {
  const context = await shopperContext(browser, { language: 'th', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/comset`);
  const tabs = page.getByRole('navigation', { name: 'ประเภทคอมเซ็ต' });
  await tabs.getByRole('link', { name: 'คอมเล่นเกม' }).waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: 'ซื้อเลย' }).first().waitFor();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

interface ListAnswer {
  total: number;
  facets: { categories: { value: string; label: { th: string; en: string }; count: number }[] };
}

it('filters the sets on a phone with the server’s counts, and opens their list with the same filters', async () => {
  const all = await callApi<ListAnswer>(server, 'POST', '/list-product', {
    body: { type: 'category', dataFilter: 'comset', page: 1, pageSize: 20 },
  });
  const use = all.facets.categories[0];
  if (!use || all.total < 2) throw new Error('the seed has no computer sets to filter');
  const setsOf = (count: number) => `Show ${count} ${count === 1 ? 'set' : 'sets'}`;
  const context = await shopperContext(browser, { language: 'en', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/comset`);
  await page.getByRole('button', { name: 'Filter products' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter Products' });
  await drawer.getByRole('button', { name: setsOf(all.total) }).waitFor();
  await drawer.getByRole('button', { name: 'Category' }).click();
  await drawer.getByRole('checkbox', { name: `${use.label.en} (${use.count})` }).click();
  await drawer.getByRole('button', { name: setsOf(use.count) }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/category/comset');
  expect(new URL(page.url()).searchParams.get('category')).toBe(use.value);
  await page.getByText(`${use.count} product${use.count === 1 ? '' : 's'}`).waitFor();
  // One card per set, each with its Buy button.
  expect(await page.getByRole('main').getByRole('link', { name: 'Buy Product' }).count()).toBe(use.count);
  await context.close();
});
