import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, newCustomer, type SignedInCustomer, signedInContext } from './support/shopApi.ts';

const server = sharedServer();
let browser: Browser;
let me: SignedInCustomer;

beforeAll(async () => {
  browser = await launchChromium();
  me = await newCustomer(server);
}, 180_000);
afterAll(() => browser?.close());

const COMPANY = 'บริษัท ทดสอบระบบ จำกัด';
const LINE = '87 อาคารออลซีซั่นส์เพลส ซอยร่วมฤดี ถนนวิทยุ';
/** A form field by the start of its label (required fields add a star after it). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, index: number) => cards(page).nth(index);

describe('the account area against the real server', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await signedInContext(browser, me, { language: 'th' });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('edits personal info: read-only until Edit, saving, and the new name after a reload', async () => {
    await page.goto(`${server.url}/info`);
    const firstName = field(page, 'ชื่อ');
    await expect.poll(() => firstName.inputValue()).toBe('วิภา');
    expect(await page.getByRole('tab', { name: 'ข้อมูลส่วนตัว' }).getAttribute('aria-selected')).toBe('true');
    expect(await firstName.getAttribute('readonly')).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'แก้ไข' }).click();
    await expect.poll(() => firstName.getAttribute('readonly')).toBeNull();
    await firstName.fill('วิภาวดี');
    await field(page, 'เบอร์โทรศัพท์').fill('12');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    // The phone is checked before anything is sent.
    await expect.poll(() => page.getByText('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง').count()).toBeGreaterThan(0);
    await field(page, 'เบอร์โทรศัพท์').fill('089-876-5432');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'แก้ไข' }).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => field(page, 'ชื่อ').inputValue()).toBe('วิภาวดี');
    expect(await field(page, 'เบอร์โทรศัพท์').inputValue()).toBe('0898765432');
    expect(await page.getByText('วส', { exact: true }).isVisible()).toBe(true);
  });

  it('adds a company address with the picker, copies it, makes the copy default and deletes it', async () => {
    await page.getByRole('tab', { name: 'ที่อยู่' }).click();
    await expect.poll(() => page.getByText('ยังไม่มีที่อยู่ที่บันทึกไว้').isVisible()).toBe(true);
    // The tab is remembered across visits.
    await page.reload();
    await expect.poll(() => page.getByText('ยังไม่มีที่อยู่ที่บันทึกไว้').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'ที่อยู่' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'เพิ่มที่อยู่' }).click();
    await page.getByRole('radio', { name: 'นิติบุคคล' }).click();
    await field(page, 'ชื่อบริษัท').fill(COMPANY);
    await field(page, 'เลขประจำตัวผู้เสียภาษี').fill('0105561234567');
    await field(page, 'เบอร์โทรศัพท์').fill('02-123-4567');
    // Extra details stop at 30 characters.
    await field(page, 'รายละเอียดเพิ่มเติม').fill('อาคารทดสอบ ชั้น 12 ห้อง 1234 ถนนพระราม 4');
    expect((await field(page, 'รายละเอียดเพิ่มเติม').inputValue()).length).toBe(30);
    await page.getByRole('checkbox', { name: 'ใช้เป็นที่อยู่ออกใบกำกับภาษี' }).click();
    expect(await page.getByRole('checkbox', { name: 'ใช้เป็นที่อยู่ออกใบกำกับภาษี' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    // A wrong check digit, the missing place and the missing address line are refused in the form.
    await expect.poll(() => page.getByText(/หลักสุดท้ายต้องถูกต้อง/).isVisible()).toBe(true);
    expect(await page.getByText('กรุณาเลือกจังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์').isVisible()).toBe(true);
    expect(await page.getByText('กรุณากรอกบ้านเลขที่ และหมู่บ้าน ซอย หรือถนน').isVisible()).toBe(true);
    await field(page, 'เลขประจำตัวผู้เสียภาษี').fill('0105561234560');
    await field(page, 'บ้านเลขที่').fill(LINE);

    await page.getByRole('button', { name: /^จังหวัด อำเภอ\/เขต/ }).click();
    const picker = page.getByRole('dialog', { name: 'เลือกที่อยู่' });
    await expect.poll(() => picker.getByRole('button', { name: 'เชียงใหม่' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Step by step: a province lists its districts; clearing it goes back to the provinces.
    await picker.getByRole('button', { name: 'เชียงใหม่' }).click();
    await expect.poll(() => picker.getByRole('heading', { name: 'เลือกอำเภอ/เขต' }).isVisible()).toBe(true);
    await picker.getByRole('button', { name: 'ล้างจังหวัด' }).click();
    await expect.poll(() => picker.getByRole('heading', { name: 'เลือกจังหวัด' }).isVisible()).toBe(true);
    // A postcode fills all four and closes the picker a second later.
    await picker.getByLabel(/^ค้นหาตำบล/).fill('10330');
    await picker.getByRole('button', { name: /^ลุมพินี/ }).click();
    await expect.poll(() => picker.getByText('กรอกที่อยู่ให้แล้ว').isVisible()).toBe(true);
    await expect.poll(() => picker.isVisible(), { timeout: 5_000 }).toBe(false);
    expect(await page.getByRole('button', { name: /ลุมพินี.*กรุงเทพมหานคร 10330/ }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect.poll(() => page.getByText('บันทึกที่อยู่เรียบร้อยแล้ว').isVisible()).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await card(page, 0).textContent()).toContain(COMPANY);
    // The whole line, longer than the extra details could hold, leads the address.
    expect(await card(page, 0).textContent()).toContain(`${LINE} อาคารทดสอบ ชั้น 12`);
    expect(await card(page, 0).getByText('ค่าเริ่มต้น').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `คัดลอกที่อยู่ของ ${COMPANY} (สำนักงานใหญ่)` }).click();
    await expect.poll(() => page.getByText('คัดลอกและสร้างที่อยู่ใหม่เรียบร้อยแล้ว').isVisible()).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(2);
    // The default is listed first; the copy is not the default.
    expect(await card(page, 0).getByText('ค่าเริ่มต้น').count()).toBe(1);
    expect(await card(page, 1).getByText('ค่าเริ่มต้น').count()).toBe(0);
    const [original, copy] = await callApi<{ _id: string }[]>(
      server,
      'GET',
      `/shipping-addresses/customer/${me.customer._id}`,
      { token: me.token },
    );

    // Make the copy the default through its edit form.
    await card(page, 1)
      .getByRole('button', { name: /^แก้ไขที่อยู่ของ/ })
      .click();
    await expect.poll(() => page.getByText('โหลดข้อมูลที่อยู่เข้าสู่ฟอร์มแก้ไขแล้ว').isVisible()).toBe(true);
    expect(await field(page, 'ชื่อบริษัท').inputValue()).toBe(COMPANY);
    await page.getByRole('switch', { name: 'ตั้งเป็นที่อยู่หลัก' }).click();
    await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect.poll(() => page.getByText('แก้ไขที่อยู่เรียบร้อยแล้ว').isVisible()).toBe(true);
    const afterEdit = await callApi<{ _id: string; isDefault: boolean }[]>(
      server,
      'GET',
      `/shipping-addresses/customer/${me.customer._id}`,
      { token: me.token },
    );
    expect(afterEdit.map(({ _id, isDefault }) => [_id, isDefault])).toEqual([
      [copy?._id, true],
      [original?._id, false],
    ]);
    await expect.poll(() => card(page, 0).getByText('ค่าเริ่มต้น').count()).toBe(1);

    // Delete the copy (now listed first) after the confirmation that names it.
    await card(page, 0)
      .getByRole('button', { name: /^ลบที่อยู่ของ/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'ลบที่อยู่นี้?' });
    expect(await confirm.textContent()).toContain(COMPANY);
    await confirm.getByRole('button', { name: 'ลบ', exact: true }).click();
    await expect.poll(() => page.getByText('ลบที่อยู่เรียบร้อยแล้ว').isVisible()).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(1);
    const remaining = await callApi<{ _id: string; isDefault: boolean }[]>(
      server,
      'GET',
      `/shipping-addresses/customer/${me.customer._id}`,
      { token: me.token },
    );
    expect(remaining.map(({ _id, isDefault }) => [_id, isDefault])).toEqual([[original?._id, true]]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the same area in English on a phone, with order history', async () => {
    const phone = await signedInContext(browser, me, {
      language: 'en',
      viewport: { width: 375, height: 800 },
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${server.url}/customer-profile`);
    await expect
      .poll(() => phonePage.getByRole('heading', { level: 1, name: 'Account information' }).isVisible())
      .toBe(true);
    // The remembered tab is per browser: this one starts on personal info.
    expect(await phonePage.getByRole('tab', { name: 'Personal info' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await phonePage.getByRole('tab', { name: 'Order history' }).click();
    await expect.poll(() => phonePage.getByRole('heading', { name: 'Order history' }).isVisible()).toBe(true);
    expect(await axeViolations(phonePage)).toEqual([]);
    await phone.close();
  });
});
