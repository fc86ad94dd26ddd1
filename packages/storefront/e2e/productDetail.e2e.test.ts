import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, newCustomer, signedInContext } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

// Seed products: a mouse with a colour and a keyboard offered as its bundle add-on, and a mouse the
// seed has out of stock.
const MOUSE = 'MS-RAZER-DEATHADDER-ESSENTIAL-BK';
const SOLD_OUT = 'MS-LOGITECH-G203-LIGHTSYNC-BK';
/** A processor: its specifications have a platform group, and it has compatibility notes. */
const CPU = 'CPU-AMD-R7-9800X3D';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function productPage(sku: string, width = 1280): Promise<Page> {
  const context = await shopperContext(browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/product/${sku}`);
  // The server's markup shows before the app has started; the tests use the page once it has.
  await untilHydrated(page);
  return page;
}

describe('a product page the browser renders: a signed-in shopper, or a language stored in the browser', () => {
  it.each([
    ['signed in, in Thai', 375, 'กำลังโหลดสินค้า'],
    ['in English', 1280, 'Loading the product'],
  ])(
    '%s at %i px: scrolled while the product loads, nothing jumps when it arrives',
    async (shopper, width, loading) => {
      const signedIn = shopper.startsWith('signed in');
      const options = { viewport: { width, height: 900 }, ...(signedIn ? {} : { language: 'en' as const }) };
      const context = signedIn
        ? await signedInContext(browser, await newCustomer(server), options)
        : await shopperContext(browser, options);
      // The page's layout shifts, summed as the browser reports them (none follows an input here).
      await context.addInitScript(() => {
        const page = window as unknown as { layoutShift: number };
        page.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            page.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      // The product's answer comes late, so the shopper sees the page loading and scrolls on.
      await page.route(/\/api\/v1\/web\/product-detail\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await page.goto(`${server.url}/product/${MOUSE}`);
      await page.getByRole('status').filter({ hasText: loading }).waitFor({ timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      // The shifts of the content's arrival are reported within a frame or two.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      ).toBeLessThan(0.05);
      await context.close();
    },
  );
});

describe('the product page against the real server', () => {
  it('answers an unknown product with 404 and a not-found page', async () => {
    expect((await fetch(`${server.url}/product/NO-SUCH-PRODUCT`)).status).toBe(404);
    const page = await productPage('NO-SUCH-PRODUCT', 375);
    await page.getByRole('heading', { level: 1, name: 'ไม่พบสินค้า' }).waitFor();
    expect(await page.getByRole('link', { name: 'กลับหน้าแรก' }).getAttribute('href')).toBe('/');
    await page.context().close();
  });

  it('serves a product page’s HTML with its title, canonical address and schema.org Product', async () => {
    const detail = await callApi<{ name: { th: string }; price: number; salePrice: number | null }>(
      server,
      'GET',
      `/web/product-detail/${MOUSE}`,
    );
    const html = await (await fetch(`${server.url}/product/${MOUSE}?section=home`)).text();
    expect(html).toContain(`<title>${detail.name.th} | ProBuild Computer</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/product/${MOUSE}">`);
    const product = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );
    expect(product.offers).toMatchObject({
      priceCurrency: 'THB',
      price: ((detail.salePrice ?? detail.price) / 100).toFixed(2),
      availability: 'https://schema.org/InStock',
    });
    // The app still starts on it and shows the product.
    const page = await productPage(MOUSE, 375);
    await page.getByRole('heading', { level: 1, name: detail.name.th }).waitFor();
    await page.context().close();
  });

  it('opens an English address in English for a new visitor, and keeps English afterwards', async () => {
    const detail = await callApi<{ name: { en: string } }>(server, 'GET', `/web/product-detail/${MOUSE}`);
    const html = await (await fetch(`${server.url}/product/${MOUSE}?lang=en`)).text();
    expect(html).toContain(`<title>${detail.name.en} | ProBuild Computer</title>`);
    const page = await productPage(`${MOUSE}?lang=en`, 375);
    await page.getByRole('heading', { level: 1, name: detail.name.en }).waitFor();
    await page.goto(`${server.url}/comset`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.context().close();
  });

  it.each([
    ['Thai', '', 'ข้อมูลสินค้า'],
    ['English', '?lang=en', 'Product information'],
  ])('names each specification section of a processor once, in %s', async (_language, query, region) => {
    const page = await productPage(`${CPU}${query}`);
    const sections = page.getByRole('region', { name: region });
    await sections.getByRole('button').first().waitFor();
    const titles = await sections.getByRole('button').allInnerTexts();
    // The server's specification groups, then the page's own sections (compatibility notes among them).
    expect(titles.length).toBeGreaterThan(4);
    expect(new Set(titles).size).toBe(titles.length);
    await page.context().close();
  });

  it('shows a sold-out product with buying turned off', async () => {
    const page = await productPage(SOLD_OUT);
    const button = page.getByRole('button', { name: 'สินค้าหมด' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('opens a "You might like" product in a quick view and puts it in the cart from there', async () => {
    const shopper = await newCustomer(server);
    const { relatedProducts } = await callApi<{ relatedProducts: { sku: string; name: { th: string } }[] }>(
      server,
      'GET',
      `/web/product-detail/${MOUSE}/related`,
    );
    const [related] = relatedProducts;
    if (!related) throw new Error(`${MOUSE} has no related product in the seed`);
    const context = await signedInContext(browser, shopper, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/product/${MOUSE}`);
    await page.getByRole('button', { name: 'ดูอย่างย่อ' }).first().click();
    const dialog = page.getByRole('dialog', { name: related.name.th });
    await dialog.getByRole('link', { name: 'ดูรายละเอียด' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'ดูรายละเอียด' }).getAttribute('href')).toBe(
      `/product/${encodeURIComponent(related.sku)}?section=home`,
    );
    await dialog.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();
    await dialog.getByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const cart = await callApi<{ items: { product: { sku: string }; quantity: number }[] }>(
      server,
      'GET',
      `/cart/${shopper.customer._id}`,
      { token: shopper.token },
    );
    expect(cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[related.sku, 1]]);
    await context.close();
  });

  it('keeps a guest’s choice over the sign-in and then adds exactly that in one call', async () => {
    // Registered, but signed in only through the page's popup.
    const { email, password } = await newCustomer(server);
    const detail = await callApi<{ name: { th: string }; colors: { code: string }[] }>(
      server,
      'GET',
      `/web/product-detail/${MOUSE}`,
    );
    const [bundle] = await callApi<{ sku: string; name: { th: string } }[]>(
      server,
      'GET',
      `/web/product-detail/${MOUSE}/bundles`,
    );
    if (!bundle) throw new Error(`${MOUSE} has no bundle add-on in the seed`);

    const page = await productPage(MOUSE);
    await page.getByRole('heading', { level: 1, name: detail.name.th }).waitFor();
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).first().click();
    await page.getByRole('checkbox', { name: bundle.name.th }).check();
    await page.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();

    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await dialog.waitFor();
    await dialog.getByLabel(/^อีเมล/).fill(email);
    await dialog.getByLabel(/^รหัสผ่าน/).fill(password);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click(),
    ]);
    // The same choice after the reload of the sign-in.
    await page.getByRole('checkbox', { name: bundle.name.th }).waitFor();
    expect(await page.getByRole('checkbox', { name: bundle.name.th }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'จำนวน', exact: true }).inputValue()).toBe('2');

    // Signed in, the page adds what the guest chose without another press.
    await page.getByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว').waitFor();
    const { token, customerId } = await page.evaluate(() => ({
      token: localStorage.getItem('customer_token') ?? '',
      customerId: JSON.parse(localStorage.getItem('customer_data') ?? '{}').id as string,
    }));
    const cart = await callApi<{
      items: {
        product: { sku: string };
        quantity: number;
        selectedColor: { code: string } | null;
        bundleOf?: string | null;
      }[];
    }>(server, 'GET', `/cart/${customerId}`, { token });
    expect(
      cart.items.map((item) => ({
        sku: item.product.sku,
        quantity: item.quantity,
        colour: item.selectedColor?.code ?? null,
        bundleOf: item.bundleOf ?? null,
      })),
    ).toEqual([
      { sku: MOUSE, quantity: 2, colour: detail.colors[0]?.code ?? null, bundleOf: null },
      { sku: bundle.sku, quantity: 1, colour: expect.anything(), bundleOf: MOUSE },
    ]);
    await expect.poll(() => page.getByRole('button', { name: /ตะกร้าสินค้า \(3 ชิ้น\)/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
