import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, newCustomer, signedInContext } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Listed {
  products: { sku: string; name: { en?: string }; salePrice: number }[];
  total: number;
}
const listed = (query: string) => callApi<Listed>(server, 'GET', `/product-comparison/filter?${query}`);

const summary = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ items$/);
const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');
const columnNames = (page: Page) =>
  page.getByRole('table', { name: 'Product comparison' }).locator('thead th a').allTextContents();
const rowOf = (page: Page, attribute: string) =>
  page
    .getByRole('table', { name: 'Product comparison' })
    .getByRole('row', { name: new RegExp(`^${attribute}`) });

describe('the comparison page against the real server', () => {
  let context: BrowserContext;
  let page: Page;
  /** The four products chosen, by SKU, in the order chosen (from the server's own answer). */
  let chosen: string[];

  beforeAll(async () => {
    context = await shopperContext(browser, { language: 'en', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('searches with Enter, then filters by category, brand and price, sorted by the server', async () => {
    await page.goto(`${server.url}/compare`);
    await expect.poll(() => summary(page).textContent(), { timeout: 15_000 }).toMatch(/^Showing 1–4 of/);

    const search = page.getByRole('searchbox', { name: 'Search products to compare' });
    await search.fill('ddr5');
    await search.press('Enter');
    const found = await listed('q=ddr5');
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–4 of ${found.total} items`);

    await page.getByRole('button', { name: 'Memory (RAM)', exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Memory (RAM)', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.getByRole('button', { name: 'Brand', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Corsair' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const corsair = await listed('q=ddr5&category=ram&brands=corsair');
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–4 of ${corsair.total} items`);

    await page.getByRole('button', { name: 'Price range' }).click();
    await page.getByRole('textbox', { name: 'Minimum price' }).fill('2500');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Price: ฿2,500 – No limit' }).isVisible())
      .toBe(true);
    const query = 'q=ddr5&category=ram&brands=corsair&priceMin=2500&sort=price_desc&pageSize=4';
    const priced = await listed(query);
    expect(priced.total).toBeLessThan(corsair.total);
    await expect.poll(() => summary(page).textContent()).toBe(`Showing 1–4 of ${priced.total} items`);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: high to low' }).click();
    const expectedNames = priced.products.map((product) => product.name.en);
    await expect.poll(() => cards(page).getByRole('heading').allTextContents()).toEqual(expectedNames);
    chosen = priced.products.map((product) => product.sku);
  });

  it('chooses four products with numbered badges and refuses a fifth', async () => {
    for (const card of await cards(page).all()) await card.getByRole('button', { name: 'Compare' }).click();
    await expect
      .poll(() =>
        cards(page)
          .getByText(/^Chosen for comparison as number \d$/)
          .allTextContents(),
      )
      .toHaveLength(4);
    await expect.poll(() => columnNames(page)).toHaveLength(4);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => summary(page).textContent()).toMatch(/^Showing 5–/);
    await cards(page).first().getByRole('button', { name: 'Compare' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'compare up to' }).textContent())
      .toContain('You can compare up to 4 products');
    await expect.poll(() => columnNames(page)).toHaveLength(4);
    expect(new URL(page.url()).searchParams.get('compare')).toBe(chosen.join(','));
  });

  it('marks the rows that differ, and "Show only differences" hides the equal ones', async () => {
    // All four are DDR5 without RGB; their speeds and latencies are not the same.
    await expect.poll(() => columnNames(page)).toHaveLength(4);
    for (const attribute of ['Memory type', 'RGB lighting', 'Speed', 'CAS latency']) {
      expect(await rowOf(page, attribute).count(), attribute).toBe(1);
    }
    await expect.poll(() => rowOf(page, 'Memory type').getAttribute('data-differs')).toBeNull();
    expect(await rowOf(page, 'RGB lighting').getAttribute('data-differs')).toBeNull();
    expect(await rowOf(page, 'Speed').getAttribute('data-differs')).toBe('true');
    expect(await rowOf(page, 'CAS latency').getAttribute('data-differs')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('switch', { name: 'Show only differences' }).click();
    await expect.poll(() => rowOf(page, 'Memory type').count()).toBe(0);
    expect(await rowOf(page, 'RGB lighting').count()).toBe(0);
    const rows = page.getByRole('table', { name: 'Product comparison' }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await page.locator('tbody tr:not([data-differs="true"])').count()).toBe(0);
  });

  it('keeps the four after a reload, and a guest’s Buy opens the sign-in popup', async () => {
    const names = await columnNames(page);
    await page.reload();
    await expect.poll(() => columnNames(page), { timeout: 15_000 }).toEqual(names);
    await page.getByRole('button', { name: `Buy ${names[0]}` }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('heading').first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('Buy puts one of the product in a signed-in customer’s cart on the server', async () => {
    const shopper = await newCustomer(server);
    const signedIn = await signedInContext(browser, shopper, {
      language: 'en',
      viewport: { width: 1280, height: 900 },
    });
    const buyer = await signedIn.newPage();
    await buyer.goto(`${server.url}/compare?compare=${chosen[1]},${chosen[0]}`);
    await expect.poll(() => columnNames(buyer), { timeout: 15_000 }).toHaveLength(2);
    const name = (await columnNames(buyer))[0];
    await buyer.getByRole('button', { name: `Buy ${name}` }).click();
    await expect
      .poll(() => buyer.getByRole('status').filter({ hasText: 'added' }).textContent())
      .toBe('Product added to cart successfully');
    const cart = await callApi<{ items: { product: { sku: string }; quantity: number }[] }>(
      server,
      'GET',
      `/cart/${shopper.customer._id}`,
      { token: shopper.token },
    );
    expect(cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[chosen[1], 1]]);
    await signedIn.close();
  });
});

describe('the comparison page on a phone', () => {
  it('chooses in a bottom sheet that closes when the window grows past 1024 px', async () => {
    const context = await shopperContext(browser, { language: 'th', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/compare`);
    await page.getByRole('button', { name: 'เลือกสินค้าเพื่อเปรียบเทียบ' }).click();
    const sheet = page.getByRole('dialog', { name: 'เลือกสินค้าเพื่อเปรียบเทียบ' });
    await sheet.getByRole('searchbox', { name: 'ค้นหาสินค้า' }).fill('arctic');
    await sheet.getByRole('searchbox', { name: 'ค้นหาสินค้า' }).press('Enter');
    await expect
      .poll(() => sheet.getByRole('article').first().getByRole('heading').textContent(), { timeout: 15_000 })
      .toMatch(/ARCTIC/i);
    await sheet.getByRole('article').nth(0).getByRole('button', { name: 'เปรียบเทียบ' }).click();
    await sheet.getByRole('article').nth(1).getByRole('button', { name: 'เปรียบเทียบ' }).click();
    await expect.poll(() => sheet.getByText('เลือกแล้ว 2/4').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await page.getByRole('table', { name: 'ตารางเปรียบเทียบสินค้า' }).locator('thead th a').count()).toBe(
      2,
    );
    await context.close();
  });
});
