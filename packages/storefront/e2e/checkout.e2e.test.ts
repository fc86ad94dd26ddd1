import { formatBaht } from '@probuild/ui';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { tabTo } from './support/keyboard.ts';
import { sharedServer } from './support/productionServer.ts';
import {
  callApi,
  inStockSkus,
  newCustomer,
  payByPromptPay,
  placeOrder,
  type SignedInCustomer,
  signedInContext,
} from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

/** A new customer (with a default address when asked) and two CPUs in the cart, put there through the API. */
async function shopperWithCart({ withAddress = true }: { withAddress?: boolean } = {}) {
  const shopper = await newCustomer(server, { withAddress });
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
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('checkout against the real server and the test payment provider', () => {
  it('buys by card: server-priced cart, a new address from the postcode, tax invoice, discount, one order on a double click', async () => {
    const shopper = await shopperWithCart({ withAddress: false });
    const page = await cartPage(shopper);
    await page.getByText('สินค้า 2 รายการ').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // One more of the first line: the line total and the subtotal are the server's answer.
    const before = await cartOf(shopper);
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).first().click();
    await expect.poll(async () => (await cartOf(shopper)).subtotal).toBeGreaterThan(before.subtotal);
    const after = await cartOf(shopper);
    await page.getByRole('complementary').getByText(formatBaht(after.subtotal)).waitFor();

    // Step 2 with no saved address: add one in place, its area filled from the postcode.
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    await page.getByText('ยังไม่มีที่อยู่ที่บันทึกไว้', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'ดำเนินการต่อ' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'เพิ่มที่อยู่ใหม่' }).click();
    const form = page.getByRole('form', { name: 'เพิ่มที่อยู่ใหม่' });
    await form.getByRole('textbox', { name: /^ชื่อ/ }).fill('วิภา');
    await form.getByRole('textbox', { name: /^นามสกุล/ }).fill('สุขใจ');
    await form.getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }).fill('0812345678');
    await form.getByRole('button', { name: /เลือกที่อยู่/ }).click();
    const picker = page.getByRole('dialog', { name: 'เลือกที่อยู่' });
    await picker.getByLabel(/ค้นหาตำบล/).fill('50200');
    await picker.getByRole('button', { name: /ศรีภูมิ/ }).click();
    await picker.getByText('กรอกที่อยู่ให้แล้ว').waitFor();
    // The look-up closes the picker by itself after a moment, with all four filled in.
    await picker.waitFor({ state: 'detached', timeout: 5_000 });
    await form.getByText('ศรีภูมิ เมืองเชียงใหม่ เชียงใหม่ 50200').waitFor();
    await form.getByRole('textbox', { name: /^บ้านเลขที่/ }).fill('88/123 หมู่บ้านพฤกษา ซอยลาดพร้าว 101 ถนนลาดพร้าว');
    await form.getByRole('textbox', { name: /^รายละเอียดเพิ่มเติม/ }).fill('ตึกสีฟ้า ชั้น 2');
    // Delivery is ticked for an address added at checkout; the tax invoice is added to it.
    expect(await form.getByRole('checkbox', { name: 'ใช้เป็นที่อยู่จัดส่งสินค้า' }).isChecked()).toBe(true);
    await form.getByRole('checkbox', { name: 'ใช้เป็นที่อยู่ออกใบกำกับภาษี' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();

    // The new address is chosen for shipping and for the tax invoice, asked for by default.
    const shippingList = page.getByRole('radiogroup', { name: 'ที่อยู่จัดส่ง' });
    await expect.poll(() => shippingList.getByRole('radio', { name: /วิภา/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'ขอใบกำกับภาษี' }).isChecked()).toBe(true);
    const invoiceList = page.getByRole('radiogroup', { name: 'ที่อยู่สำหรับใบกำกับภาษี' });
    expect(await invoiceList.getByRole('radio', { name: /วิภา/ }).isChecked()).toBe(true);
    const [saved] = await callApi<{ address: { postcode: string; tambon: string; line: string } }[]>(
      server,
      'GET',
      `/shipping-addresses/customer/${shopper.customer._id}`,
      { token: shopper.token },
    );
    expect(saved?.address).toMatchObject({
      postcode: '50200',
      tambon: 'ศรีภูมิ',
      line: '88/123 หมู่บ้านพฤกษา ซอยลาดพร้าว 101 ถนนลาดพร้าว',
    });
    expect(await axeViolations(page)).toEqual([]);

    // Leaving and coming back resumes at step 2 with the same choice.
    await page.reload();
    await expect.poll(() => shippingList.getByRole('radio', { name: /วิภา/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();

    const summary = page.getByRole('complementary');
    await summary.getByText('ภาษีมูลค่าเพิ่ม 7%').waitFor();
    await page.getByLabel('โค้ดส่วนลด').fill('NOPE');
    await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
    await page.getByText('โค้ดส่วนลดไม่ถูกต้อง').waitFor();
    // What was typed stays after the refusal.
    expect(await page.getByLabel('โค้ดส่วนลด').inputValue()).toBe('NOPE');
    await page.getByLabel('โค้ดส่วนลด').fill('PROBUILD500');
    await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
    await page.getByText('ใช้โค้ด PROBUILD500 แล้ว').waitFor();
    await summary.getByText('-฿500').or(summary.getByText('฿500')).first().waitFor();

    // A related product added from its quick view on step 3: the summary prices the new cart.
    const related = page.getByRole('region', { name: 'สินค้าที่เกี่ยวข้อง' });
    await related.getByRole('button', { name: 'ดูอย่างย่อ' }).first().click();
    const quickView = page.getByRole('dialog');
    await quickView.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();
    await quickView.getByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await cartOf(shopper)).items.length).toBe(3);
    await summary.getByText(formatBaht((await cartOf(shopper)).subtotal)).waitFor();

    // Pay without a method: the spec's refusal.
    await page.getByRole('button', { name: /^ชำระเงิน/ }).click();
    await page.getByText('กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ').waitFor();
    await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต' }).click();
    expect(await axeViolations(page)).toEqual([]);

    const pay = page.getByRole('button', { name: /^ชำระเงิน/ });
    await Promise.all([page.waitForURL(/\/api\/v1\/payments\/test-provider\//), pay.dblclick()]);
    const orders = await callApi<{
      total: number;
      items: {
        orderNumber: string;
        pricing: { total: number; discount: number };
        taxInvoiceAddress: { postcode?: string; address?: { postcode: string } } | null;
      }[];
    }>(server, 'GET', '/orders', { token: shopper.token });
    expect(orders.total).toBe(1);
    expect(orders.items[0]?.pricing.discount).toBe(50_000);
    expect(orders.items[0]?.taxInvoiceAddress).not.toBeNull();

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

    // Back at the cart, nothing is resumed: the cart is empty.
    await page.goto(`${server.url}/cart`);
    await page.getByText('ตะกร้าสินค้าของคุณว่างเปล่า').waitFor();
    await page.context().close();
  });

  it('goes from the cart to a paid order with the keyboard alone', async () => {
    const shopper = await shopperWithCart();
    const page = await cartPage(shopper);
    await page.getByText('สินค้า 2 รายการ').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'ดำเนินการต่อ' }));
    await page.keyboard.press('Enter');

    // Step 2: the saved default address is chosen; on with the keyboard.
    const shippingList = page.getByRole('radiogroup', { name: 'ที่อยู่จัดส่ง' });
    await expect.poll(() => shippingList.getByRole('radio').first().isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'ดำเนินการต่อ' }));
    await page.keyboard.press('Enter');

    // Step 3: the card chosen with Space, Pay with Enter, the provider's page with Enter too.
    await page.getByRole('complementary').getByText('ภาษีมูลค่าเพิ่ม 7%').waitFor();
    const card = page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต' });
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect.poll(() => card.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: /^ชำระเงิน/ }));
    await Promise.all([
      page.waitForURL(/\/api\/v1\/payments\/test-provider\//),
      page.keyboard.press('Enter'),
    ]);
    await tabTo(page, page.getByRole('button', { name: 'Pay / ชำระเงิน' }));
    await Promise.all([page.waitForURL(/\/payment\/success/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' }).waitFor();
    const orders = await callApi<{
      items: {
        state: string;
        orderNumber: string;
        items: { productName: { th: string } }[];
        pricing: { total: number };
      }[];
    }>(server, 'GET', '/orders', { token: shopper.token });
    expect(orders.items.map((order) => order.state)).toEqual(['inprogress']);
    // The paid page sums up the order the server holds: its number, its lines and its total.
    const [paid] = orders.items;
    await page.getByText(`หมายเลขคำสั่งซื้อ ${paid?.orderNumber}`).waitFor();
    const lines = page.getByRole('list', { name: 'สินค้า' });
    expect(await lines.getByRole('listitem').count()).toBe(paid?.items.length);
    for (const line of paid?.items ?? []) {
      expect(await lines.getByText(line.productName.th, { exact: true }).isVisible()).toBe(true);
    }
    expect(
      await page
        .getByText(formatBaht(paid?.pricing.total ?? 0), { exact: true })
        .last()
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  }, 60_000);

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

  it('asks a payer whose session has ended to log in to see the result, then shows it', async () => {
    const shopper = await shopperWithCart();
    const { token } = shopper;
    const cart = await callApi<{ _id: string }>(server, 'GET', `/cart/${shopper.customer._id}`, { token });
    const orderNumber = await placeOrder(server, { token, cartId: cart._id, addressId: shopper.addressId });
    // The payment goes through; the provider's page sends the payer to their result address.
    const resultAddress = await payByPromptPay(server, token, orderNumber);
    expect(resultAddress.pathname).toBe('/payment/success');
    // Meanwhile the session this browser keeps has ended.
    await callApi(server, 'POST', '/customers/logout', { token });

    const page = await (await shopperContext(browser)).newPage();
    await page.goto(server.url);
    await page.evaluate(
      ({ staleToken, customer }) => {
        localStorage.setItem('customer_token', staleToken);
        localStorage.setItem('customer_data', JSON.stringify(customer));
      },
      { staleToken: token, customer: shopper.customer },
    );
    await page.goto(resultAddress.href);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { name: 'เข้าสู่ระบบเพื่อดูผลการชำระเงิน' }).waitFor();
    expect(await page.title()).toBe('เข้าสู่ระบบเพื่อดูผลการชำระเงิน | ProBuild Computer');
    expect(await page.getByRole('main').textContent()).not.toMatch(/ไม่สำเร็จ|ไม่พบ/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูผล' }).click();
    const popup = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await popup.getByLabel(/^อีเมล/).fill(shopper.email);
    await popup.getByLabel(/^รหัสผ่าน/).fill(shopper.password);
    await popup.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' }).waitFor();
    expect(await heading.textContent()).toBe('ชำระเงินสำเร็จ');
    // The number comes with the result's details, which may paint a frame after the heading.
    await page.getByText(`หมายเลขคำสั่งซื้อ ${orderNumber}`).waitFor();
    await expect.poll(() => page.title()).toBe('ชำระเงินสำเร็จ | ProBuild Computer');
    await page.context().close();
  });

  it("asks for the cart as the app starts, not once the cart page's scripts have come", async () => {
    const shopper = await shopperWithCart();
    const context = await signedInContext(browser, shopper, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const cartPath = `/api/v1/cart/${shopper.customer._id}`;
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === cartPath) cartCalls.push(request.url());
    });
    // The cart page's chunk is held back until the cart's call has gone out.
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => {
      releaseChunk = resolve;
    });
    await page.route(/\/assets\/CartPage-[^/]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    const cartCall = page.waitForRequest((request) => new URL(request.url()).pathname === cartPath);
    await page.goto(`${server.url}/cart`, { waitUntil: 'commit' });
    await cartCall;
    releaseChunk();
    await page.getByText('สินค้า 2 รายการ').waitFor();
    // The page took that answer rather than asking again.
    expect(cartCalls).toHaveLength(1);
    await context.close();
  });
});
