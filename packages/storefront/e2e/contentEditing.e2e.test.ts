import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { callApi, inStockSkus, newCustomer, signedInContext } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';
import { signInEnrolling } from './support/staffAccounts.ts';

const MANAGER = {
  email: 'content.manager@probuild.example',
  name: 'วันดี จัดหน้า',
  password: 'Content-Edit-2026!',
  role: 'manager' as const,
};

// Its own server: these edits change the shop's content, which other files read as seeded.
const staffShop = shopWithStaff([MANAGER]);
let staff: BrowserContext;
let backoffice: Page;

beforeAll(async () => {
  // The manager signs in once (enrolling an authenticator on the way) and keeps the session.
  staff = await staffShop.browser.newContext({ locale: 'th-TH', viewport: { width: 1280, height: 900 } });
  backoffice = await staff.newPage();
  await backoffice.goto(`${staffShop.server.url}/backoffice/content`);
  await signInEnrolling(backoffice, MANAGER);
  await backoffice.getByRole('heading', { level: 1, name: 'เนื้อหาหน้าร้าน' }).waitFor();
});
afterAll(async () => {
  await staff?.close();
});

/** Today in Bangkok (YYYY-MM-DD) and as the storefront writes it in Thai and English. */
function today() {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  const date = new Date(`${day}T00:00:00Z`);
  const written = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  return { day, th: written('th-TH-u-ca-buddhist'), en: written('en-GB') };
}

it('a manager edits a home banner and publishes new terms; the storefront shows both at the next request', async () => {
  // A shopper has the home page and the terms open already: the server has answered (and kept) both.
  const shopper = await shopperContext(staffShop.browser, { viewport: { width: 1280, height: 900 } });
  const home = await shopper.newPage();
  await home.goto(staffShop.server.url);
  await home.getByRole('heading', { name: 'พลังเต็มขั้นกับ RTX 5090' }).waitFor();
  const terms = await shopper.newPage();
  await terms.goto(`${staffShop.server.url}/terms`);
  await terms.getByText('มีผลตั้งแต่วันที่ 15 ธันวาคม 2567', { exact: true }).waitFor();

  const table = backoffice.getByRole('table', { name: 'แบนเนอร์หน้าแรก' });
  await table.getByText('พลังเต็มขั้นกับ RTX 5090').waitFor();
  expect(await axeViolations(backoffice)).toEqual([]);
  await table.getByRole('button', { name: 'แก้ไข hero-rtx-5090' }).click();
  const editor = backoffice.getByRole('dialog', { name: 'แก้ไข hero-rtx-5090' });
  // A link the storefront would not follow is refused in the editor's language, nothing else lost.
  await editor.getByLabel('ลิงก์ของปุ่ม').fill('javascript:alert(1)');
  await editor.getByLabel('หัวข้อ (ไทย)').fill('ลดแรงรับหน้าฝน RTX 5090');
  await editor.getByLabel('หัวข้อ (อังกฤษ)').fill('Monsoon deals on the RTX 5090');
  await editor.getByRole('button', { name: 'บันทึก' }).click();
  await editor.getByText('ลิงก์ต้องขึ้นต้นด้วย / หรือ http(s)://').waitFor();
  expect(await editor.getByLabel('หัวข้อ (ไทย)').inputValue()).toBe('ลดแรงรับหน้าฝน RTX 5090');
  await editor.getByLabel('ลิงก์ของปุ่ม').fill('/promotion/monsoon');
  await editor.getByRole('button', { name: 'บันทึก' }).click();
  await backoffice.getByText('บันทึก hero-rtx-5090 แล้ว หน้าร้านแสดงทันที').waitFor();

  await backoffice.goto(`${staffShop.server.url}/backoffice/content/legal`);
  const versions = backoffice.getByRole('table', { name: 'ข้อกำหนดและเงื่อนไข' });
  await versions.getByText('มีผลอยู่').waitFor();
  await backoffice.getByRole('button', { name: 'เผยแพร่ฉบับใหม่' }).click();
  const publish = backoffice.getByRole('dialog', { name: 'ฉบับใหม่ของข้อกำหนดและเงื่อนไข' });
  const date = today();
  expect(await publish.getByLabel('วันที่มีผล').inputValue()).toBe(date.day);
  await publish.getByLabel('เนื้อหาหัวข้อที่ 1 (ไทย)').fill('ข้อกำหนดฉบับปรับปรุงสำหรับฤดูฝน');
  await publish.getByLabel('เนื้อหาหัวข้อที่ 1 (อังกฤษ)').fill('The terms as revised for the rainy season.');
  expect(await axeViolations(backoffice)).toEqual([]);
  await publish.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
  await backoffice.getByText(/^เผยแพร่แล้ว มีผลตั้งแต่ /).waitFor();
  // The earlier version stays on record.
  await expect.poll(() => versions.getByRole('row').count()).toBe(3);
  await versions.getByText('ฉบับก่อน').waitFor();

  // The shopper's next request shows both, in Thai and in English.
  await home.reload();
  await home.getByRole('heading', { name: 'ลดแรงรับหน้าฝน RTX 5090' }).waitFor();
  expect(await home.getByText('พลังเต็มขั้นกับ RTX 5090').count()).toBe(0);
  await terms.reload();
  await terms.getByText(`มีผลตั้งแต่วันที่ ${date.th}`, { exact: true }).waitFor();
  await terms.getByText('ข้อกำหนดฉบับปรับปรุงสำหรับฤดูฝน').waitFor();
  const english = await shopperContext(staffShop.browser, {
    language: 'en',
    viewport: { width: 375, height: 812 },
  });
  const englishTerms = await english.newPage();
  await englishTerms.goto(`${staffShop.server.url}/terms`);
  await englishTerms.getByText(`In effect from ${date.en}`, { exact: true }).waitFor();
  await englishTerms.getByText('The terms as revised for the rainy season.').waitFor();
  await english.close();
  await shopper.close();
});

