import { randomUUID } from 'node:crypto';
import { formatBaht } from '@probuild/ui';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { callApi, newCustomer, signedInContext } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';
import { signInStaff } from './support/staffAccounts.ts';

const EDITOR = {
  email: 'editor@probuild.example',
  name: 'ปิติ เขียนเก่ง',
  password: 'Catalogue-2026!',
  role: 'editor' as const,
};
const PACKER = {
  email: 'packer@probuild.example',
  name: 'มานะ แพ็คไว',
  password: 'Pack-Fast-2026!',
  role: 'packer' as const,
};

/** A card that draws 575 W: with 100 W for the rest, a supply needs at least 1.3 × 675 W. */
const CARD = {
  sku: 'GPU-ASUS-RTX5090-QUOKKA-32G',
  model: 'GeForce RTX 5090 Quokka 32GB',
  name: 'ASUS GeForce RTX 5090 Quokka 32GB',
};
const SMALL_PSU = 'PSU-MSI-MAG-A550BN';
const LARGE_PSU = 'PSU-CORSAIR-HX1200I';

/** A 48×48 PNG in the brand colour. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwYnBK4YQOBNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4AS0GV7VUZHseAAAAAElFTkSuQmCC',
  'base64',
);

const staffShop = shopWithStaff([EDITOR, PACKER]);

/** A call of the back office's API as a staff member (token from a sign-in with the password). */
async function staffToken({ email, password }: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${staffShop.server.url}/api/backoffice/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const searchSkus = async (q: string) =>
  (
    await callApi<{ sku: string }[]>(
      staffShop.server,
      'GET',
      `/web/search-product/search?q=${encodeURIComponent(q)}`,
    )
  ).map((item) => item.sku);

/** How the builder judges the card beside a power supply, as its parts list answers. */
async function verdictWith(psu: string): Promise<string | undefined> {
  const parts = await callApi<{ items: { product: { sku: string }; compatibility: { status: string } }[] }>(
    staffShop.server,
    'GET',
    `/spec-builder/parts/gpu?build=${psu}&q=quokka&pageSize=50`,
  );
  return parts.items.find((item) => item.product.sku === CARD.sku)?.compatibility.status;
}

it('an editor creates and publishes a graphics card; shoppers, the builder and checkout follow; a packer may not edit', async () => {
  // The editor enters the card with its specs; the builder's fields are required.
  const staff = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
  });
  const editor = await staff.newPage();
  await editor.goto(`${staffShop.server.url}/backoffice/products/new`);
  await signInStaff(editor, EDITOR);
  await editor.getByRole('heading', { level: 1, name: 'เพิ่มสินค้าใหม่' }).waitFor();
  await editor.getByLabel('รหัสสินค้า (SKU)').fill(CARD.sku.toLowerCase());
  await editor.getByRole('combobox', { name: 'หมวดหมู่', exact: true }).click();
  await editor.getByRole('option', { name: 'การ์ดจอ' }).click();
  await editor.getByRole('combobox', { name: 'หมวดหมู่ย่อย' }).click();
  await editor.getByRole('option', { name: 'NVIDIA GeForce' }).click();
  await editor.getByRole('combobox', { name: 'ยี่ห้อ' }).click();
  await editor.getByRole('option', { name: 'ASUS', exact: true }).click();
  await editor.getByLabel('รุ่น').fill(CARD.model);
  await editor.getByLabel('ชื่อ (ไทย)').fill(CARD.name);
  await editor.getByLabel('ชื่อ (อังกฤษ)').fill(CARD.name);
  await editor.getByLabel('คำอธิบายสั้น (ไทย)').fill('การ์ดจอ RTX 5090 หน่วยความจำ 32GB');
  await editor.getByLabel('คำอธิบายสั้น (อังกฤษ)').fill('RTX 5090 graphics card, 32 GB');
  await editor.getByRole('textbox', { name: 'ราคา (บาท)', exact: true }).fill('89990');
  await editor.getByLabel('รับประกัน (เดือน)').fill('36');
  await editor.getByLabel('หน่วยความจำการ์ดจอ').fill('32');
  await editor.getByLabel('กำลังไฟการ์ด (TBP)').fill('575');
  await editor.getByRole('button', { name: 'บันทึกสินค้าใหม่' }).click();
  const length = editor.getByLabel('ความยาวการ์ด');
  await editor.getByText('ระบบจัดสเปกคอมต้องใช้ค่านี้').waitFor();
  expect(await length.getAttribute('aria-invalid')).toBe('true');
  await length.fill('357');
  await editor.getByRole('button', { name: 'บันทึกสินค้าใหม่' }).click();
  await editor.getByRole('heading', { level: 1, name: CARD.name }).waitFor();
  expect(new URL(editor.url()).pathname).toBe(`/backoffice/products/${CARD.sku}`);
  await editor.getByText('ซ่อนอยู่', { exact: true }).waitFor();
  expect(await axeViolations(editor)).toEqual([]);

  // Hidden until published.
  expect(await searchSkus('quokka')).toEqual([]);
  const hiddenPage = await fetch(`${staffShop.server.url}/api/v1/web/product-detail/${CARD.sku}`);
  expect(hiddenPage.status).toBe(404);

  // A picture, in the editor's pictures section.
  await editor
    .locator('input[type="file"]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  const stored = editor.getByRole('list', { name: 'รูปภาพสินค้า' }).getByRole('img', { name: 'รูปที่ 1 จาก 1' });
  await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);

  // Units arrive, then the card is published.
  const editorToken = await staffToken(EDITOR);
  const received = await fetch(
    `${staffShop.server.url}/api/backoffice/v1/products/${CARD.sku}/stock/receipts`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${editorToken}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ quantity: 5 }),
    },
  );
  expect(received.status).toBe(200);
  await editor.getByRole('button', { name: 'เผยแพร่' }).click();
  await editor.getByText('เผยแพร่แล้ว ลูกค้าเห็นสินค้านี้แล้ว').waitFor();

  // The storefront finds it by search and in its category at the next request.
  expect(await searchSkus('quokka')).toEqual([CARD.sku]);
  const shopperBrowser = await shopperContext(staffShop.browser, { viewport: { width: 1280, height: 900 } });
  const shop = await shopperBrowser.newPage();
  await shop.goto(`${staffShop.server.url}/search?q=quokka`);
  await shop.getByRole('main').getByText(CARD.name).first().waitFor({ timeout: 15_000 });
  await shop.goto(`${staffShop.server.url}/category/computer-parts/gpu?brand=asus&min=89000&max=90000`);
  await shop.getByRole('main').getByText(CARD.name).first().waitFor({ timeout: 15_000 });

  // The builder offers it only beside a supply that fits (1.3 × 675 W = 878 W at least).
  expect(await verdictWith(SMALL_PSU)).toBe('incompatible');
  expect(await verdictWith(LARGE_PSU)).toBe('compatible');

  // A shopper has it in the cart and reviews the order; the editor lowers the price meanwhile.
  const shopper = await newCustomer(staffShop.server, { withAddress: true });
  await callApi(staffShop.server, 'POST', `/cart/add/${shopper.customer._id}`, {
    token: shopper.token,
    body: { sku: CARD.sku, quantity: 1 },
  });
  const buyer = await (
    await signedInContext(staffShop.browser, shopper, { viewport: { width: 1280, height: 900 } })
  ).newPage();
  await buyer.goto(`${staffShop.server.url}/cart`);
  await buyer.getByText('สินค้า 1 รายการ').waitFor();
  const summary = buyer.getByRole('complementary');
  await summary.getByText(formatBaht(8_999_000)).first().waitFor();
  await buyer.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect.poll(() => buyer.getByRole('radio', { name: /วิภา/ }).first().isChecked()).toBe(true);
  await buyer.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await buyer.getByRole('radio', { name: 'พร้อมเพย์' }).click();
  await summary.getByText('ยอดรวมทั้งสิ้น').waitFor();

  const price = editor.getByRole('textbox', { name: 'ราคา (บาท)', exact: true });
  await price.fill('84990');
  await editor.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await editor.getByText('บันทึกแล้ว', { exact: true }).waitFor();

  // Paying at the old total is refused: the shopper is asked to check the new one first.
  await buyer.getByRole('button', { name: /^ชำระเงิน/ }).click();
  await buyer.getByText(/^ยอดรวมมีการเปลี่ยนแปลงหลังจากที่คุณตรวจสอบคำสั่งซื้อ/).waitFor();
  await summary.getByText(formatBaht(8_499_000)).first().waitFor();
  const orders = await callApi<{ items: unknown[] }>(staffShop.server, 'GET', '/orders', {
    token: shopper.token,
  });
  expect(orders.items).toEqual([]);
  const cart = await callApi<{ subtotal: number }>(staffShop.server, 'GET', `/cart/${shopper.customer._id}`, {
    token: shopper.token,
  });
  expect(cart.subtotal).toBe(8_499_000);

  // A packer reads the product but has no control that changes it, and the API refuses the write.
  const packerContext = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 375, height: 812 },
  });
  const packer = await packerContext.newPage();
  await packer.goto(`${staffShop.server.url}/backoffice/products/${CARD.sku}`);
  await signInStaff(packer, PACKER);
  await packer.getByRole('heading', { level: 1, name: CARD.name }).waitFor();
  expect(await packer.getByRole('textbox', { name: 'ราคา (บาท)', exact: true }).isDisabled()).toBe(true);
  expect(await packer.getByRole('button', { name: 'บันทึก', exact: true }).count()).toBe(0);
  expect(await packer.getByRole('button', { name: 'ซ่อนจากหน้าร้าน' }).count()).toBe(0);
  expect(await axeViolations(packer)).toEqual([]);
  const packerToken = await staffToken(PACKER);
  const current = (await (
    await fetch(`${staffShop.server.url}/api/backoffice/v1/products/${CARD.sku}`, {
      headers: { authorization: `Bearer ${packerToken}` },
    })
  ).json()) as { data: { product: Record<string, unknown> } };
  const refused = await fetch(`${staffShop.server.url}/api/backoffice/v1/products/${CARD.sku}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${packerToken}` },
    body: JSON.stringify({ ...current.data.product, price: '1' }),
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('FORBIDDEN');
  const detail = await callApi<{ price: number }>(staffShop.server, 'GET', `/web/product-detail/${CARD.sku}`);
  expect(detail.price).toBe(8_499_000);

  await staff.close();
  await shopperBrowser.close();
  await packerContext.close();
});
