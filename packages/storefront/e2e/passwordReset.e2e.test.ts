import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { mailedLink, newCustomer, signedInContext, signInStatus } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('resets a forgotten password from the mailed link, signs out the other sessions, and the link works once', async () => {
  const customer = await newCustomer(server);
  const old = await signedInContext(browser, customer, { language: 'th' });
  const oldPage = await old.newPage();
  await oldPage.goto(`${server.url}/profile`);
  await oldPage.getByText(customer.email).first().waitFor({ timeout: 15_000 });

  // Another device, signed out, on a phone.
  const device = await shopperContext(browser, { language: 'th', viewport: { width: 375, height: 812 } });
  const page = await device.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await page.getByRole('heading', { level: 1, name: 'ลืมรหัสผ่าน' }).waitFor();
  await page.getByLabel(/^อีเมล/).fill(customer.email);
  await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
  await page.getByText(/เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว/).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const link = await mailedLink(server, customer.email, 'reset-password');
  await page.goto(`${server.url}${link}`);
  await page.getByLabel(/^รหัสผ่านใหม่/).fill('a-brand-new-secret');
  await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('a-different-one');
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await page.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน').waitFor();
  await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await page.getByRole('heading', { level: 1, name: 'ตั้งรหัสผ่านใหม่แล้ว' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  expect(await signInStatus(server, customer.email, customer.password)).toBe(401);
  expect(await signInStatus(server, customer.email, 'a-brand-new-secret')).toBe(200);

  // The session of the first device was ended: its next call is refused and it is signed out.
  await oldPage.reload();
  await expect
    .poll(() => oldPage.evaluate(() => localStorage.getItem('customer_token')), { timeout: 15_000 })
    .toBeNull();

  // The link works once.
  await page.goto(`${server.url}${link}`);
  await page.getByLabel(/^รหัสผ่านใหม่/).fill('yet-another-secret');
  await page.getByLabel(/^ยืนยันรหัสผ่านใหม่/).fill('yet-another-secret');
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await page.getByText('ลิงก์นี้ใช้ไม่ได้แล้ว', { exact: false }).waitFor();
  expect(await signInStatus(server, customer.email, 'a-brand-new-secret')).toBe(200);
  await old.close();
  await device.close();
});

it('tells an unknown email the same as a known one, in English', async () => {
  const context = await shopperContext(browser, { language: 'en' });
  const page = await context.newPage();
  await page.goto(`${server.url}/forgot-password`);
  await page.getByLabel(/^Email/).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByText('If an account uses nobody-here@example.com', { exact: false }).waitFor();
  await context.close();
});
