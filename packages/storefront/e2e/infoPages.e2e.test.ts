import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function answer<T>(path: string): Promise<T> {
  return ((await (await fetch(`${server.url}/api/v1${path}`)).json()) as { data: T }).data;
}

type Legal = { title: { th: string; en: string }; sections: { heading: { th: string; en: string } }[] };

describe('about and legal pages against the real server', () => {
  // The three pages are one component: axe looks at the first, the others are checked for their text.
  it.each([
    ['/terms', 'terms', true],
    ['/privacy-policy', 'privacy-policy', false],
    ['/privacy', 'privacy', false],
  ])(
    '%s shows the server’s text in both languages, dated and with its contents',
    async (path, slug, sweep) => {
      const legal = await answer<Legal>(`/pages/legal/${slug}`);
      for (const language of ['th', 'en'] as const) {
        const context = await shopperContext(browser, {
          language,
          viewport: { width: language === 'th' ? 375 : 1280, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: legal.title[language] }).waitFor();
        const effective = language === 'th' ? 'มีผลตั้งแต่วันที่ 15 ธันวาคม 2567' : 'In effect from 15 December 2024';
        expect(await page.getByText(effective, { exact: true }).count()).toBe(1);
        const contents = page
          .getByRole('navigation', { name: language === 'th' ? 'สารบัญ' : 'Contents' })
          .getByRole('link');
        expect(await contents.allTextContents()).toEqual(
          legal.sections.map((section) => section.heading[language]),
        );
        if (sweep) expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    },
  );

  it('/about shows the company, its contacts and its map from the server', async () => {
    const about = await answer<{ companyInfo: { name: { th: string }; email: string; googleMap: string } }>(
      '/web/about',
    );
    const context = await shopperContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: about.companyInfo.name.th }).waitFor();
    expect(
      await page.getByRole('main').getByRole('link', { name: about.companyInfo.email }).getAttribute('href'),
    ).toBe(`mailto:${about.companyInfo.email}`);
    expect(await page.locator('main iframe').getAttribute('src')).toBe(
      new URL(about.companyInfo.googleMap).href,
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
