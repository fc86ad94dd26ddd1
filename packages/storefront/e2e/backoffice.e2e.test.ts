import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { callApi, inStockSkus, newCustomer, paidOrder, signedInContext } from './support/shopApi.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';
import { signInStaff } from './support/staffAccounts.ts';

const OWNER = {
  email: 'owner@probuild.example',
  name: 'สมชาย เจ้าของ',
  password: 'Kh0ng-Dee-2026!',
  role: 'owner' as const,
};
const PACKER = {
  email: 'packer@probuild.example',
  name: 'มานะ แพ็คไว',
  password: 'Pack-Fast-2026!',
  role: 'packer' as const,
};
const MANAGER = {
  email: 'manager@probuild.example',
  name: 'สมหญิง รักดี',
  password: 'Refund-Once-2026!',
  role: 'manager' as const,
};

const staffShop = shopWithStaff([OWNER, MANAGER]);

it('the first owner enrols an authenticator, adds a packer, and signs in again with a later code', async () => {
  const context = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${staffShop.server.url}/backoffice/staff`);
  await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังร้าน' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await signInStaff(page, { email: OWNER.email, password: 'Wrong-password-1' });
  await page.getByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง').waitFor();
  await signInStaff(page, OWNER);
  await page.getByRole('heading', { level: 1, name: 'ตั้งค่าแอปยืนยันตัวตน' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const now = Date.now();
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate({ timestamp: now }));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();

  // Signed in at the address asked for, with the owner's navigation.
  await page.getByRole('heading', { level: 1, name: 'พนักงาน' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'เมนูหลังร้าน' });
  await expect
    .poll(() => nav.getByRole('link').allTextContents())
    .toEqual([
      'ภาพรวม',
      'คำสั่งซื้อ',
      'สินค้า',
      'แบรนด์',
      'สต็อก',
      'เนื้อหาหน้าร้าน',
      'โปรโมชัน',
      'โค้ดส่วนลด',
      'ลูกค้า',
      'พนักงาน',
      'บันทึกการแก้ไข',
    ]);
  await page.getByRole('table', { name: 'พนักงาน' }).getByText(OWNER.email).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มพนักงาน' });
  await dialog.getByLabel('ชื่อ').fill(PACKER.name);
  await dialog.getByLabel('อีเมล').fill(PACKER.email);
  await dialog.getByLabel(/^รหัสผ่านแรก/).fill('password1234');
  await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await dialog.getByText(/รหัสผ่านต้องยาวอย่างน้อย 12 ตัว มีอย่างน้อย 3 แบบ/).waitFor();
  await dialog.getByLabel(/^รหัสผ่านแรก/).fill(PACKER.password);
  await dialog.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
  await page.getByText(`เพิ่ม ${PACKER.name} แล้ว`).waitFor();
  await page.getByRole('table', { name: 'พนักงาน' }).getByText(PACKER.email).waitFor();

  // The audit log names the command for the first owner (and the manager it made), and the owner
  // for the packer.
  await nav.getByRole('link', { name: 'บันทึกการแก้ไข' }).click();
  const log = page.getByRole('table', { name: 'บันทึกการแก้ไข' });
  await log.getByText(`email: — → "${PACKER.email}"`).waitFor();
  await expect.poll(() => log.getByText('คำสั่งบนเซิร์ฟเวอร์').count()).toBe(2);
  await log.getByText('ตั้งค่ายืนยันสองขั้น · staff', { exact: false }).waitFor();

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังร้าน' }).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('probuild.staffToken'))).toBeNull();

  // The packer signs in with the password alone and sees the orders, neither staff nor the log.
  // (still at the log's address, which a packer's role may not read).
  await signInStaff(page, PACKER);
  await page.getByText('บทบาทของคุณทำรายการนี้ไม่ได้').waitFor();
  await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['ภาพรวม', 'คำสั่งซื้อ', 'สินค้า']);
  await nav.getByRole('link', { name: 'ภาพรวม' }).click();
  await page.getByText(`สวัสดี ${PACKER.name}`).waitFor();
  expect(page.url()).toBe(`${staffShop.server.url}/backoffice/`);
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();

  // The owner again: the code already used is refused, the next one is taken.
  await signInStaff(page, OWNER);
  await page.getByRole('heading', { level: 1, name: 'ยืนยันตัวตนอีกขั้น' }).waitFor();
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate({ timestamp: now }));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByText('รหัสไม่ถูกต้องหรือถูกใช้ไปแล้ว ลองรหัสถัดไป').waitFor();
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate({ timestamp: now + 30_000 }));
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByText(`สวัสดี ${OWNER.name}`).waitFor();
  await context.close();
});

/** A serial no unit of this shop carries yet. */
const newSerial = (n: number) => `E2E-${Date.now().toString(36).toUpperCase()}-${n}`;

it('the packer packs a paid order with two serials, ships it, and the shopper sees the tracking', async () => {
  const shopper = await newCustomer(staffShop.server, { withAddress: true });
  const cpus = await inStockSkus(staffShop.server, 'cpu', 2);
  if (cpus.length < 2) throw new Error('Two CPUs in stock are needed');
  const orderNumber = await paidOrder(
    staffShop.server,
    shopper,
    cpus.map((cpu) => ({ sku: cpu.sku, quantity: 1 })),
  );
  const serials = [newSerial(1), newSerial(2)];

  // The packer (added by the owner above) signs in on a phone and finds the paid order.
  const staff = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 375, height: 812 },
  });
  const page = await staff.newPage();
  await page.goto(`${staffShop.server.url}/backoffice/orders`);
  await signInStaff(page, PACKER);
  await page.getByRole('heading', { level: 1, name: 'คำสั่งซื้อ' }).waitFor();
  await page.getByRole('textbox', { name: 'ค้นหา' }).fill(orderNumber);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByRole('link', { name: orderNumber }).click();
  await page.getByRole('heading', { level: 1, name: orderNumber }).waitFor();

  const fulfilment = page.getByRole('region', { name: 'การจัดส่ง' });
  const first = fulfilment.getByRole('textbox', { name: new RegExp(`\\(${cpus[0]?.sku}\\)`) });
  // A scanner types the label and Enter: a serial already sold (a unit sold before this shop) is refused.
  await first.fill('SN-9800X3D-000001');
  await first.press('Enter');
  await fulfilment.getByText('หมายเลขซีเรียลนี้เป็นของสินค้าที่ขายไปแล้ว').waitFor();
  await first.fill(serials[0] ?? '');
  await first.press('Enter');
  await fulfilment.getByText(serials[0] ?? '', { exact: true }).waitFor();
  // The next unit's input has the focus: the scanner goes on.
  const second = fulfilment.getByRole('textbox', { name: new RegExp(`\\(${cpus[1]?.sku}\\)`) });
  await expect.poll(() => second.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type(serials[1] ?? '');
  await page.keyboard.press('Enter');
  await fulfilment.getByText(serials[1] ?? '', { exact: true }).waitFor();

  await fulfilment.getByRole('combobox', { name: 'บริษัทขนส่ง' }).click();
  await page.getByRole('option', { name: 'ไปรษณีย์ไทย' }).click();
  await fulfilment.getByRole('textbox', { name: 'หมายเลขพัสดุ' }).fill(' ef123456789th ');
  await fulfilment.getByRole('button', { name: 'จัดส่ง', exact: true }).click();
  await fulfilment.getByText('จัดส่งโดย ไปรษณีย์ไทย').waitFor();
  await fulfilment.getByText('หมายเลขพัสดุ EF123456789TH').waitFor();
  expect(await axeViolations(page, { include: '[aria-labelledby="order-fulfilment"]' })).toEqual([]);

  // The shopper sees the carrier and the number in their order history, in Thai and in English.
  for (const [language, text] of [
    ['th', 'จัดส่งโดย ไปรษณีย์ไทย หมายเลขพัสดุ EF123456789TH'],
    ['en', 'Sent with Thailand Post, tracking number EF123456789TH'],
  ] as const) {
    const context = await signedInContext(staffShop.browser, shopper, {
      language,
      viewport: { width: 375, height: 812 },
    });
    const history = await context.newPage();
    await history.goto(`${staffShop.server.url}/orders`);
    await history.getByRole('button', { name: new RegExp(orderNumber) }).click();
    await history.getByText(text).waitFor();
    const track = history.getByRole('link', { name: language === 'th' ? 'ติดตามพัสดุ' : 'Track the parcel' });
    expect(await track.getAttribute('href')).toBe(
      'https://track.thailandpost.co.th/?trackNumber=EF123456789TH',
    );
    await context.close();
  }

  // Delivered, confirmed by the packer: the timeline says who, and the warranty starts today.
  await fulfilment.getByRole('button', { name: 'ยืนยันว่าได้รับสินค้าแล้ว' }).click();
  const confirm = page.getByRole('dialog', { name: 'ลูกค้าได้รับสินค้าแล้วหรือไม่' });
  await confirm.getByRole('button', { name: 'ยืนยันว่าได้รับสินค้าแล้ว' }).click();
  await confirm.waitFor({ state: 'hidden' });
  const timeline = page.getByRole('region', { name: 'ลำดับเหตุการณ์' });
  await timeline.getByText(`ได้รับสินค้าแล้ว · โดย ${PACKER.email}`, { exact: false }).waitFor();
  await timeline.getByText(`จัดส่งแล้ว · โดย ${PACKER.email}`, { exact: false }).waitFor();
  await staff.close();

  // The warranty check on /afterSale finds the serial recorded at packing.
  const context = await signedInContext(staffShop.browser, shopper, {
    language: 'th',
    viewport: { width: 375, height: 812 },
  });
  const service = await context.newPage();
  await service.goto(`${staffShop.server.url}/afterSale`);
  await service.getByRole('tab', { name: 'ตรวจสอบการรับประกัน' }).click();
  await service.getByLabel('Serial Number').fill((serials[1] ?? '').toLowerCase());
  await service.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const result = service.getByRole('region', { name: cpus[1]?.name?.th ?? '' });
  await result.getByText('อยู่ในระยะรับประกัน').waitFor();
  await result.getByText(serials[1] ?? '', { exact: true }).waitFor();
  // It runs from the delivery day.
  await result.getByText(/^รับประกันตั้งแต่วันที่ได้รับสินค้า /).waitFor();
  await context.close();
});

const stockOf = async (sku: string) =>
  (await callApi<{ stock: number }>(staffShop.server, 'GET', `/web/product-detail/${sku}`)).stock;

it('a manager refunds one line of a paid order on a phone, and its units come back in stock', async () => {
  const shopper = await newCustomer(staffShop.server, { withAddress: true });
  const { token } = shopper;
  const [kept, returned] = await inStockSkus(staffShop.server, 'cpu', 2);
  if (!kept || !returned) throw new Error('Two CPUs in stock are needed');
  const orderNumber = await paidOrder(staffShop.server, shopper, [
    { sku: kept.sku, quantity: 1 },
    { sku: returned.sku, quantity: 2 },
  ]);
  const stockAfterSale = await stockOf(returned.sku);
  const keptStock = await stockOf(kept.sku);

  const context = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto(`${staffShop.server.url}/backoffice/orders/${orderNumber}`);
  await signInStaff(page, MANAGER);
  // Managers need a second factor: this one enrols on the way.
  await page.getByRole('heading', { level: 1, name: 'ตั้งค่าแอปยืนยันตัวตน' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('รหัส 6 หลัก').fill(totp.generate());
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByRole('heading', { level: 1, name: orderNumber }).waitFor();

  const refunds = page.getByRole('region', { name: 'การคืนเงิน' });
  await refunds.getByText('ยังไม่มีการคืนเงิน').waitFor();
  await refunds.getByRole('button', { name: 'คืนเงิน' }).click();
  const dialog = page.getByRole('dialog', { name: 'คืนเงินบางรายการ' });
  const units = dialog.getByRole('spinbutton', { name: `จำนวนที่จะคืนของ ${returned.sku}` });
  await units.focus();
  await units.press('ArrowUp');
  await dialog.getByText('ยอดที่จะคืน').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // A double click on confirm refunds once.
  await dialog.getByRole('button', { name: 'ยืนยันการคืนเงิน' }).dblclick();
  await dialog.waitFor({ state: 'hidden' });
  const list = refunds.getByRole('table', { name: 'รายการคืนเงิน' });
  await list.getByText('สำเร็จ').waitFor();
  await list.getByText(`${returned.sku} × 1`).waitFor();
  await list.getByText(MANAGER.email).waitFor();
  expect(await list.getByRole('row').count()).toBe(2);

  expect(await stockOf(returned.sku)).toBe(stockAfterSale + 1);
  expect(await stockOf(kept.sku)).toBe(keptStock);
  const history = await callApi<{ items: { orderNumber: string; state: string; refundedAmount?: number }[] }>(
    staffShop.server,
    'GET',
    `/orders?q=${orderNumber}`,
    { token },
  );
  expect(history.items.find((order) => order.orderNumber === orderNumber)).toMatchObject({
    state: 'inprogress',
    refundedAmount: expect.any(Number),
  });
  await context.close();
});
