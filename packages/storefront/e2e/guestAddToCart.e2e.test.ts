import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, newCustomer } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

// A guest on a phone, in Thai, chooses two of a graphics card, presses Add to Cart, registers in the
// popup that opens and logs in: the two cards are in the cart, added once, and the page is where it was.
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

async function cartOf(page: Page): Promise<CartLine[]> {
  const { token, customerId } = await page.evaluate(() => ({
    token: localStorage.getItem('customer_token') ?? '',
    customerId: JSON.parse(localStorage.getItem('customer_data') ?? '{}').id as string,
  }));
  const cart = await callApi<{ items: CartLine[] }>(server, 'GET', `/cart/${customerId}`, { token });
  return cart.items;
}

describe('a guest who adds to the cart on a phone', () => {
  it('registers and logs in from the popup, and finds the chosen quantity in the cart, in place', async () => {
    const sku = await rtxCard();
    const context = await shopperContext(browser, { viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/product/${sku}`);
    await untilHydrated(page);

    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).first().click();
    expect(await page.getByRole('spinbutton', { name: 'จำนวน' }).inputValue()).toBe('2');
    // The shopper has read down the page before buying.
    await page.evaluate(() => window.scrollTo(0, 700));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    await page.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();
    const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await login.waitFor();
    expect(await login.getAttribute('aria-describedby')).toBeTruthy();
    await login.getByText('เข้าสู่ระบบเพื่อเพิ่มสินค้านี้ลงตะกร้า').waitFor();

    const email = `guest.${Date.now()}@example.com`;
    const password = 'long-enough-password';
    await login.getByRole('button', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' }).click();
    const register = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
    await register.waitFor();
    await register.getByText('เข้าสู่ระบบเพื่อเพิ่มสินค้านี้ลงตะกร้า').waitFor();
    await field(register, 'ชื่อ').fill('มานี');
    await field(register, 'นามสกุล').fill('ใจงาม');
    await field(register, 'อีเมล').fill(email);
    await field(register, 'เบอร์โทรศัพท์').fill('0891234567');
    await field(register, 'รหัสผ่าน').fill(password);
    await field(register, 'ยืนยันรหัสผ่าน').fill(password);
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();

    // Registration does not sign in: the login form holds the new email, the password is left to type.
    await login.getByText('สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ').waitFor();
    expect(await field(login, 'อีเมล').inputValue()).toBe(email);
    await field(login, 'รหัสผ่าน').fill(password);
    await Promise.all([
      page.waitForEvent('load'),
      login.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click(),
    ]);

    await page.getByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(`/product/${sku}`);
    expect(await cartOf(page)).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ sku }), quantity: 2 }),
    ]);
    // Where the shopper was, not at the top.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);

    // Another reload adds nothing more.
    await page.reload();
    await untilHydrated(page);
    await page.getByRole('button', { name: /^ตะกร้าสินค้า/ }).waitFor();
    expect((await cartOf(page)).map((line) => line.quantity)).toEqual([2]);
    await context.close();
  });

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
