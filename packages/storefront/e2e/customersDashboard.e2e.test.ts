import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { inStockSkus, newCustomer, paidOrder, signedInContext, signInStatus } from './support/shopApi.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';
import { signInEnrolling } from './support/staffAccounts.ts';

const MANAGER = {
  email: 'manager@probuild.example',
  name: 'สมหญิง รักดี',
  password: 'Refund-Once-2026!',
  role: 'manager' as const,
};

const staffShop = shopWithStaff([MANAGER]);

it('a manager suspends a shopper with a reason, reactivates them, and sees their order in today’s sales', async () => {
  // A shopper who buys a CPU today and stays signed in on the storefront.
  const shopper = await newCustomer(staffShop.server, { withAddress: true });
  const { customer } = shopper;
  const [cpu] = await inStockSkus(staffShop.server, 'cpu', 1);
  if (!cpu) throw new Error('A CPU in stock is needed');
  const orderNumber = await paidOrder(staffShop.server, shopper, [{ sku: cpu.sku, quantity: 1 }]);

  const shop = await signedInContext(staffShop.browser, shopper, {
    language: 'th',
    viewport: { width: 375, height: 812 },
  });
  const storefront = await shop.newPage();
  await storefront.goto(`${staffShop.server.url}/profile`);
  await storefront.getByRole('heading', { level: 1 }).first().waitFor();
  expect(new URL(storefront.url()).pathname).toBe('/profile');

  // The manager finds the shopper by email.
  const staff = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 800 },
  });
  const page = await staff.newPage();
  await page.goto(`${staffShop.server.url}/backoffice/customers`);
  await signInEnrolling(page, MANAGER);
  await page.getByRole('heading', { level: 1, name: 'ลูกค้า' }).waitFor();
  await page.getByRole('textbox', { name: 'ค้นหาลูกค้า' }).fill(customer.email.toUpperCase());
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const found = page.getByRole('table', { name: 'ลูกค้า' });
  await expect.poll(() => found.getByRole('row').count()).toBe(2);
  await found.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }).waitFor();
  const orders = page.getByRole('table', { name: 'คำสั่งซื้อของลูกค้า' });
  await orders.getByRole('link', { name: orderNumber }).waitFor();
  const total = (await orders.getByRole('row').nth(1).getByRole('cell').last().textContent()) ?? '';
  expect(total).toMatch(/^฿[\d,]+(\.\d\d)?$/);
  expect(await axeViolations(page)).toEqual([]);

  // Suspending needs a reason.
  await page.getByRole('button', { name: 'ระงับบัญชี' }).click();
  const suspend = page.getByRole('dialog', { name: 'ระงับบัญชี' });
  await suspend.getByRole('button', { name: 'ระงับบัญชี' }).click();
  await suspend.getByText('กรุณากรอกเหตุผล').waitFor();
  await suspend.getByRole('textbox', { name: 'เหตุผล' }).fill('ปฏิเสธการชำระเงินซ้ำ');
  expect(await axeViolations(page)).toEqual([]);
  await suspend.getByRole('button', { name: 'ระงับบัญชี' }).click();
  await suspend.waitFor({ state: 'hidden' });
  await page.getByRole('alert').getByText('ปฏิเสธการชำระเงินซ้ำ', { exact: false }).waitFor();
  await page.getByText('ถูกระงับ', { exact: true }).first().waitFor();

  // The shopper's next request is refused: the storefront signs them out; they cannot sign in.
  await storefront.goto(`${staffShop.server.url}/profile`);
  await storefront.waitForURL(/\/login/);
  expect(await storefront.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
  expect(await signInStatus(staffShop.server, shopper.email, shopper.password)).toBe(403);

  // Reactivated, they sign in again.
  await page.getByRole('button', { name: 'เปิดใช้บัญชีอีกครั้ง' }).click();
  const reactivate = page.getByRole('dialog', { name: 'เปิดใช้บัญชีอีกครั้ง' });
  await reactivate.getByRole('textbox', { name: 'เหตุผล' }).fill('ธนาคารยืนยันแล้ว');
  await reactivate.getByRole('button', { name: 'เปิดใช้บัญชีอีกครั้ง' }).click();
  await reactivate.waitFor({ state: 'hidden' });
  await page.getByText('ธนาคารยืนยันแล้ว', { exact: false }).waitFor();
  expect(await signInStatus(staffShop.server, shopper.email, shopper.password)).toBe(200);

  // The dashboard's sales for today (a Bangkok day, Buddhist era) hold the shopper's order.
  await page.getByRole('navigation', { name: 'เมนูหลังร้าน' }).getByRole('link', { name: 'ภาพรวม' }).click();
  const sales = page.getByRole('table', { name: 'ยอดขายรายวัน 30 วันล่าสุด' });
  await sales.waitFor({ state: 'attached' });
  const today = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(
    new Date(),
  );
  const todayRow = sales.getByRole('row').last();
  expect(await todayRow.getByRole('rowheader').textContent()).toBe(`${today} · 1 คำสั่งซื้อ`);
  expect(await todayRow.getByRole('cell').textContent()).toBe(total);
  await page.getByRole('table', { name: 'สินค้าขายดีและยอดขาย (30 วัน)' }).getByText(cpu.sku).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await staff.close();
  await shop.close();
});
