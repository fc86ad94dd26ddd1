import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

interface SoldUnit {
  serial: string;
  productName: { th: string; en?: string };
  warrantyMonths: number;
  buyDate: string;
}

/**
 * A unit sold before this shop, as seeded: in warranty. (Units this shop sells get their serial at
 * packing and their warranty at delivery: the back office's end-to-end test follows one.)
 */
async function soldUnit(): Promise<SoldUnit> {
  const serial = 'SN-9800X3D-000001';
  const detail = await callApi<{
    productName: { th: string; en?: string };
    warrantyMonths: number;
    buyDate: string;
  }>(server, 'POST', '/after-sales/check-warranty', { body: { serialNumber: serial } });
  return { serial, ...detail };
}

let unit: SoldUnit;

beforeAll(async () => {
  browser = await launchChromium();
  unit = await soldUnit();
}, 180_000);
afterAll(() => browser?.close());

async function openPage(path: string, language: 'th' | 'en', width: number): Promise<Page> {
  const context = await shopperContext(browser, { language, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** A date as the shop shows it: Buddhist era in Thai. */
const shopDate = (date: Date, language: 'th' | 'en') =>
  new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  }).format(date);

describe('customer service against the real server', () => {
  it('finds the warranty of a unit sold, on a Thai phone', async () => {
    const texts = await callApi<{ warranty: { title: { th: string } } }>(server, 'GET', '/after-sales');
    const page = await openPage('/afterSale', 'th', 375);
    await page.getByRole('heading', { level: 1, name: 'บริการลูกค้า' }).waitFor();
    await page.getByRole('heading', { level: 2, name: texts.warranty.title.th }).waitFor();

    await page.getByRole('tab', { name: 'ตรวจสอบการรับประกัน' }).click();
    const search = page.getByRole('button', { name: 'ค้นหา', exact: true });
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel('Serial Number').fill(unit.serial.toLowerCase());
    await search.click();
    const result = page.getByRole('region', { name: unit.productName.th });
    await result.waitFor();
    expect(await result.getByText('อยู่ในระยะรับประกัน').isVisible()).toBe(true);
    expect(await result.getByText(unit.serial, { exact: true }).isVisible()).toBe(true);
    // The day it was bought, in the Buddhist era.
    expect(
      await result
        .getByText(shopDate(new Date(`${unit.buyDate}T12:00:00+07:00`), 'th'), { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await result.getByText(`${unit.warrantyMonths} เดือน`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('tells that an unknown serial number is not in the system, in English on a desktop', async () => {
    const page = await openPage('/afterSale', 'en', 1280);
    await page.getByRole('tab', { name: 'Check warranty' }).click();
    const field = page.getByLabel('Serial Number');
    // Blank after trimming: Enter explains instead of searching.
    await field.fill('   ');
    await field.press('Enter');
    expect(await page.getByRole('alert').textContent()).toContain('please enter Serial Number');

    await field.fill('SN-NOT-A-REAL-ONE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('Product not found in system, check the serial number or contact sales');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });
});

describe('about, not-found, footer and chat against the real server', () => {
  it('/about in English: company, contacts, icons, legal links and a map that sends no referrer', async () => {
    const about = await callApi<{
      companyInfo: { name: { en: string }; phone: string; line: string };
      socialMedia: { name: string; url: string }[];
    }>(server, 'GET', '/web/about');
    const page = await openPage('/about', 'en', 375);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: about.companyInfo.name.en }).waitFor();
    const contacts = await main.getByRole('definition').allTextContents();
    expect(contacts).toEqual(expect.arrayContaining([about.companyInfo.phone, about.companyInfo.line]));
    for (const social of about.socialMedia) {
      const link = main.getByRole('link', { name: social.name, exact: true });
      expect(await link.getAttribute('href')).toBe(social.url);
      expect(await link.locator('svg').count()).toBe(1);
    }
    for (const name of ['Terms and conditions', 'Privacy policy', 'Cookie policy']) {
      const href = await main.getByRole('link', { name }).getAttribute('href');
      expect((await fetch(`${server.url}${href}`)).status).toBe(200);
    }
    expect(await page.locator('main iframe').getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown path with 404 and a not-found page whose search finds products', async () => {
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
    const page = await openPage('/no-such-page', 'th', 375);
    await page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('combobox').fill('Ryzen');
    const result = main.getByRole('option').first();
    await result.waitFor();
    expect(await result.textContent()).toContain('Ryzen');
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });

  it('leads every footer and chat link somewhere real', async () => {
    const page = await openPage('/about', 'th', 1280);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation').first().waitFor();
    const footerLinks = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    await page.getByRole('button', { name: 'แชทกับเรา' }).click();
    const chat = page.getByRole('dialog', { name: 'แชทกับเรา' });
    await chat.getByRole('link').first().waitFor();
    const chatLinks = await chat.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        href: (link as HTMLAnchorElement).href,
        rel: link.getAttribute('rel'),
        target: link.getAttribute('target'),
      })),
    );
    expect(footerLinks.length).toBeGreaterThan(8);
    expect(chatLinks.length).toBeGreaterThan(0);
    for (const href of [...footerLinks, ...chatLinks.map((link) => link.href)]) {
      const url = new URL(href);
      if (url.origin === server.url) {
        // A page of the shop: answered as one of its routes, not as an unknown path.
        expect((await fetch(href)).status, href).toBe(200);
      } else {
        expect(url.protocol, href).toMatch(/^(https|mailto|tel):$/);
      }
    }
    // Chat links that leave the shop open a new tab that cannot reach back to this one.
    for (const link of chatLinks.filter((item) => new URL(item.href).origin !== server.url)) {
      expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    }
    await page.context().close();
  });

  it('resets the cookie choice from the cookie policy, and the consent dialog asks again', async () => {
    const page = await openPage('/privacy', 'en', 1280);
    const choice = page.getByRole('region', { name: 'Your cookie choice' });
    await expect.poll(() => choice.textContent()).toContain('You currently accept cookies.');
    await choice.getByRole('button', { name: 'Reset my choice' }).click();
    await page.getByRole('dialog', { name: 'This site uses cookies' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
