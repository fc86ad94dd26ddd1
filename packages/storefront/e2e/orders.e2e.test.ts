import { formatBaht } from '@probuild/ui';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import {
  callApi,
  inStockSkus,
  newCustomer,
  placeOrder,
  signedInContext,
  verifyEmail,
} from './support/shopApi.ts';

const server = sharedServer();
let browser: Browser;

interface PlacedOrder {
  orderNumber: string;
  total: number;
  productName: string;
  sku: string;
}

/**
 * A new customer with an address and two orders placed through the API, the second one newest. The
 * email is verified first: an account without, holds one unpaid order at a time.
 */
async function customerWithOrders() {
  const shopper = await newCustomer(server, { withAddress: true });
  await verifyEmail(server, shopper.email);
  const { customer, token } = shopper;
  const orders: PlacedOrder[] = [];
  for (const [index, product] of (await inStockSkus(server, 'cpu', 2)).entries()) {
    const cart = await callApi<{ _id: string }>(server, 'GET', `/cart/${customer._id}`, { token });
    await callApi(server, 'POST', `/cart/add/${customer._id}`, {
      token,
      body: { sku: product.sku, quantity: index + 1 },
    });
    const orderNumber = await placeOrder(server, { token, cartId: cart._id, addressId: shopper.addressId });
    const order = await callApi<{ pricing: { total: number } }>(server, 'GET', `/orders/${orderNumber}`, {
      token,
    });
    orders.push({
      orderNumber,
      total: order.pricing.total,
      productName: product.name.th,
      sku: product.sku,
    });
  }
  return { ...shopper, orders };
}

let shopper: Awaited<ReturnType<typeof customerWithOrders>>;

beforeAll(async () => {
  browser = await launchChromium();
  shopper = await customerWithOrders();
}, 180_000);
afterAll(() => browser?.close());

/** The shop opened at /orders by the signed-in shopper. */
async function ordersPage(width: number, language: 'th' | 'en' = 'th'): Promise<Page> {
  const context = await signedInContext(browser, shopper, { viewport: { width, height: 900 }, language });
  const page = await context.newPage();
  await page.goto(`${server.url}/orders`);
  return page;
}

const orderButton = (page: Page, orderNumber: string) =>
  page.getByRole('button', { name: new RegExp(orderNumber) });

describe('order history against the real server', () => {
  it('lists the orders newest first with their server totals, and has no axe violation', async () => {
    const page = await ordersPage(1280);
    await expect.poll(() => page.getByRole('heading', { name: 'ประวัติการสั่งซื้อ' }).isVisible()).toBe(true);
    const [first, second] = shopper.orders;
    await orderButton(page, second?.orderNumber ?? '').waitFor();
    const numbers = await page.locator('article h2 [id$="-number"]').allTextContents();
    expect(numbers).toEqual([second?.orderNumber, first?.orderNumber]);
    await expect
      .poll(() => orderButton(page, second?.orderNumber ?? '').textContent())
      .toContain(formatBaht(second?.total ?? 0));
    expect(await orderButton(page, first?.orderNumber ?? '').textContent()).toContain('รอชำระเงิน');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('searches by product name, keeps the search in the address across a reload, and clears it', async () => {
    const page = await ordersPage(375);
    const [first, second] = shopper.orders;
    await orderButton(page, first?.orderNumber ?? '').waitFor();
    await page.getByRole('searchbox').fill(first?.productName ?? '');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(first?.productName);
    await page.reload();
    await orderButton(page, first?.orderNumber ?? '').waitFor();
    expect(await orderButton(page, second?.orderNumber ?? '').count()).toBe(0);
    await page.getByRole('searchbox').fill('NO-SUCH-ORDER');
    await page.getByRole('searchbox').press('Enter');
    await page.getByText('ไม่พบคำสั่งซื้อที่ตรงกับ "NO-SUCH-ORDER"').waitFor();
    await page.getByRole('button', { name: 'แสดงคำสั่งซื้อทั้งหมด' }).click();
    await expect.poll(() => page.locator('article').count()).toBe(2);
    await page.context().close();
  });

  it('opens an order, puts the same items back in the cart, and pays it by the method chosen there', async () => {
    const page = await ordersPage(1280, 'en');
    const [, second] = shopper.orders;
    const summary = orderButton(page, second?.orderNumber ?? '');
    await summary.waitFor();
    // Closed, an order shows only its line.
    expect(await page.getByText('VAT 7%').count()).toBe(2);
    expect(await page.getByText('VAT 7%').first().isVisible()).toBe(false);
    await summary.click();
    expect(await summary.getAttribute('aria-expanded')).toBe('true');
    const card = page.locator('article', { has: summary });
    await card.getByText('VAT 7%').waitFor();

    await card.getByRole('button', { name: 'Reorder' }).click();
    await card.getByText('Added to your cart at today’s prices').waitFor();
    const cart = await callApi<{ items: { product: { sku: string }; quantity: number }[] }>(
      server,
      'GET',
      `/cart/${shopper.customer._id}`,
      { token: shopper.token },
    );
    expect(cart.items.map(({ product, quantity }) => ({ sku: product.sku, quantity }))).toEqual([
      { sku: second?.sku, quantity: 2 },
    ]);

    // Any of the four methods; PromptPay shows its code in the popup, for the server's total.
    await card.getByRole('button', { name: 'Pay now' }).click();
    const popup = page.getByRole('dialog', { name: `Pay order ${second?.orderNumber}` });
    await popup.getByRole('radio', { name: 'PromptPay' }).click();
    await popup.getByRole('button', { name: `Pay ${formatBaht(second?.total ?? 0)}` }).click();
    const qr = popup.getByRole('img', { name: `PromptPay QR code for order ${second?.orderNumber}` });
    await qr.waitFor();
    expect(await popup.getByText(`Scan to pay ${formatBaht(second?.total ?? 0)}`).isVisible()).toBe(true);
    const payment = await callApi<{ payment: { checkoutId: string } }>(
      server,
      'GET',
      `/orders/${second?.orderNumber}`,
      { token: shopper.token },
    );
    // The bank confirms the transfer (the test provider's own page).
    await fetch(`${server.url}/api/v1/payments/test-provider/${payment.payment.checkoutId}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toContain('Paid, preparing');
    await page.context().close();
  });
});
