import type { Browser } from 'playwright';
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

describe('a page whose scripts fail to load (a dropped connection, or a release that replaced them)', () => {
  it.each([
    // The page's own chunk, on a desktop, in Thai.
    {
      language: 'th' as const,
      width: 1280,
      link: 'จัดสเปกคอม',
      blocked: /\/assets\/SpecLandingPage-[^/]+\.js$/,
      failed: 'โหลดหน้านี้ไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อแล้วโหลดหน้าใหม่',
      reload: 'โหลดหน้าใหม่',
      heading: /จัดสเปก/,
    },
    // The other pages' texts, on a phone, in English.
    {
      language: 'en' as const,
      width: 375,
      link: 'About us',
      blocked: /\/assets\/pageTextsEnglish-[^/]+\.js$/,
      failed: 'This page could not be loaded. Check your connection, then reload the page.',
      reload: 'Reload page',
      heading: /ProBuild/,
    },
  ])(
    '$language at $width px: says so beside a working shell, and a reload brings the page',
    async ({ language, width, link, blocked, failed, reload, heading }) => {
      const context = await shopperContext(browser, { language, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(server.url);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('navigation').first().waitFor();
      let blockedRequests = 0;
      await page.route(blocked, (route) => {
        blockedRequests += 1;
        return route.abort('connectionreset');
      });

      await footer.getByRole('link', { name: link, exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: failed });
      await alert.waitFor();
      expect(blockedRequests).toBeGreaterThan(0);
      // The shell stays: the shopper can still go elsewhere.
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await footer.isVisible()).toBe(true);

      await page.unroute(blocked);
      await page.getByRole('button', { name: reload }).click();
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      expect(await alert.count()).toBe(0);
      await context.close();
    },
  );

  it('shows another page again once the shopper leaves the one that failed', async () => {
    const context = await shopperContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(server.url);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation').first().waitFor();
    await page.route(/\/assets\/ComparePage-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await footer.getByRole('link', { name: 'Compare products', exact: true }).click();
    await page.getByRole('button', { name: 'Reload page' }).waitFor();
    await footer.getByRole('link', { name: 'Terms and conditions', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Reload page' }).count()).toBe(0);
    await context.close();
  });
});
