import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { inStockSkus } from './support/shopApi.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';

const EDITOR = {
  email: 'editor@probuild.example',
  name: 'ปิติ เขียนเก่ง',
  password: 'Pictures-2026!',
  role: 'editor' as const,
};

/** A 48×48 PNG in the brand colour. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwYnBK4YQOBNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4AS0GV7VUZHseAAAAAElFTkSuQmCC',
  'base64',
);

const staffShop = shopWithStaff([EDITOR]);

it('an editor uploads a picture in the back office; a new visitor of the product page sees it', async () => {
  const [product] = await inStockSkus(staffShop.server, 'cpu', 1);
  const sku = product?.sku as string;
  const shopper = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 800 },
  });
  const shop = await shopper.newPage();
  await shop.goto(`${staffShop.server.url}/product/${sku}`);
  const mainPicture = shop.getByRole('main').getByRole('img', { name: product?.name.th }).first();
  await expect.poll(() => mainPicture.getAttribute('src')).toBe(`/images/products/${sku}/1.svg`);

  const staff = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 375, height: 812 },
  });
  const page = await staff.newPage();
  await page.goto(`${staffShop.server.url}/backoffice/products/${sku}/pictures`);
  await page.getByLabel('อีเมล', { exact: true }).fill(EDITOR.email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByRole('heading', { level: 1, name: `รูปภาพของ ${sku}` }).waitFor();
  await page.getByText('ยังไม่มีรูปที่อัปโหลด หน้าร้านจึงแสดงภาพวาดของสินค้าแทน').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const picker = page.locator('input[type="file"]');
  // Refused here (its kind), and by the server (it only claims to be a PNG), each in Thai.
  await picker.setInputFiles([
    { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
  ]);
  await page.getByText('animation.gif ไม่ใช่รูปภาพ JPEG, PNG, WebP หรือ AVIF').waitFor();
  await page.getByText('fake.png: ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG, WebP หรือ AVIF').waitFor();

  await picker.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  const stored = page.getByRole('list', { name: 'รูปภาพสินค้า' }).getByRole('img', { name: 'รูปที่ 1 จาก 1' });
  await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  const path = (await stored.getAttribute('src')) as string;
  expect(path).toMatch(/^\/images\/uploads\/[0-9a-f]{32}\.webp$/);
  expect(await axeViolations(page)).toEqual([]);

  // A new visitor sees it at the next request (a browser that keeps the product's answer, within
  // that answer's 30 s).
  const answer = await (await fetch(`${staffShop.server.url}/api/v1/web/product-detail/${sku}`)).json();
  expect(answer.data.images).toEqual([path]);
  const later = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 800 },
  });
  const again = await later.newPage();
  await again.goto(`${staffShop.server.url}/product/${sku}`);
  const shown = again.getByRole('main').getByRole('img', { name: product?.name.th }).first();
  expect(await shown.getAttribute('src')).toBe(path);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  const served = await fetch(`${staffShop.server.url}${path}`);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  await staff.close();
  await shopper.close();
  await later.close();
});
