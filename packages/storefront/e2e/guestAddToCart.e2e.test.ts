import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, cartOfPage, newCustomer } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

// A shopper who is not signed in presses Buy on the comparison page and logs in from the popup that
// opens: the card is in the cart, once. (From a product page, registering: journeys.e2e.test.ts.)
const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const RTX_CARDS = ['GPU-ASUS-RTX5090-TUF-GAMING-32G', 'GPU-MSI-RTX5090-GAMING-TRIO-OC-32G'];

/** The first RTX card of the seed that sells at least two units at once. */
async function rtxCard(): Promise<string> {
  for (const sku of RTX_CARDS) {
    const detail = await callApi<{ maxQuantity: number }>(server, 'GET', `/web/product-detail/${sku}`);
    if (detail.maxQuantity >= 2) return sku;
  }
  throw new Error('No RTX card of the seed sells two units');
}

const field = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}`));

interface CartLine {
  product: { sku: string };
  quantity: number;
}

const cartOf = async (page: Page) => (await cartOfPage<{ items: CartLine[] }>(server, page)).items;

describe('a guest who adds to the cart from the comparison', () => {
  it('logs in from the comparison’s Buy and finds the product in the cart, once', async () => {
    const sku = await rtxCard();
    const { name } = await callApi<{ name: { en: string } }>(server, 'GET', `/web/product-detail/${sku}`);
    const { email, password } = await newCustomer(server);
    const context = await shopperContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`${server.url}/compare?compare=${sku}`);
    await untilHydrated(page);

    await page.getByRole('button', { name: `Buy ${name.en}` }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByText('Log in to add this item to your cart').waitFor();
    await field(login, 'Email').fill(email);
    await field(login, 'Password').fill(password);
    await Promise.all([
      page.waitForEvent('load'),
      login.getByRole('button', { name: 'Log in', exact: true }).click(),
    ]);

    await page.getByText('Product added to cart successfully').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/compare');
    expect(await cartOf(page)).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ sku }), quantity: 1 }),
    ]);
    await context.close();
  });
});
