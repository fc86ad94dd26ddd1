import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, newCustomer, signedInContext } from './support/shopApi.ts';

// A computer set of the seed, with three levels and monitor, keyboard and mouse extras.
const SET = 'SET-PROBUILD-GAMER-1440P';

interface Options {
  levels: { key: string; name: { th: string; en: string }; price: number }[];
  cpu: { id: string; name: { th: string; en: string } }[];
  extras: { key: string; items: { id: string; name: { th: string; en: string } }[] }[];
}
interface Quote {
  unitPrice: number;
  normalPrice: number;
  saving: number;
}

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const baht = (satang: number) => `฿${(satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

describe('a computer set against the real server', () => {
  it('is configured on a phone at the prices the server quotes, and goes to the cart as configured', async () => {
    const options = await callApi<Options>(server, 'GET', `/web/product-detail/${SET}/comset-options`);
    const [standard] = options.levels;
    const topCpu = options.cpu[2];
    const monitor = options.extras.find((group) => group.key === 'monitor')?.items[0];
    if (!standard || !topCpu || !monitor) throw new Error(`${SET} lacks a level, a third CPU or a monitor`);
    const chosen = {
      level: 'default',
      ...(standard as unknown as { selection: Record<string, string> }).selection,
      cpu: topCpu.id,
      extras: [monitor.id],
    };
    const quote = await callApi<Quote>(server, 'POST', `/web/product-detail/${SET}/comset-price`, {
      body: chosen,
    });

    const shopper = await newCustomer(server);
    const context = await signedInContext(browser, shopper, {
      viewport: { width: 375, height: 800 },
      language: 'en',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/product/${SET}?section=comset`);
    // The server's markup shows before the app has started; the test uses the page once it has.
    await untilHydrated(page);
    await page.getByRole('heading', { name: 'Configure your set' }).waitFor();
    // The standard level, at the price its card shows.
    await page.getByText(`From ${baht(standard.price)}`).waitFor();
    expect(await page.getByRole('radio', { name: standard.name.en }).isChecked()).toBe(true);
    await page.getByText(baht(standard.price), { exact: true }).last().waitFor();

    await page.getByText(topCpu.name.en, { exact: true }).click();
    await page.getByText('Your own configuration').waitFor();
    await page.getByText(monitor.name.en, { exact: true }).click();
    await page.getByText(baht(quote.unitPrice), { exact: true }).waitFor();
    await page.getByText(`You save ${baht(quote.saving)}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Product added to cart successfully').waitFor();
    const cart = await callApi<{
      items: {
        product: { sku: string };
        unitPrice: number;
        configuration: { components: { sku: string }[] };
      }[];
    }>(server, 'GET', `/cart/${shopper.customer._id}`, { token: shopper.token });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product: { sku: SET }, unitPrice: quote.unitPrice });
    expect(cart.items[0]?.configuration.components).toHaveLength(5);
    await context.close();
  });

  it('keeps a guest’s configuration over the sign-in on a desktop', async () => {
    const options = await callApi<Options>(server, 'GET', `/web/product-detail/${SET}/comset-options`);
    const hiend = options.levels[2];
    if (!hiend) throw new Error(`${SET} lacks a third level`);
    const { email, password } = await newCustomer(server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    const page = await context.newPage();
    await page.goto(`${server.url}/product/${SET}`);
    // The server's markup shows before the app has started; the test uses the page once it has.
    await untilHydrated(page);
    await page.getByRole('heading', { name: 'ปรับสเปกชุดของคุณ' }).waitFor();
    await page.getByText(hiend.name.th, { exact: true }).click();
    await page.getByText(baht(hiend.price), { exact: true }).last().waitFor();
    await page.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();

    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await dialog.waitFor();
    await dialog.getByLabel(/^อีเมล/).fill(email);
    await dialog.getByLabel(/^รหัสผ่าน/).fill(password);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click(),
    ]);
    await page.getByRole('heading', { name: 'ปรับสเปกชุดของคุณ' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: hiend.name.th }).isChecked()).toBe(true);
    await page.getByText(baht(hiend.price), { exact: true }).last().waitFor();
    await context.close();
  });
});
