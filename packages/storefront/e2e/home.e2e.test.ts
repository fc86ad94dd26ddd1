import { type components, type Locale, localize } from '@probuild/api-client';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { shopperContext } from './support/shopperContext.ts';

type Schemas = components['schemas'];

const server = sharedServer();
let browser: Browser;

/** What the server answers for the home page: the test expects the page to show exactly this. */
interface HomeContent {
  mainPictures: Schemas['MainPicture'][];
  shortcuts: Schemas['ShortcutMenuItem'][];
  brands: Schemas['BrandShortcut'][];
  listBanners: Schemas['ListBanner'][];
  social: Schemas['SocialPresentation'][];
  contentFirst: Schemas['ContentFirst'][];
  contentSecond: Schemas['ContentSecond'][];
  recommended: Schemas['ProductRecommend'][];
  banner: Schemas['HomeBanner'];
  tail: Schemas['HomeTailSections'];
}
let content: HomeContent;

async function homeCall<Data>(path: string): Promise<Data> {
  const response = await fetch(`${server.url}/api/v1/pages/home/${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: Data }).data;
}

beforeAll(async () => {
  browser = await launchChromium();
  const [mainPictures, shortcuts, brands, listBanners, social, contentFirst, contentSecond, recommended] =
    await Promise.all([
      homeCall<HomeContent['mainPictures']>('main-picture/active'),
      homeCall<HomeContent['shortcuts']>('shortcut-menu/active'),
      homeCall<HomeContent['brands']>('brand-shortcut'),
      homeCall<HomeContent['listBanners']>('list-banner/active'),
      homeCall<HomeContent['social']>('social-extan/active'),
      homeCall<HomeContent['contentFirst']>('content-first'),
      homeCall<HomeContent['contentSecond']>('content-second'),
      homeCall<HomeContent['recommended']>('product-recommend'),
    ]);
  const [banner, tail] = await Promise.all([
    homeCall<HomeContent['banner']>('home-banner'),
    homeCall<HomeContent['tail']>('tail-sections'),
  ]);
  content = {
    mainPictures,
    shortcuts,
    brands,
    listBanners,
    social,
    contentFirst,
    contentSecond,
    recommended,
    banner,
    tail,
  };
  // The seed fills every section: an empty one would let this test pass without showing anything.
  for (const [name, value] of Object.entries(content)) {
    if (Array.isArray(value)) expect(value.length, name).toBeGreaterThan(0);
  }
});

afterAll(() => browser?.close());

/**
 * A page for a returning shopper who has already answered the cookie question, so the consent dialog
 * (the shell's, tested on its own) does not cover the home page. axe's runner needs the page's own context.
 */
async function shopperPage(viewport: { width: number; height: number }) {
  const context = await shopperContext(browser, { viewport });
  return { context, page: await context.newPage() };
}

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

function first<Item>(items: Item[]): Item {
  const [item] = items;
  if (item === undefined) throw new Error('no item');
  return item;
}

/** Every section of the home page shows the server's content in the page's language, in the spec's order. */
async function expectEverySection(page: Page, locale: Locale) {
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale);
  const heading = (name: string) => page.getByRole('heading', { name, exact: true }).first();

  await visible(heading(text(first(content.mainPictures).mainText)));

  const shortcut = first(content.shortcuts);
  await visible(page.getByRole('link', { name: text(shortcut.title), exact: true }).first());
  expect(
    await page
      .getByRole('link', { name: text(shortcut.title), exact: true })
      .first()
      .getAttribute('href'),
  ).toBe(shortcut.link);

  const brand = first(content.brands);
  const brandLink = page.getByRole('link', { name: brand.name, exact: true }).first();
  await visible(brandLink);
  expect(await brandLink.getAttribute('href')).toBe(`/brand/${encodeURIComponent(brand.name)}`);

  const listBanner = first(content.listBanners);
  await visible(heading(text(listBanner.title)));
  const product = first(listBanner.products).product;
  const productLink = page
    .locator(`a[href="/product/${encodeURIComponent(product.sku)}?section=home"]`)
    .first();
  await visible(productLink);
  await visible(page.getByText(locale === 'th' ? 'ซื้อสินค้า' : 'Buy Product').first());

  const youtube = content.social.find((item) => item.type === 'youtube');
  const tiktok = content.social.find((item) => item.type === 'tiktok');
  if (!youtube || !tiktok) throw new Error('the seed has a YouTube and a TikTok presentation');
  await visible(heading(text(youtube.title)));
  await visible(heading(text(tiktok.title)));

  const card = first(content.contentFirst);
  await visible(heading(text(card.title)));
  const group = first(content.contentSecond);
  await visible(heading(text(group.title)));
  await visible(heading(text(first(content.recommended).title)));

  await visible(heading(text(content.banner.title)));
  const bannerButton = page.getByRole('link', { name: text(content.banner.button.text), exact: true }).last();
  expect(await bannerButton.getAttribute('href')).toBe('/specAdd');
  await visible(heading(text(content.tail.spotlight.title)));

  // The sections come in the spec's order.
  const order = await page
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((element) => element.textContent ?? ''));
  const positions = [
    text(listBanner.title),
    text(youtube.title),
    text(tiktok.title),
    text(card.title),
    text(group.title),
    text(first(content.recommended).title),
    text(content.banner.title),
    text(content.tail.spotlight.title),
  ].map((title) => order.indexOf(title));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

it('shows every section with the seeded content in Thai, then in English after switching language, with no axe violation', async () => {
  const { context, page } = await shopperPage({ width: 1280, height: 800 });
  await page.goto(server.url);
  await expectEverySection(page, 'th');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
  expect(await axeViolations(page)).toEqual([]);

  // The language switch stores the choice and reloads (see i18n/locale.ts).
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expectEverySection(page, 'en');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

it('is in the HTML for a first-time visitor: every section shows with scripts turned off', async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(server.url);
  await expectEverySection(page, 'th');
  await context.close();
});

it('hydrates the server’s markup in place, without a mismatch, and then runs as the app', async () => {
  const { context, page } = await shopperPage({ width: 412, height: 823 });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The server's nodes, noted before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = [
        ...document.querySelectorAll('#root header, #root footer, #root main section, #root main h2'),
      ];
    });
  });
  await page.goto(server.url);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('|');
  const nodes = await page.evaluate(() => {
    const noted = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return { noted: noted.length, kept: noted.filter((node) => node.isConnected).length };
  });
  expect(nodes.noted).toBeGreaterThan(10);
  expect(nodes.kept).toBe(nodes.noted);
  // Hydrated: the next-slide button works and the answers in the page spared the browser their calls.
  const titles = content.mainPictures.map((slide) => localize(slide.mainText, 'th'));
  await page.getByRole('button', { name: 'สไลด์ถัดไป' }).click();
  await expect
    .poll(() => page.locator('[aria-roledescription] [role="group"] h2').textContent())
    .toBe(titles[1]);
  const calls = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(calls.filter((path) => path.startsWith('/api/v1/pages/home/main-picture'))).toEqual([]);
  expect(calls.filter((path) => path.startsWith('/api/v1/pages/home/list-banner'))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps a button pressed before the app has started and presses it once it has', async () => {
  const { context, page } = await shopperPage({ width: 375, height: 812 });
  // The app's entry arrives late, so the press certainly comes first.
  let releaseEntry: () => void = () => {};
  const entryHeld = new Promise<void>((release) => (releaseEntry = release));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  expect(await page.getByRole('dialog', { name: 'เมนู' }).count()).toBe(0);
  releaseEntry();
  await visible(page.getByRole('dialog', { name: 'เมนู' }));
  await context.close();
});

it('never shows a returning English visitor the Thai markup: it is hidden until the app renders', async () => {
  const context = await shopperContext(browser, { viewport: { width: 412, height: 823 }, language: 'en' });
  const page = await context.newPage();
  // How the server's markup looks as the parser inserts it, before the app's scripts run.
  await page.addInitScript(() => {
    const seen = window as unknown as { serverMarkup?: string };
    new MutationObserver((_, observer) => {
      const root = document.querySelector('#root[data-server-render]');
      if (!root) return;
      seen.serverMarkup = getComputedStyle(root).visibility;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(server.url);
  expect(await page.evaluate(() => (window as unknown as { serverMarkup: string }).serverMarkup)).toBe(
    'hidden',
  );
  await expectEverySection(page, 'en');
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
  await context.close();
});

it('advances the hero every 10 seconds and wraps from the last slide to the first', async () => {
  const { context, page } = await shopperPage({ width: 375, height: 812 });
  await page.clock.install();
  await page.goto(server.url);
  const titles = content.mainPictures.map((slide) => localize(slide.mainText, 'th'));
  expect(titles.length).toBeGreaterThan(1);
  const slideTitle = page.locator('[aria-roledescription] [role="group"] h2');
  await visible(slideTitle);
  // The server's markup shows the first slide at once; the timer runs once the hero has hydrated.
  await untilHydrated(page);
  expect(await slideTitle.textContent()).toBe(titles[0]);
  for (const expected of [...titles.slice(1), titles[0]]) {
    await page.clock.fastForward(10_000);
    await expect.poll(() => slideTitle.textContent()).toBe(expected);
  }
  await context.close();
});

it('shows the error of a section whose call fails while the other sections still render', async () => {
  const { context, page } = await shopperPage({ width: 1280, height: 800 });
  await page.route('**/api/v1/pages/home/list-banner/active', (route) => route.abort());
  // Opened from another page, the home page makes its own calls (the server's markup of / has the answers).
  await page.goto(new URL('/about', server.url).href);
  await page.getByRole('link', { name: 'หน้าแรก' }).first().click();
  const listBanners = page.getByRole('region', { name: 'สินค้าแนะนำตามหมวด' });
  await visible(listBanners.getByRole('alert'));
  expect(await listBanners.getByRole('alert').textContent()).toBe('ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้');
  await visible(page.getByRole('heading', { name: localize(first(content.mainPictures).mainText, 'th') }));
  await visible(page.getByRole('heading', { name: localize(first(content.contentFirst).title, 'th') }));
  await visible(page.getByRole('heading', { name: localize(content.tail.spotlight.title, 'th') }));
  // The recommended products are still there: two links per card (its name and Buy Product).
  expect(await page.locator('a[href*="?section=home"]').count()).toBe(
    2 * first(content.recommended).listCard.length,
  );
  await context.close();
});

it('announces the hero picture in the HTML of /, so a phone fetches it before the scripts run', async () => {
  const { context, page } = await shopperPage({ width: 412, height: 823 });
  const html = await (await fetch(server.url)).text();
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="image"[^>]* href="([^"]+)" media="\(max-width: 767px\)">/g),
  ];
  expect(preloaded).toHaveLength(1);

  await page.goto(server.url);
  const hero = page.locator('picture img').first();
  await visible(hero);
  // The picture the phone shows is the one announced.
  const shown = await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  expect(shown).toBe(preloaded[0]?.[1]);
  await context.close();
});

it('names the window after the page, in the shopper’s language', async () => {
  const { context, page } = await shopperPage({ width: 1280, height: 900 });
  await page.goto(server.url);
  await expect
    .poll(() => page.title(), { timeout: 15_000 })
    .toBe('ร้านอุปกรณ์คอมพิวเตอร์และจัดสเปกคอม | ProBuild Computer');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(new URL('/login', server.url).href);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Log in | ProBuild Computer');
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('About us | ProBuild Computer');
  await context.close();
});

it('loads the footer’s map only as the shopper scrolls near it', async () => {
  const { context, page } = await shopperPage({ width: 375, height: 812 });
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) mapRequests.push(request.url());
  });
  await page.goto(server.url);
  await untilHydrated(page);
  const map = page.locator('footer iframe');
  // Loaded, hydrated and given time, the page has made no frame for the map, nor asked for it.
  await page.waitForTimeout(500);
  expect(await map.count()).toBe(0);
  expect(mapRequests).toEqual([]);
  // The copyright line sits under the map.
  await page.locator('footer p').last().scrollIntoViewIfNeeded();
  await expect.poll(() => map.getAttribute('src')).toMatch(/^https:\/\//);
  expect(await map.getAttribute('title')).toBe('แผนที่ บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด');
  await context.close();
});

it('lays the list banners’ cards out two a row inside a phone’s screen, nothing in the page wider than it', async () => {
  const { context, page } = await shopperPage({ width: 375, height: 812 });
  await page.goto(server.url);
  await untilHydrated(page);
  const rows = page.getByRole('list', { name: /^สินค้าใน/ });
  expect(await rows.count()).toBe(content.listBanners.length);
  for (const row of await rows.all()) {
    // Each banner is laid out as it comes near the screen.
    await row.scrollIntoViewIfNeeded();
    const cards = await row
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) {
      expect(card.left).toBeGreaterThanOrEqual(0);
      expect(card.right).toBeLessThanOrEqual(375);
      expect(card.width).toBeLessThan(375 / 2);
    }
    // Each card shows its product's whole name, the model too.
    const clipped = await row
      .locator(':scope > li')
      .getByRole('heading')
      .evaluateAll((names) =>
        names
          .filter((name) => {
            // The name's last line starts inside its box: nothing of it is cut off below.
            const range = document.createRange();
            range.selectNodeContents(name);
            const lines = [...range.getClientRects()];
            return (lines.at(-1)?.top ?? 0) >= name.getBoundingClientRect().bottom;
          })
          .map((name) => name.textContent),
      );
    expect(clipped).toEqual([]);
    const [one, two, three] = cards as [DOMRect, DOMRect, DOMRect];
    expect(two.top).toBe(one.top);
    expect(two.left).toBeGreaterThan(one.right);
    expect(three.top).toBeGreaterThan(one.bottom);
  }
  // No element of the page is wider than the screen (the hero's and other sliders' slides scroll inside
  // their own box, which is no wider than the screen).
  const wide = await page
    .locator('main')
    .evaluate((main) =>
      [main, ...main.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().width > document.documentElement.clientWidth)
        .map((element) => `${element.tagName}.${element.className}`),
    );
  expect(wide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