it('a new discount code works at checkout and its use appears in the back office', async () => {
  const code = `RAIN${Date.now().toString(36).slice(-4).toUpperCase()}`;
  await backoffice
    .getByRole('navigation', { name: 'เมนูหลังร้าน' })
    .getByRole('link', { name: 'โค้ดส่วนลด' })
    .click();
  await backoffice.getByRole('heading', { level: 1, name: 'โค้ดส่วนลด' }).waitFor();
  await backoffice.getByRole('button', { name: 'สร้างโค้ด' }).click();
  const dialog = backoffice.getByRole('dialog', { name: 'สร้างโค้ดส่วนลด' });
  await dialog.getByLabel('โค้ด', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('ชื่อโค้ด (ไทย)').fill('ลด 10% หน้าฝน');
  await dialog.getByLabel('ชื่อโค้ด (อังกฤษ)').fill('10% off for the rains');
  await dialog.getByLabel('เปอร์เซ็นต์').fill('150');
  await dialog.getByRole('button', { name: 'บันทึกโค้ด' }).click();
  await dialog.getByText('ส่วนลดแบบเปอร์เซ็นต์ต้องอยู่ระหว่าง 1 ถึง 99').waitFor();
  await dialog.getByLabel('เปอร์เซ็นต์').fill('10');
  await dialog.getByRole('button', { name: 'บันทึกโค้ด' }).click();
  await backoffice.getByText(`บันทึกโค้ด ${code} แล้ว`).waitFor();
  const codes = backoffice.getByRole('table', { name: 'โค้ดส่วนลด' });
  await codes.getByText(code, { exact: true }).waitFor();

  // A shopper uses it at checkout: the server prices the discount.
  const shopper = await newCustomer(staffShop.server, { withAddress: true });
  const [cpu] = await inStockSkus(staffShop.server, 'cpu', 1);
  if (!cpu) throw new Error('A CPU in stock is needed');
  await callApi(staffShop.server, 'POST', `/cart/add/${shopper.customer._id}`, {
    token: shopper.token,
    body: { sku: cpu.sku, quantity: 1 },
  });
  const context = await signedInContext(staffShop.browser, shopper, {
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto(`${staffShop.server.url}/cart`);
  await page.getByText('สินค้า 1 รายการ').waitFor();
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect.poll(() => page.getByRole('radio', { name: /วิภา/ }).first().isChecked()).toBe(true);
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await page.getByLabel('โค้ดส่วนลด').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
  await page.getByText(`ใช้โค้ด ${code} แล้ว`).waitFor();
  await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต' }).click();
  await Promise.all([
    page.waitForURL(/\/api\/v1\/payments\/test-provider\//),
    page.getByRole('button', { name: /^ชำระเงิน/ }).click(),
  ]);
  await Promise.all([
    page.waitForURL(/\/payment\/success/),
    page.getByRole('button', { name: 'Pay / ชำระเงิน' }).click(),
  ]);
  const orders = await callApi<{
    items: { orderNumber: string; pricing: { discount: number; subtotal: number } }[];
  }>(staffShop.server, 'GET', '/orders', { token: shopper.token });
  const [order] = orders.items;
  if (!order) throw new Error('The checkout made no order');
  expect(order.pricing.discount).toBe(Math.round((order.pricing.subtotal * 10) / 100));
  await context.close();

  // The back office lists the use: the order, the customer, the discount, and counts it.
  await backoffice.reload();
  await codes.getByRole('link', { name: `1 ครั้ง การใช้ ${code}` }).click();
  await backoffice.getByRole('heading', { level: 1, name: `การใช้โค้ด ${code}` }).waitFor();
  await backoffice.getByText('ใช้ไป 1 ครั้ง · ยกเลิกแล้ว 0 ครั้ง (คืนสิทธิ์แล้ว)').waitFor();
  const uses = backoffice.getByRole('table', { name: `การใช้โค้ด ${code}` });
  await uses.getByRole('link', { name: order.orderNumber }).waitFor();
  await uses.getByText(shopper.email).waitFor();
  expect(await axeViolations(backoffice)).toEqual([]);
});
