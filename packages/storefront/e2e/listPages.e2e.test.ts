import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Listed {
  items: { sku: string; name: { en?: string; th: string }; salePrice: number; brand: { name: string } }[];
  total: number;
}
/** The server's own answer for a list, to compare the page with. */
const listed = (body: Record<string, unknown>) =>
  callApi<Listed>(server, 'POST', '/list-product', { body: { pageSize: 20, ...body } });

/** The names on the product cards, in order. */
const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Graphics Card' }).getByRole('heading').allTextContents();
const countText = (page: Page) => page.getByText(/^\d+ products?$/).textContent();

describe('a list page against the real server', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await shopperContext(browser, { language: 'en', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('filters by brand into the address, and a reload shows the same products', async () => {
    await page.goto(`${server.url}/category/computer-parts/gpu`);
    const all = await listed({
      type: 'category_subcategory',
      dataFilter: 'computer-parts/gpu',
      sort: 'price_asc',
    });
    await expect.poll(() => countText(page), { timeout: 15_000 }).toBe(`${all.total} products`);
    expect(await cardNames(page)).toEqual(all.items.map((item) => item.name.en));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Brand' }).click();
    await page.getByRole('checkbox', { name: /^ASUS \(\d+\)$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe('asus');
    const asus = await listed({
      type: 'category_subcategory',
      dataFilter: 'computer-parts/gpu',
      sort: 'price_asc',
      brands: ['asus'],
    });
    expect(asus.total).toBeGreaterThan(0);
    expect(asus.total).toBeLessThan(all.total);
    await expect.poll(() => countText(page)).toBe(`${asus.total} products`);
    expect(await cardNames(page)).toEqual(asus.items.map((item) => item.name.en));
    expect(asus.items.every((item) => item.brand.name === 'ASUS')).toBe(true);

    await page.reload();
    await expect.poll(() => countText(page), { timeout: 15_000 }).toBe(`${asus.total} products`);
    expect(await cardNames(page)).toEqual(asus.items.map((item) => item.name.en));
    expect(await page.getByRole('checkbox', { name: /^ASUS/ }).isChecked()).toBe(true);

    // Back leaves the filter as it was before.
    await page.goBack();
    await expect.poll(() => countText(page)).toBe(`${all.total} products`);
  });

  it('orders by price both ways, as the server does, and pages through', async () => {
    await page.goto(`${server.url}/category/computer-parts/gpu`);
    await expect.poll(() => countText(page), { timeout: 15_000 }).toMatch(/products$/);
    await page.getByRole('button', { name: 'Price: low to high' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_desc');
    const dearest = await listed({
      type: 'category_subcategory',
      dataFilter: 'computer-parts/gpu',
      sort: 'price_desc',
    });
    await expect.poll(() => cardNames(page)).toEqual(dearest.items.map((item) => item.name.en));
    const prices = dearest.items.map((item) => item.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const second = await listed({
      type: 'category_subcategory',
      dataFilter: 'computer-parts/gpu',
      sort: 'price_desc',
      page: 2,
    });
    await expect.poll(() => cardNames(page)).toEqual(second.items.map((item) => item.name.en));
    expect(second.items.map((item) => item.sku)).not.toContain(dearest.items[0]?.sku);
  });

  it('narrows by price typed in baht, and offers to clear a filter that leaves nothing', async () => {
    await page.goto(`${server.url}/category/computer-parts/gpu?min=20000&max=30000`);
    const band = await listed({
      type: 'category_subcategory',
      dataFilter: 'computer-parts/gpu',
      sort: 'price_asc',
      priceMin: 20_000,
      priceMax: 30_000,
    });
    await expect.poll(() => countText(page), { timeout: 15_000 }).toBe(`${band.total} products`);
    expect(band.items.every((item) => item.salePrice >= 2_000_000 && item.salePrice <= 3_000_000)).toBe(true);

    await page.goto(`${server.url}/category/computer-parts/gpu?min=999999`);
    await page.getByText('No products found').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => countText(page)).toMatch(/^\d+ products$/);
  });

  it('shows the not-found page for a category that does not exist', async () => {
    await page.goto(`${server.url}/category/no-such-category`);
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor({ timeout: 15_000 });
  });
});

it('keeps the results where the server put them on a wide window, while the filters arrive beside them', async () => {
  const address = `${server.url}/category/gpu`;
  const viewport = { width: 1280, height: 900 };
  const resultsOf = (page: Page) => page.locator('section[aria-labelledby="list-title"]');

  // The server's markup alone, rendered for a phone: no sidebar.
  const markupOnly = await browser.newContext({ viewport, javaScriptEnabled: false });
  const still = await markupOnly.newPage();
  await still.goto(address);
  expect(await still.locator('main aside').count()).toBe(0);
  const before = await resultsOf(still).boundingBox();
  await markupOnly.close();

  // The same markup hydrated by the app, which adds the filters in their own column.
  const running = await browser.newContext({ viewport });
  const page = await running.newPage();
  await page.goto(address);
  await untilHydrated(page);
  await page.locator('main aside').getByRole('button').first().waitFor();
  const after = await resultsOf(page).boundingBox();
  await running.close();

  expect(before).not.toBeNull();
  expect({ x: after?.x, width: after?.width }).toEqual({ x: before?.x, width: before?.width });
});

describe('brand and promotion lists on a phone, in Thai', () => {
  it('lists a brand and a promotion with its sibling promotions, and filters in a drawer', async () => {
    const context = await shopperContext(browser, { language: 'th', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const brand = await listed({ type: 'brand', dataFilter: 'ASUS', sort: 'price_asc' });
    // Spelt in lower case in the address, named as the shop spells it in the heading and the title.
    await page.goto(`${server.url}/brand/asus`);
    await page.getByRole('heading', { level: 1, name: 'ASUS', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toBe('ASUS | ProBuild Computer');
    await expect.poll(() => page.getByText(/^พบสินค้า/).textContent()).toBe(`พบสินค้า ${brand.total} รายการ`);
    expect(await axeViolations(page)).toEqual([]);

    // A category addressed by its key below the top: named in Thai, its subcategories linked by name.
    await page.goto(`${server.url}/category/cpu`);
    await page.getByRole('heading', { level: 1, name: 'ซีพียู', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toBe('ซีพียู | ProBuild Computer');
    const amd = page.getByRole('navigation', { name: 'หมวดหมู่ย่อย' }).getByRole('link', { name: 'AMD' });
    expect(decodeURI((await amd.getAttribute('href')) ?? '')).toBe('/category/อุปกรณ์คอมพิวเตอร์/ซีพียู/AMD');

    await page.goto(`${server.url}/promotion`);
    const tabs = page.getByRole('navigation', { name: 'โปรโมชันอื่น' });
    await tabs.getByRole('link').first().waitFor({ timeout: 15_000 });
    const current = tabs.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);

    await page.getByRole('button', { name: /^ตัวกรอง/ }).click();
    const drawer = page.getByRole('dialog', { name: 'กรองสินค้า' });
    await drawer.getByRole('button', { name: 'แบรนด์' }).click();
    const firstBrand = drawer.getByRole('region', { name: 'แบรนด์' }).getByRole('checkbox').first();
    await firstBrand.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).not.toBeNull();
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations).slice(0, 2000)).toEqual([]);
    await context.close();
  });
});
