import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { shopperContext } from './support/shopperContext.ts';
import { shopWithStaff } from './support/shopWithStaff.ts';
import { signInStaff } from './support/staffAccounts.ts';

const EDITOR = {
  email: 'promotions.editor@probuild.example',
  name: 'มานี จัดโปร',
  password: 'Promo-Edit-2026!',
  role: 'editor' as const,
};

// Its own server: these edits change the seeded promotions other files read.
const staffShop = shopWithStaff([EDITOR]);

/** The strip's titles as it shows them one after the other, over `rounds` of its 3-second steps. */
async function stripTitles(page: Page, rounds: number): Promise<string[]> {
  const strip = page.getByRole('complementary', { name: 'โปรโมชั่น' });
  const seen: string[] = [];
  const deadline = Date.now() + rounds * 3000 + 1000;
  while (Date.now() < deadline) {
    const title = (await strip.textContent())?.trim() ?? '';
    if (title && seen.at(-1) !== title) seen.push(title);
    await page.waitForTimeout(400);
  }
  return seen;
}

it('a content editor renames one promotion and deactivates another; the strip follows at the next request', async () => {
  // A shopper has the shop open already: the strip shows the seeded promotions, the first one first.
  const shopper = await shopperContext(staffShop.browser, { viewport: { width: 375, height: 812 } });
  const shop = await shopper.newPage();
  await shop.goto(staffShop.server.url);
  const strip = shop.getByRole('complementary', { name: 'โปรโมชั่น' });
  await strip.getByText('สัปดาห์เกมมิ่ง ลดสูงสุด 20%').waitFor();

  const staff = await staffShop.browser.newContext({
    locale: 'th-TH',
    viewport: { width: 1280, height: 900 },
  });
  const backoffice = await staff.newPage();
  await backoffice.goto(`${staffShop.server.url}/backoffice/content/promotions`);
  await signInStaff(backoffice, EDITOR);
  await backoffice.getByRole('heading', { level: 1, name: 'โปรโมชัน' }).waitFor();
  const table = backoffice.getByRole('table', { name: 'โปรโมชัน' });
  await table.getByText('สินค้าใหม่ล่าสุด').waitFor();
  expect(await axeViolations(backoffice)).toEqual([]);

  // The rename: an unsafe link is refused in the editor's language and nothing typed is lost.
  await table.getByRole('button', { name: 'แก้ไข สัปดาห์เกมมิ่ง ลดสูงสุด 20%' }).click();
  const rename = backoffice.getByRole('dialog', { name: 'แก้ไขโปรโมชัน “สัปดาห์เกมมิ่ง ลดสูงสุด 20%”' });
  await rename.getByLabel('ชื่อ (ไทย)').fill('มหกรรมเกมมิ่ง ลดหนักสุด 30%');
  await rename.getByLabel('ลิงก์').fill('javascript:alert(1)');
  await rename.getByRole('button', { name: 'บันทึกโปรโมชัน' }).click();
  await rename.getByText('ลิงก์ต้องขึ้นต้นด้วย / หรือ https:// (ที่อยู่แบบอื่นใช้ไม่ได้)').waitFor();
  expect(await rename.getByLabel('ชื่อ (ไทย)').inputValue()).toBe('มหกรรมเกมมิ่ง ลดหนักสุด 30%');
  expect(await axeViolations(backoffice)).toEqual([]);
  await rename.getByLabel('ลิงก์').fill('/promotion/gaming-week');
  await rename.getByRole('button', { name: 'บันทึกโปรโมชัน' }).click();
  await backoffice.getByText('บันทึกโปรโมชัน “มหกรรมเกมมิ่ง ลดหนักสุด 30%” แล้ว').waitFor();

  // The deactivation.
  await table.getByRole('button', { name: 'แก้ไข สินค้าใหม่ล่าสุด' }).click();
  const deactivate = backoffice.getByRole('dialog', { name: 'แก้ไขโปรโมชัน “สินค้าใหม่ล่าสุด”' });
  await deactivate.getByRole('combobox', { name: 'สถานะ' }).click();
  await backoffice.getByRole('option', { name: 'ปิดใช้', exact: true }).click();
  await deactivate.getByRole('button', { name: 'บันทึกโปรโมชัน' }).click();
  await backoffice.getByText('บันทึกโปรโมชัน “สินค้าใหม่ล่าสุด” แล้ว').waitFor();
  await expect.poll(() => table.getByText('ปิดใช้', { exact: true }).count()).toBe(2);

  // The shopper's next request: the new title first, the deactivated promotion never, a full round.
  await shop.reload();
  await strip.getByText('มหกรรมเกมมิ่ง ลดหนักสุด 30%').waitFor();
  const shown = await stripTitles(shop, 5);
  expect(shown.slice(0, 5)).toEqual([
    'มหกรรมเกมมิ่ง ลดหนักสุด 30%',
    'จัดสเปก AM5 คุ้มกว่า',
    'อัปเกรด SSD NVMe เร็วแรง',
    'เกมมิ่งเกียร์ราคาพิเศษ',
    'ส่งฟรีทั่วไทย',
  ]);
  expect(shown).not.toContain('สินค้าใหม่ล่าสุด');
  expect(shown).not.toContain('สัปดาห์เกมมิ่ง ลดสูงสุด 20%');
  await staff.close();
  await shopper.close();
});
