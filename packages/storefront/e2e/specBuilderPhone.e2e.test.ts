import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, newCustomer, placeOrder, signedInContext, verifyEmail } from './support/shopApi.ts';

// A shopper builds a PC on a 375 px phone in Thai, has the shop assemble it, and finds one line per
// part and the assembly in the cart and in the order placed from it.

interface JudgedPart {
  product: { sku: string; name: { th: string; en?: string }; inStock: boolean };
  compatibility: { status: 'compatible' | 'warn' | 'incompatible' };
}

interface ServiceLine {
  code: string;
  name: { th: string; en: string };
  price: number;
}

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The first in-stock part of a category that the server finds fully compatible with the build. */
async function fittingPart(category: string, build: string[]): Promise<JudgedPart> {
  const query = new URLSearchParams({ pageSize: '50', compatibleOnly: 'true' });
  for (const sku of build) query.append('build', sku);
  const answer = await callApi<{ items: JudgedPart[] }>(
    server,
    'GET',
    `/spec-builder/parts/${category}?${query}`,
  );
  const part = answer.items.find(
    (item) => item.product.inStock && item.compatibility.status === 'compatible',
  );
  if (!part) throw new Error(`No compatible ${category} in stock`);
  return part;
}

/** Opens a category's bottom sheet and chooses the part; the sheet closes. */
async function choose(page: Page, label: string, part: JudgedPart) {
  await page
    .getByRole('navigation', { name: 'หมวดอุปกรณ์' })
    .getByRole('button', { name: `${label} ยังไม่ได้เลือก` })
    .click();
  const sheet = page.getByRole('dialog', { name: `เลือก${label}` });
  await sheet.getByRole('button', { name: `เลือก ${part.product.name.th}`, exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
  await page
    .getByRole('navigation', { name: 'หมวดอุปกรณ์' })
    .getByText(part.product.name.th, { exact: true })
    .waitFor();
}

describe('the spec builder on a phone against the production server', () => {
  it('puts a build assembled by the shop in the cart and the order: one line per part and the assembly', async () => {
    const shopper = await newCustomer(server, { withAddress: true });
    await verifyEmail(server, shopper.email);
    const { customer, token } = shopper;
    const cpu = await fittingPart('cpu', []);
    const board = await fittingPart('motherboard', [cpu.product.sku]);
    const ram = await fittingPart('ram', [cpu.product.sku, board.product.sku]);
    // The processor is in the cart already: the build adds to its line.
    await callApi(server, 'POST', `/cart/add/${customer._id}`, {
      token,
      body: { sku: cpu.product.sku, quantity: 1 },
    });

    const context = await signedInContext(browser, shopper, {
      viewport: { width: 375, height: 812 },
      language: 'th',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/specAdd`);
    await choose(page, 'ซีพียู', cpu);
    await choose(page, 'เมนบอร์ด', board);
    await choose(page, 'แรม', ram);

    await page.getByRole('tab', { name: 'สรุป' }).click();
    await page.getByRole('table').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.getByRole('radio', { name: 'ประกอบโดยร้าน' }).check();
    await page.getByRole('button', { name: 'เพิ่มสเปกลงตะกร้า' }).first().click();
    await page.getByText('เพิ่มสเปกลงตะกร้าเรียบร้อยแล้ว').waitFor();

    const cart = await callApi<{
      _id: string;
      items: { product: { sku: string }; quantity: number }[];
      services: ServiceLine[];
    }>(server, 'GET', `/cart/${customer._id}`, { token });
    expect(cart.items.map((item) => `${item.product.sku}×${item.quantity}`).sort()).toEqual(
      [`${cpu.product.sku}×2`, `${board.product.sku}×1`, `${ram.product.sku}×1`].sort(),
    );
    expect(cart.services.map((service) => service.name.th)).toEqual(['ประกอบโดยร้าน']);

    await page.goto(`${server.url}/cart`);
    await page.getByText('สินค้า 3 รายการ').waitFor();
    await page.getByText('ประกอบโดยร้าน', { exact: true }).waitFor();

    const orderNumber = await placeOrder(server, { token, cartId: cart._id, addressId: shopper.addressId });
    const order = await callApi<{ items: unknown[]; services: ServiceLine[] }>(
      server,
      'GET',
      `/orders/${orderNumber}`,
      { token },
    );
    expect(order.items).toHaveLength(3);
    expect(order.services.map((service) => service.name.th)).toEqual(['ประกอบโดยร้าน']);

    await page.goto(`${server.url}/orders`);
    await page.getByRole('button', { name: new RegExp(orderNumber) }).click();
    await page.getByText('ประกอบโดยร้าน', { exact: true }).waitFor();
    await context.close();
  }, 120_000);
});
