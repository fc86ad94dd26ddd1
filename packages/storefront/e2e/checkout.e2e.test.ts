import { formatBaht } from '@probuild/ui';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { type RunningServer, startProductionServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

let server: RunningServer;
let browser: Browser;

interface Customer {
  _id: string;
}
interface Shopper {
  customer: Customer;
  token: string;
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** A new customer with a default address (for shipping and tax invoices) and two CPUs in the cart. */
async function shopperWithCart(): Promise<Shopper & { skus: string[] }> {
  const email = `checkout.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'correct-horse-battery';
  await api('POST', '/customers/register', {
    firstName: 'วิภา',
    lastName: 'สุขใจ',
    email,
    phone: '0812345678',
    password,
    preferences: { language: 'th', timezone: 'Asia/Bangkok' },
  });
  const { customer, token } = await api<{ customer: Customer; token: string }>('POST', '/customers/login', {
    identifier: email,
    password,
  });
  await api(
    'POST',
    `/shipping-addresses/${customer._id}`,
    {
      type: 'person',
      prefix: 'ms',
      firstName: 'วิภา',
      lastName: 'สุขใจ',
      idCard: '1103700123458',
      phone: '081-234-5678',
      address: { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', tambon: 'ศรีภูมิ', postcode: '50200' },
      addressTypes: ['shipping', 'taxInvoice'],
    },
    token,
  );
  const listed = await api<{ items: { sku: string; inStock: boolean }[] }>('POST', '/list-product', {
    type: 'category',
    dataFilter: 'cpu',
    page: 1,
    pageSize: 10,
  });
  const skus = listed.items
    .filter((item) => item.inStock)
    .slice(0, 2)
    .map((item) => item.sku);
  for (const sku of skus) await api('POST', `/cart/add/${customer._id}`, { sku, quantity: 1 }, token);
  return { customer, token, skus };
}

async function cartPage(shopper: Shopper, width = 1280): Promise<Page> {
  const context = await shopperContext(browser, { viewport: { width, height: 900 } });
  await context.addInitScript(
    ({ token, customer }) => {
      localStorage.setItem('customer_token', token);
      localStorage.setItem('customer_data', JSON.stringify(customer));
    },
    { token: shopper.token, customer: shopper.customer },
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/cart`);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startProductionServer(), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('checkout against the real server and the test payment provider', () => {
  it('buys by card: cart changes priced by the server, address, tax invoice, discount, one order on a double click', async () => {
    const shopper = await shopperWithCart();
    const page = await cartPage(shopper);
    await page.getByText('สินค้า 2 รายการ').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // One more of the first line: the line total and the subtotal are the server's answer.
    const before = await api<{ subtotal: number }>(
      'GET',
      `/cart/${shopper.customer._id}`,
      undefined,
      shopper.token,
    );
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).first().click();
    await expect
      .poll(
        async () =>
          (await api<{ subtotal: number }>('GET', `/cart/${shopper.customer._id}`, undefined, shopper.token))
            .subtotal,
      )
      .toBeGreaterThan(before.subtotal);
    const after = await api<{ subtotal: number }>(
      'GET',
      `/cart/${shopper.customer._id}`,
      undefined,
      shopper.token,
    );
    await page.getByRole('complementary').getByText(formatBaht(after.subtotal)).waitFor();

    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    // The saved default address is chosen, and a tax invoice is asked for by default.
    await expect.poll(() => page.getByRole('radio', { name: /วิภา/ }).first().isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'ขอใบกำกับภาษี' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();

    const summary = page.getByRole('complementary');
    await summary.getByText('ภาษีมูลค่าเพิ่ม 7%').waitFor();
    await page.getByLabel('โค้ดส่วนลด').fill('NOPE');
    await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
    await page.getByText('โค้ดส่วนลดไม่ถูกต้อง').waitFor();
    await page.getByLabel('โค้ดส่วนลด').fill('PROBUILD500');
    await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
    await page.getByText('ใช้โค้ด PROBUILD500 แล้ว').waitFor();
    await summary.getByText('-฿500').or(summary.getByText('฿500')).first().waitFor();

    // Pay without a method: the spec's refusal.
    await page.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await page.getByText('กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ').waitFor();
    await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต' }).click();
    expect(await axeViolations(page)).toEqual([]);

    const pay = page.getByRole('button', { name: /^ชำระเงิน/ });
    await Promise.all([page.waitForURL(/\/api\/v1\/payments\/test-provider\//), pay.dblclick()]);
    const orders = await api<{
      total: number;
      items: { orderNumber: string; pricing: { total: number; discount: number } }[];
    }>('GET', '/orders', undefined, shopper.token);
    expect(orders.total).toBe(1);
    expect(orders.items[0]?.pricing.discount).toBe(50_000);

    await Promise.all([
      page.waitForURL(/\/payment\/success/),
      page.getByRole('button', { name: 'Pay / ชำระเงิน' }).click(),
    ]);
    await page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' }).waitFor();
    expect(await page.getByText(`หมายเลขคำสั่งซื้อ ${orders.items[0]?.orderNumber}`).isVisible()).toBe(true);
    const cart = await api<{ items: unknown[] }>(
      'GET',
      `/cart/${shopper.customer._id}`,
      undefined,
      shopper.token,
    );
    expect(cart.items).toEqual([]);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /ตะกร้าสินค้า/ })
          .first()
          .getAttribute('aria-label'),
      )
      .not.toMatch(/\(\d+ ชิ้น\)/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a declined PromptPay payment as not gone through, with the way to pay again', async () => {
    const shopper = await shopperWithCart();
    const page = await cartPage(shopper, 375);
    await page.getByText('สินค้า 2 รายการ').waitFor();
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /วิภา/ }).first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    await page.getByRole('radio', { name: 'พร้อมเพย์' }).click();
    await page.getByRole('complementary').getByText('ยอดรวมทั้งสิ้น').waitFor();
    await page.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์/ }).waitFor();
    const [order] = (
      await api<{ items: { payment: { checkoutId: string } }[] }>('GET', '/orders', undefined, shopper.token)
    ).items;
    await fetch(`${server.url}/api/v1/payments/test-provider/${order?.payment.checkoutId}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=decline',
      redirect: 'manual',
    });
    await page.getByRole('heading', { name: 'การชำระเงินไม่สำเร็จ' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'ชำระเงินอีกครั้งจากคำสั่งซื้อ' }).getAttribute('href')).toBe(
      '/orders',
    );
    await page.context().close();
  });
});
