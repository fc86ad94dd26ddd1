import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const shopper = {
  firstName: 'สมหญิง',
  lastName: 'รักดี',
  email: `somying.${Date.now()}@example.com`,
  phone: '081-234-5678',
  password: 'correct-horse-battery',
};

/** A fresh browser profile in a language (localStorage `language`), on desktop or phone width. */
const openContext = (language: 'th' | 'en', width = 1280): Promise<BrowserContext> =>
  shopperContext(browser, { language, viewport: { width, height: 900 } });

/** A form field by the start of its label (required fields add a star after it). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const path = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, pathname: string) =>
  page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });

describe('sign-in pages against the real server', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openContext('th');
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('sends a guest from signed-in-only routes to /login', async () => {
    for (const route of ['/cart', '/profile', '/profile/edit']) {
      await page.goto(`${server.url}${route}`);
      await waitForPath(page, '/login');
      expect(path(page)).toBe('/login');
    }
    await expect.poll(() => page.getByRole('heading', { name: 'เข้าสู่ระบบ ProBuild' }).isVisible()).toBe(true);
  });

  it('registers on /register: submit waits for all six fields and matching passwords, then the success alert', async () => {
    await page.goto(`${server.url}/register`);
    const submit = page.getByRole('button', { name: 'สมัครสมาชิก', exact: true });
    await field(page, 'ชื่อ').fill(shopper.firstName);
    await field(page, 'นามสกุล').fill(shopper.lastName);
    await field(page, 'อีเมล').fill(shopper.email);
    await field(page, 'เบอร์โทรศัพท์').fill(shopper.phone);
    await field(page, 'รหัสผ่าน').fill(shopper.password);
    await field(page, 'ยืนยันรหัสผ่าน').fill(`${shopper.password}x`);
    expect(await submit.isDisabled()).toBe(true);
    await field(page, 'ยืนยันรหัสผ่าน').fill(shopper.password);
    expect(await submit.isEnabled()).toBe(true);

    await submit.click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('กรุณายอมรับข้อกำหนดและเงื่อนไข');
    await page.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไข' }).check();
    await submit.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'สมัครสมาชิกสำเร็จ' }).textContent())
      .toBe('สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ');
    // The register form is closed and cleared; the login form is shown in its place.
    expect(await field(page, 'ชื่อ').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'เข้าสู่ระบบ' }).isVisible()).toBe(true);
  });

  it('refuses the same email again with the catalogue text', async () => {
    await page.goto(`${server.url}/register`);
    await field(page, 'ชื่อ').fill(shopper.firstName);
    await field(page, 'นามสกุล').fill(shopper.lastName);
    await field(page, 'อีเมล').fill(shopper.email);
    await field(page, 'เบอร์โทรศัพท์').fill(shopper.phone);
    await field(page, 'รหัสผ่าน').fill(shopper.password);
    await field(page, 'ยืนยันรหัสผ่าน').fill(shopper.password);
    await page.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไข' }).check();
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('อีเมลนี้ถูกใช้งานแล้ว');
    expect(path(page)).toBe('/register');
  });

  it('keeps the form and says so when the password is wrong', async () => {
    await page.goto(`${server.url}/login`);
    await field(page, 'อีเมล').fill(shopper.email);
    await field(page, 'รหัสผ่าน').fill('not-the-password');
    await page
      .getByRole('form', { name: 'เข้าสู่ระบบ' })
      .getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })
      .click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(await field(page, 'อีเมล').inputValue()).toBe(shopper.email);
    expect(await field(page, 'รหัสผ่าน').inputValue()).toBe('not-the-password');
  });

  it('says the network failed when the server cannot be reached', async () => {
    await page.route('**/api/v1/customers/login', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('form', { name: 'เข้าสู่ระบบ' })
      .getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })
      .click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต');
    await page.unroute('**/api/v1/customers/login');
  });

  it('logs in on /login, reloads and lands on /profile with the customer and Buddhist-year dates', async () => {
    await field(page, 'รหัสผ่าน').fill(shopper.password);
    await Promise.all([
      page.waitForEvent('load'),
      page
        .getByRole('form', { name: 'เข้าสู่ระบบ' })
        .getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })
        .click(),
    ]);
    await waitForPath(page, '/profile');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(`${shopper.firstName} ${shopper.lastName}`);
    const thaiYear = new Date().getFullYear() + 543;
    expect(await page.getByText(new RegExp(`${thaiYear} เวลา`)).count()).toBe(2);
    expect(await page.getByText(shopper.email, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('ยังไม่ยืนยันอีเมล').isVisible()).toBe(true);
  });

  it('sends a signed-in customer from guest-only routes to /profile', async () => {
    for (const route of ['/register', '/login']) {
      await page.goto(`${server.url}${route}`);
      await waitForPath(page, '/profile');
      expect(path(page)).toBe('/profile');
      // The profile of the signed-in customer, not a guest form on the way.
      await expect.poll(() => page.getByText(shopper.email, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('form', { name: 'เข้าสู่ระบบ' }).count()).toBe(0);
    }
  });

  it('logs out from the profile: the token is revoked and the guard sends /profile to /login again', async () => {
    const token = await page.evaluate(() => localStorage.getItem('customer_token'));
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
    const answer = await page.request.get(`${server.url}/api/v1/customers/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(401);
    await page.goto(`${server.url}/profile`);
    await waitForPath(page, '/login');
  });

  it('offers no social sign-up on a server without a provider set up, only the form', async () => {
    // The list of providers has come (and is empty) before the page is judged.
    const providers = page.waitForResponse((answer) =>
      answer.url().endsWith('/api/v1/customers/social-providers'),
    );
    await page.goto(`${server.url}/register`);
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).waitFor();
    await providers;
    for (const provider of ['Google', 'Facebook', 'LINE']) {
      expect(await page.getByRole('button', { name: `สมัครด้วย ${provider}` }).count()).toBe(0);
    }
    expect(context.pages().length).toBe(1);
  });
});
