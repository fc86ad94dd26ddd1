import { formatBaht } from '@probuild/ui';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { type RunningServer, startProductionServer } from './support/productionServer.ts';
import {
  callApi,
  inStockSkus,
  newCustomer,
  type SignedInCustomer,
  signedInContext,
} from './support/shopApi.ts';

let server: RunningServer;
let browser: Browser;

/** A new customer with a default address (for shipping and tax invoices) and two CPUs in the cart. */
async function shopperWithCart() {
  const shopper = await newCustomer(server, { withAddress: true });
  for (const { sku } of await inStockSkus(server, 'cpu', 2)) {
    await callApi(server, 'POST', `/cart/add/${shopper.customer._id}`, {
      token: shopper.token,
      body: { sku, quantity: 1 },
    });
  }
  return shopper;
}

const cartPage = async (shopper: SignedInCustomer, width = 1280): Promise<Page> => {
  const page = await (
    await signedInContext(browser, shopper, { viewport: { width, height: 900 } })
  ).newPage();
  await page.goto(`${server.url}/cart`);
  return page;
};

/** The shopper's cart as the server has it. */
const cartOf = (shopper: SignedInCustomer) =>
  callApi<{ subtotal: number; items: unknown[] }>(server, 'GET', `/cart/${shopper.customer._id}`, {
    token: shopper.token,
  });

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
    const before = await cartOf(shopper);
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).first().click();
    await expect.poll(async () => (await cartOf(shopper)).subtotal).toBeGreaterThan(before.subtotal);
    const after = await cartOf(shopper);
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
    const orders = await callApi<{
      total: number;
      items: { orderNumber: string; pricing: { total: number; discount: number } }[];
    }>(server, 'GET', '/orders', { token: shopper.token });
    expect(orders.total).toBe(1);
    expect(orders.items[0]?.pricing.discount).toBe(50_000);

    await Promise.all([
      page.waitForURL(/\/payment\/success/),
      page.getByRole('button', { name: 'Pay / ชำระเงิน' }).click(),
    ]);
    await page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' }).waitFor();
    expect(await page.getByText(`หมายเลขคำสั่งซื้อ ${orders.items[0]?.orderNumber}`).isVisible()).toBe(true);
    const cart = await cartOf(shopper);
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
      await callApi<{ items: { payment: { checkoutId: string } }[] }>(server, 'GET', '/orders', {
        token: shopper.token,
      })
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
