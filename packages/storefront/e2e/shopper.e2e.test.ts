import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

// A shopper's walk through the shell against the production server on a fresh database: the navbar's
// login/register popup, the cart badge from the server, search in both languages, the language switch
// and log out; then axe on the shell’s pages and popups.
const server = sharedServer();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await shopperContext(browser);
  page = await context.newPage();
}, 180_000);
afterAll(() => browser?.close());

const shopper = {
  firstName: 'ปรีชา',
  lastName: 'มั่นคง',
  email: `preecha.${Date.now()}@example.com`,
  phone: '0898765432',
  password: 'long-enough-password',
};

const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}`));
const path = () => new URL(page.url()).pathname;
const popup = (name: string) => page.getByRole('dialog', { name });
const textOf = (locator: ReturnType<Page['getByRole']>) => locator.textContent({ timeout: 10_000 });

describe('the shopper journey in the shell', () => {
  it('gives a guest the login popup for the cart and account buttons, with the spec texts', async () => {
    await page.goto(`${server.url}/about`);
    await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click();
    const login = popup('เข้าสู่ระบบ');
    await login.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => textOf(login.getByRole('alert'))).toBe('กรุณากรอกอีเมลและรหัสผ่าน');
    await page.keyboard.press('Escape');
    await expect.poll(() => login.count()).toBe(0);
    expect(path()).toBe('/about');

    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    expect(await popup('เข้าสู่ระบบ').isVisible()).toBe(true);
  });

  it('registers in the popup: mismatched passwords said under the field, then success and login', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' }).click();
    await expect.poll(() => popup('สมัครสมาชิก').isVisible()).toBe(true);
    await field(dialog, 'ชื่อ').fill(shopper.firstName);
    await field(dialog, 'นามสกุล').fill(shopper.lastName);
    await field(dialog, 'อีเมล').fill(shopper.email);
    await field(dialog, 'เบอร์โทรศัพท์').fill(shopper.phone);
    await field(dialog, 'รหัสผ่าน').fill(shopper.password);
    await field(dialog, 'ยืนยันรหัสผ่าน').fill('something-else');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    // The confirmation says so under itself.
    await expect.poll(() => field(dialog, 'ยืนยันรหัสผ่าน').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('รหัสผ่านไม่ตรงกัน').count()).toBe(1);

    await field(dialog, 'ยืนยันรหัสผ่าน').fill(shopper.password);
    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect.poll(() => textOf(dialog.getByRole('status'))).toBe('สมัครสมาชิกสำเร็จ กรุณาเข้าสู่ระบบ');
    await dialog.getByRole('button', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' }).click();
    expect(await field(dialog, 'ชื่อ').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'มีบัญชีอยู่แล้ว? เข้าสู่ระบบ' }).click();
  });

  it('logs in from the popup: the page reloads signed in, and the cart badge shows the server count', async () => {
    const dialog = popup('เข้าสู่ระบบ');
    await field(dialog, 'อีเมล').fill(shopper.email);
    await field(dialog, 'รหัสผ่าน').fill(shopper.password);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click(),
    ]);
    expect(path()).toBe('/about');
    // The reloaded page renders once its language's texts have arrived, which may be after `load`.
    await page.getByRole('button', { name: 'บัญชีของฉัน' }).waitFor();

    // Two units in the cart through the API, as the product page will do; the badge follows the server.
    const { token, customerId } = await page.evaluate(() => ({
      token: localStorage.getItem('customer_token'),
      customerId: JSON.parse(localStorage.getItem('customer_data') ?? '{}').id as string,
    }));
    const added = await page.request.post(`${server.url}/api/v1/cart/add/${customerId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { sku: 'CPU-AMD-R5-5600', quantity: 2 },
    });
    expect(added.ok()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'ตะกร้าสินค้า (2 ชิ้น)' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.getByRole('link', { name: 'ตะกร้าสินค้า' }).count()).toBe(1);
  });

  it('searches in Thai (การ์ดจอ) and opens a result with the keyboard', async () => {
    await page.getByRole('button', { name: 'ค้นหาสินค้า' }).click();
    const search = page.getByRole('combobox', { name: 'ค้นหาสินค้า' });
    await search.fill('การ์ดจอ');
    const options = page.getByRole('option');
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const name = (await second.textContent()) ?? '';
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/product/GPU-'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(name).toMatch(/GeForce|Radeon|Arc/);
  });

  it('switches to English, which survives a reload, and searches ryzen there', async () => {
    await page.getByRole('button', { name: 'ภาษา: ไทย' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitemradio', { name: 'English' }).click(),
    ]);
    // The page's scripts are asked for after its first frame, which may come after `load`.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang]), {
        timeout: 10_000,
      })
      .toEqual(['en', 'en']);
    await page.reload();
    await page.getByRole('button', { name: 'Language: English' }).waitFor();

    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('ryzen');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toMatch(/Ryzen/);
    expect(await first.locator('img').getAttribute('src')).toMatch(/^\/images\/products\/CPU-AMD-/);
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/CPU-AMD-'));
  });

  it('says when nothing is found, in English', async () => {
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('zzzz-no-such-part');
    await expect.poll(() => page.getByText('No search results found').count(), { timeout: 10_000 }).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('logs out from the account popup, which also lists the news', async () => {
    await page.getByRole('button', { name: 'My account' }).click();
    const account = popup('My account');
    await expect.poll(() => account.getByRole('heading', { name: 'News' }).count()).toBe(1);
    await account.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Cart \(/ }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('customer_token'))).toBeNull();
  });

  it('shows the filter drawer button on the comset route on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.url}/comset`);
    await page.getByRole('button', { name: 'Filter products' }).click();
    expect(await popup('Filter products').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/about`);
    expect(await page.getByRole('button', { name: 'Filter products' }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => localStorage.setItem('language', 'th'));
  });

  it('keeps the chat button above the cookie card on a phone, and back in its corner once answered', async () => {
    const freshContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const fresh = await freshContext.newPage();
    await fresh.goto(`${server.url}/about`);
    const cookieCard = fresh.getByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' });
    await cookieCard.waitFor({ timeout: 5_000 });
    const chat = fresh.getByRole('button', { name: 'แชทกับเรา' });
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not on screen');
      return found;
    };
    const [chatBox, cardBox] = [await box(chat), await box(cookieCard)];
    expect(chatBox.y + chatBox.height).toBeLessThan(cardBox.y);
    // Nothing covers it: a press at its centre reaches it.
    const reached = await chat.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(reached).toBe(true);

    await cookieCard.getByRole('button', { name: 'ปฏิเสธ' }).click();
    // Its corner: 16 px (--space-4) above the bottom of the 740 px window.
    const bottomEdge = async () => {
      const { y, height } = await box(chat);
      return Math.round(y + height);
    };
    await expect.poll(bottomEdge).toBe(740 - 16);
    await freshContext.close();
  });
});

describe('menus and panels whose code arrives after the page', () => {
  /** A fresh shopper whose browser gets the menu and panel chunks a second late (a slow connection). */
  async function slowOverlayChunks(viewport?: { width: number; height: number }) {
    const slowContext = await shopperContext(browser, viewport ? { viewport } : {});
    let chunksServed = 0;
    await slowContext.route(/\/assets\/Radix(Dropdown|ModalPanel)-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      chunksServed += 1;
      await route.continue();
    });
    const slowPage = await slowContext.newPage();
    // A page rendered in the browser: its buttons are there before the overlays' code.
    await slowPage.goto(`${server.url}/about`);
    return { slowContext, slowPage, served: () => chunksServed };
  }

  it('keeps the focus on the language button when the menu code arrives, and opens a menu pressed for early', async () => {
    const { slowContext, slowPage, served } = await slowOverlayChunks();
    const language = slowPage.getByRole('button', { name: 'ภาษา: ไทย' });
    await language.focus();
    expect(served()).toBe(0);
    await expect.poll(served).toBe(2);
    // The stand-in button was replaced by the menu's own, which took the focus over.
    await expect
      .poll(() => slowPage.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('menu');
    expect(await slowPage.evaluate(() => document.activeElement?.textContent)).toContain('ไทย');

    await slowPage.reload();
    await slowPage.getByRole('button', { name: 'ภาษา: ไทย' }).press('Enter');
    expect(served()).toBe(2);
    await slowPage.getByRole('menuitemradio', { name: 'English' }).waitFor();
    await slowContext.close();
  });

  it('opens the phone menu pressed before its panel code arrives, and gives the focus back to its button', async () => {
    const { slowContext, slowPage, served } = await slowOverlayChunks({ width: 375, height: 812 });
    const menuButton = slowPage.getByRole('button', { name: 'เปิดเมนู' });
    await menuButton.click();
    expect(served()).toBe(0);
    const drawer = slowPage.getByRole('dialog');
    await drawer.waitFor();
    await slowPage.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await slowContext.close();
  });
});

describe('accessibility (axe, WCAG 2.1 AA) of the shell’s pages and popups', () => {
  // The home, computer-set and product pages are swept in their own files, in more of their states.
  const pages = ['/login', '/register', '/about', '/no-such-page'];

  it.each(pages)('%s has no violations', async (route) => {
    await page.goto(`${server.url}${route}`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the login popup, the search popup with results and the cookie dialog have no violations', async () => {
    await page.goto(`${server.url}/about`);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await popup('เข้าสู่ระบบ').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'ค้นหาสินค้า' }).click();
    await page.getByRole('combobox', { name: 'ค้นหาสินค้า' }).fill('ryzen');
    await page.getByRole('option').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A browser that has not chosen yet gets the dialog a second after the page opens.
    const freshContext = await browser.newContext();
    const fresh = await freshContext.newPage();
    await fresh.goto(`${server.url}/about`);
    await fresh.getByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' }).waitFor({ timeout: 5_000 });
    expect(await axeViolations(fresh)).toEqual([]);
    await freshContext.close();
  });

  it('the profile page and the account popup of a signed-in customer have no violations', async () => {
    await page.goto(`${server.url}/login`);
    await field(page, 'อีเมล').fill(shopper.email);
    await field(page, 'รหัสผ่าน').fill(shopper.password);
    await Promise.all([
      page.waitForEvent('load'),
      page
        .getByRole('form', { name: 'เข้าสู่ระบบ' })
        .getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })
        .click(),
    ]);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'บัญชีของฉัน' }).click();
    await popup('บัญชีของฉัน').getByRole('heading', { name: 'ข่าวสาร' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
