import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { shopperContext } from './support/shopperContext.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';
import { signInStaff } from './support/staffAccounts.ts';

const EDITOR = {
  email: 'banner.editor@probuild.example',
  name: 'มณี ภาพสวย',
  password: 'Banner-Pictures-2026!',
  role: 'editor' as const,
};

/** A 48×48 PNG in the brand colour. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwYnBK4YQOBNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4AS0GV7VUZHseAAAAAElFTkSuQmCC',
  'base64',
);

// Its own server: the edit changes the home page, which other files read as seeded.
const staffShop = shopWithStaff([EDITOR]);

it('an editor uploads a home banner picture; the storefront shows it at the next request', async () => {
  // A shopper has the home page open already: the server has answered (and kept) it.
  const shopper = await shopperContext(staffShop.browser, { viewport: { width: 1280, height: 900 } });
  const home = await shopper.newPage();
  await home.goto(staffShop.server.url);
  await home.getByRole('heading', { name: 'พลังเต็มขั้นกับ RTX 5090' }).waitFor();

  const staff = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
  });
  const backoffice = await staff.newPage();
  await backoffice.goto(`${staffShop.server.url}/backoffice/content`);
  // An editor signs in with the password alone.
  await signInStaff(backoffice, EDITOR);
  const table = backoffice.getByRole('table', { name: 'แบนเนอร์หน้าแรก' });
  await table.getByRole('button', { name: 'แก้ไข hero-rtx-5090' }).click();
  const editor = backoffice.getByRole('dialog', { name: 'แก้ไข hero-rtx-5090' });
  const field = editor.getByLabel('ภาพสำหรับคอมพิวเตอร์', { exact: true });
  const area = editor.getByRole('region', { name: 'อัปโหลดรูปภาพสำหรับ ภาพสำหรับคอมพิวเตอร์' });

  // A file that is not a picture is refused by the server in the editor's language; the path stays.
  const before = await field.inputValue();
  await area
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ไม่ใช่รูป.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await area.getByText('ไม่ใช่รูป.png: ไฟล์นี้ไม่ใช่รูปภาพ JPEG, PNG, WebP หรือ AVIF').waitFor();
  expect(await field.inputValue()).toBe(before);

  await area
    .locator('input[type="file"]')
    .setInputFiles({ name: 'มรสุม.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => field.inputValue()).toMatch(/^\/images\/uploads\/[0-9a-f]{32}\.webp$/);
  const path = await field.inputValue();
  await area.getByRole('img', { name: `รูปภาพตอนนี้: ${path}` }).waitFor();
  expect(await axeViolations(backoffice)).toEqual([]);
  await editor.getByRole('button', { name: 'บันทึก' }).click();
  await backoffice.getByText('บันทึก hero-rtx-5090 แล้ว หน้าร้านแสดงทันที').waitFor();

  // The shopper's next request shows the uploaded picture, served as WebP.
  await home.reload();
  const banner = home.locator(`img[src="${path}"]`);
  await banner.first().waitFor({ state: 'attached' });
  await expect.poll(() => banner.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  const served = await fetch(`${staffShop.server.url}${path}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  await staff.close();
  await shopper.close();
});
