import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface FacetOption {
  value: string;
  label: { th: string; en?: string };
  count: number;
}
interface Listed {
  items: { sku: string; name: { en?: string; th: string } }[];
  total: number;
  facets: Record<'brands', FacetOption[]>;
}
/** The server's own answer for the results of a term, to compare the page with. */
const listed = (body: Record<string, unknown>) =>
  callApi<Listed>(server, 'POST', '/list-product', {
    body: { type: 'search', dataFilter: 'rtx', sort: 'price_asc', pageSize: 20, ...body },
  });
/** How many products the search finds in all, as the popup's count gives it. */
const searchTotal = async (q: string) => {
  const response = await fetch(`${server.url}/api/v1/web/search-product/search?q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { total: number }).total;
};

describe('search on a phone, in Thai', () => {
  it('goes from the search popup to every RTX card, filters, sorts, pages and opens one', async () => {
    const context = await shopperContext(browser, { language: 'th', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const all = await listed({});
    expect(all.total).toBeGreaterThan(20);
    expect(await searchTotal('rtx')).toBe(all.total);

    await page.goto(server.url);
    await page.getByRole('button', { name: 'ค้นหาสินค้า' }).click();
    const box = page.getByRole('combobox', { name: 'ค้นหาสินค้า' });
    await box.fill('rtx');
    // The popup counts every match, as the server does, and shows price and stock with each.
    await expect
      .poll(() => page.getByRole('dialog').getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`^พบสินค้า ${all.total} รายการ`));
    const first = page.getByRole('option').first();
    expect(await first.textContent()).toMatch(/฿[\d,]+.*(มีสินค้า|สินค้าหมด)/);
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('rtx');
    await page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “rtx”' }).waitFor({ timeout: 15_000 });
    const count = () => page.getByText(/^พบสินค้า \d+ รายการ$/).textContent();
    await expect.poll(count, { timeout: 15_000 }).toBe(`พบสินค้า ${all.total} รายการ`);
    const cardNames = () =>
      page.getByRole('list', { name: 'ผลการค้นหา “rtx”' }).getByRole('heading').allTextContents();
    await expect.poll(cardNames).toEqual(all.items.map((item) => item.name.th));
    expect(await axeViolations(page)).toEqual([]);

    // A filter that keeps more than a page: the two brands with the most cards.
    const brands = [...all.facets.brands].sort((a, b) => b.count - a.count).slice(0, 2);
    const kept = brands.reduce((sum, brand) => sum + brand.count, 0);
    if (kept <= 20) throw new Error('the two largest brands hold a page of RTX cards at most');
    const chosenBrands = brands.map((brand) => brand.value);
    await page.getByRole('button', { name: /^ตัวกรอง/ }).click();
    const drawer = page.getByRole('dialog', { name: 'กรองสินค้า' });
    await drawer.getByRole('button', { name: 'แบรนด์' }).click();
    for (const brand of brands) {
      await drawer.getByRole('checkbox', { name: `${brand.label.th} (${brand.count})` }).click();
    }
    await expect
      .poll(() => new URL(page.url()).searchParams.get('brand')?.split(',').sort())
      .toEqual([...chosenBrands].sort());
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(count).toBe(`พบสินค้า ${kept} รายการ`);

    await page.getByRole('button', { name: 'ราคา: ต่ำไปสูง' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_desc');
    const dearest = await listed({ sort: 'price_desc', brands: chosenBrands });
    await expect.poll(cardNames).toEqual(dearest.items.map((item) => item.name.th));

    await page.getByRole('button', { name: 'หน้า 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const second = await listed({ sort: 'price_desc', brands: chosenBrands, page: 2 });
    await expect.poll(cardNames).toEqual(second.items.map((item) => item.name.th));
    // The term stays in the address with every change.
    expect(new URL(page.url()).searchParams.get('q')).toBe('rtx');

    const chosen = second.items[0];
    if (!chosen) throw new Error('page 2 is empty');
    await page
      .getByRole('list', { name: 'ผลการค้นหา “rtx”' })
      .getByRole('link', { name: chosen.name.th })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${chosen.sku}`);
    await page.getByRole('heading', { level: 1, name: chosen.name.th }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('opens the chosen suggestion with Enter, not the results page', async () => {
    const context = await shopperContext(browser, { language: 'en', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('rtx');
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    const response = await fetch(`${server.url}/api/v1/web/search-product/search?q=rtx`);
    const [best] = ((await response.json()) as { data: { sku: string; name: { en: string } }[] }).data;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${best?.sku}`);
    await page.getByRole('heading', { level: 1, name: best?.name.en }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('serves a shared results page rendered, not to index, and says so when nothing is found', async () => {
    const response = await fetch(new URL('/search?q=rtx&lang=en', server.url));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Rendered on the server: the cards are in the markup.
    const all = await listed({});
    expect(html).toContain(all.items[0]?.name.en ?? '-');
    const sitemap = await (await fetch(new URL('/sitemaps/pages.xml', server.url))).text();
    expect(sitemap).not.toContain('/search');

    const context = await shopperContext(browser, { language: 'en', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/search?q=xyzzyplugh`);
    await page.getByText('No results for “xyzzyplugh”').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'See computer sets' }).waitFor();
    expect(await searchTotal('xyzzyplugh')).toBe(0);
    await context.close();
  });
});
