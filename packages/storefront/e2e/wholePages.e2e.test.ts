import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppPath, ROUTE_PATHS } from '../src/routes/routePaths.ts';
import { axeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { seededPath } from './support/seededPath.ts';
import {
  callApi,
  inStockSkus,
  mailedLink,
  newCustomer,
  payByPromptPay,
  placeOrder,
  type SignedInCustomer,
  verifyEmail,
} from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

// Every route of the route list as a shopper sees it on the production server with the seeded shop:
// at a phone's 375 px and a desktop's 1280 px, in Thai and in English, signed out and (customer pages
// and the payment results) signed in with a cart of several lines and a paid order. On each page:
//   1. nothing wider than the screen: the document does not scroll sideways, and no element of the
//      main content sticks out of the screen (but what a sideways scroller holds, and text for
//      screen readers only);
//   2. the page's main action, scrolled into view, is on the screen and nothing covers its centre
//      (the chat button, a sticky bar);
//   3. axe finds no violation;
//   4. the full page matches its committed picture (e2e/__screenshots__/whole-pages/), with what
//      changes by time or run masked. A missing picture fails under CI=true and is written otherwise;
//      UPDATE_PAGE_BASELINES=1 rewrites them all; a mismatch writes the actual and a diff picture to
//      e2e/.tmp/whole-pages/ (not committed) and names them.

const server = sharedServer();

const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;
const LANGUAGES = ['th', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const BASELINES = join(import.meta.dirname, '__screenshots__/whole-pages');
const FAILED_PICTURES = join(import.meta.dirname, '.tmp/whole-pages');
const UPDATE_BASELINES = process.env.UPDATE_PAGE_BASELINES === '1';
const IN_CI = Boolean(process.env.CI) && process.env.CI !== 'false';

/** The app's texts in a language, by message id (each page's catalogue and the component library's). */
function catalogue(language: Language): Record<string, string> {
  const i18n = join(import.meta.dirname, '../src/i18n');
  const files = readdirSync(i18n, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(i18n, entry.name, `${language}.json`))
    .filter((file) => existsSync(file));
  for (const part of ['uiMessages', 'uiPageMessages']) {
    files.push(join(import.meta.dirname, `../../ui/src/${part}.${language}.json`));
  }
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))));
}
const TEXTS = { th: catalogue('th'), en: catalogue('en') };
type Text = (id: string) => string;
const textsOf =
  (language: Language): Text =>
  (id) => {
    const text = TEXTS[language][id];
    if (text === undefined) throw new Error(`No ${language} text ${id}`);
    return text;
  };

/** The customer of the signed-in pages: a cart of several lines, a paid order and a declined one. */
interface Shopper extends SignedInCustomer {
  /** Where the payment provider sent the payer of the paid order back to. */
  paidResult: string;
  /** Where it sent the payer of the declined order. */
  declinedResult: string;
  /** A mailed reset link not yet used. */
  resetLink: string;
  /** A mailed confirmation link, already used. */
  usedVerifyLink: string;
}

interface PageCase {
  route: AppPath;
  /** What the picture's file is called. */
  name: string;
  /** The address opened: the route filled with what the seed has, or the shopper's own links. */
  path: (shopper: Shopper) => string;
  signedIn: boolean;
  /** The page's main action (on a phone when `phone`). */
  action: (page: Page, text: Text, phone: boolean) => Locator;
  /** A page the shop opens in a sign-in popup: the shop's chat button is not on it. */
  popup?: true;
  /** Texts that change by time or run (dates, order numbers, the customer's email), left out of the picture. */
  mask?: (page: Page) => Locator[];
}

const main = (page: Page) => page.getByRole('main');
const firstProductLink = (page: Page) => main(page).getByRole('article').first().getByRole('link').first();
const button = (name: string) => (page: Page, text: Text) =>
  main(page)
    .getByRole('button', { name: text(name), exact: true })
    .first();
const link = (name: string) => (page: Page, text: Text) =>
  main(page)
    .getByRole('link', { name: text(name), exact: true })
    .first();

const seeded = (route: AppPath) => () => seededPath(route);

/** A time of day or a year (2026, or 2569 in the Thai calendar): a date. */
const DATE = /\d:\d\d|\b(20|25)\d\d\b/;
/** The customer's email (new each run) and the dates of their account. */
const accountMask = (page: Page) => [
  main(page).getByText(/@example\.com/),
  main(page).locator('input[type="email"]'),
  main(page).getByText(DATE),
];

/** Every route, what it opens and its main action; each route of ROUTE_PATHS has at least one. */
const PAGES: PageCase[] = [
  { route: '/', name: 'home', path: seeded('/'), signedIn: false, action: firstProductLink },
  {
    route: '/about',
    name: 'about',
    path: seeded('/about'),
    signedIn: false,
    action: (page) => main(page).locator('a[href^="tel:"]').first(),
  },
  {
    route: '/afterSale',
    name: 'after-sale',
    path: seeded('/afterSale'),
    signedIn: false,
    action: (page, text) => main(page).getByRole('tab', { name: text('afterSale.tab.check') }),
  },
  {
    route: '/spec',
    name: 'spec',
    path: seeded('/spec'),
    signedIn: false,
    action: link('spec.landing.start'),
  },
  {
    route: '/specAdd',
    name: 'builder',
    path: seeded('/specAdd'),
    signedIn: false,
    // A phone lists the categories, each opening its choices; a desktop shows the first one's choices.
    action: (page, text, phone) =>
      phone
        ? main(page)
            .getByRole('navigation', { name: text('spec.categories') })
            .getByRole('button')
            .first()
        : main(page)
            .getByRole('button', { name: new RegExp(`^${text('spec.choose')} `) })
            .first(),
  },
  // Four processors chosen, the most it takes (kept in the address): the widest comparison table.
  {
    route: '/compare',
    name: 'compare',
    path: () => '/compare?compare=CPU-AMD-R7-9800X3D,CPU-AMD-R5-5500,CPU-AMD-R5-5600,CPU-AMD-R5-8500G',
    signedIn: false,
    action: button('compare.pick'),
  },
  {
    route: '/product/:sku',
    name: 'product',
    path: seeded('/product/:sku'),
    signedIn: false,
    action: (page, text) => page.getByRole('button', { name: text('product.addToCart'), exact: true }),
    // The stock left, which other tests of the run may change.
    mask: (page) => [main(page).getByText(/ in stock$|^มีสินค้า \d+ ชิ้น$/)],
  },
  { route: '/comset', name: 'comset', path: seeded('/comset'), signedIn: false, action: firstProductLink },
  {
    route: '/privacy',
    name: 'privacy',
    path: seeded('/privacy'),
    signedIn: false,
    action: button('legal.cookies.manage'),
  },
  {
    route: '/privacy-policy',
    name: 'privacy-policy',
    path: seeded('/privacy-policy'),
    signedIn: false,
    action: button('legal.print'),
  },
  { route: '/terms', name: 'terms', path: seeded('/terms'), signedIn: false, action: button('legal.print') },
  {
    route: '/category/:category/:subcategory?/:subsubcategory?',
    name: 'category',
    path: seeded('/category/:category/:subcategory?/:subsubcategory?'),
    signedIn: false,
    action: firstProductLink,
  },
  {
    route: '/promotion/:type?',
    name: 'promotion',
    path: seeded('/promotion/:type?'),
    signedIn: false,
    action: firstProductLink,
  },
  {
    route: '/brand/:brand',
    name: 'brand',
    path: seeded('/brand/:brand'),
    signedIn: false,
    action: firstProductLink,
  },
  {
    route: '/search',
    name: 'search',
    path: () => '/search?q=rtx',
    signedIn: false,
    action: firstProductLink,
  },
  {
    route: '/login',
    name: 'login',
    path: seeded('/login'),
    signedIn: false,
    action: button('auth.login.submit'),
  },
  {
    route: '/register',
    name: 'register',
    path: seeded('/register'),
    signedIn: false,
    action: button('auth.register.submit'),
  },
  {
    route: '/forgot-password',
    name: 'forgot-password',
    path: seeded('/forgot-password'),
    signedIn: false,
    action: button('reset.forgot.submit'),
  },
  {
    route: '/reset-password',
    name: 'reset-password',
    path: (shopper) => shopper.resetLink,
    signedIn: false,
    action: button('reset.submit'),
  },
  {
    route: '/verify-email',
    name: 'verify-email',
    path: (shopper) => shopper.usedVerifyLink,
    signedIn: false,
    action: link('verifyEmail.home'),
  },
  // No code from a provider (none is set up in the shared shop): the page says so and leads back.
  ...(['google', 'facebook', 'line'] as const).map(
    (provider): PageCase => ({
      route: `/auth/${provider}/callback`,
      name: `${provider}-callback`,
      path: seeded(`/auth/${provider}/callback`),
      signedIn: false,
      popup: true,
      action: link('auth.callback.backToLogin'),
    }),
  ),
  {
    route: '/payment/success',
    name: 'payment-success',
    path: (shopper) => shopper.paidResult,
    signedIn: true,
    action: link('payment.success.orders'),
    mask: (page) => [main(page).getByText(/^(Order number|หมายเลขคำสั่งซื้อ) |·/)],
  },
  {
    route: '/payment/cancel',
    name: 'payment-cancel',
    path: (shopper) => shopper.declinedResult,
    signedIn: true,
    action: link('payment.cancel.payAgain'),
  },
  { route: '/cart', name: 'cart', path: seeded('/cart'), signedIn: true, action: button('cart.continue') },
  {
    route: '/info',
    name: 'info',
    path: seeded('/info'),
    signedIn: true,
    action: button('account.info.edit'),
    mask: accountMask,
  },
  {
    route: '/customer-profile',
    name: 'customer-profile',
    path: seeded('/customer-profile'),
    signedIn: true,
    action: button('account.info.edit'),
    mask: accountMask,
  },
  {
    route: '/profile',
    name: 'profile',
    path: seeded('/profile'),
    signedIn: true,
    action: link('profile.edit'),
    mask: accountMask,
  },
  {
    route: '/profile/edit',
    name: 'profile-edit',
    path: seeded('/profile/edit'),
    signedIn: true,
    action: button('profile.edit.save'),
    mask: accountMask,
  },
  {
    route: '/profile/change-password',
    name: 'change-password',
    path: seeded('/profile/change-password'),
    signedIn: true,
    action: button('profile.password.save'),
  },
  {
    route: '/orders',
    name: 'orders',
    path: seeded('/orders'),
    signedIn: true,
    // The newest order's heading, which opens its details.
    action: (page) => main(page).getByRole('article').first().getByRole('button').first(),
    mask: (page) => [
      main(page).getByRole('article').locator('[id$="-number"]'),
      main(page).getByRole('article').getByText(/ · /),
      main(page).getByText(DATE),
    ],
  },
];

let browser: Browser;
let shopper: Shopper;

/** Puts one in-stock product of each of these categories in the customer's cart. */
async function fillCart({ customer, token }: SignedInCustomer) {
  for (const category of ['computer-parts/gpu', 'computer-parts/ram', 'computer-parts/psu', 'mouse']) {
    const [product] = await inStockSkus(server, category, 1);
    if (!product) throw new Error(`No ${category} in stock`);
    await callApi(server, 'POST', `/cart/add/${customer._id}`, {
      token,
      body: { sku: product.sku, quantity: 1 },
    });
  }
  return callApi<{ _id: string }>(server, 'GET', `/cart/${customer._id}`, { token });
}

async function makeShopper(): Promise<Shopper> {
  const customer = await newCustomer(server, { withAddress: true });
  await verifyEmail(server, customer.email);
  const usedVerifyLink = await mailedLink(server, customer.email, 'verify-email');

  const paid = await placeOrder(server, {
    token: customer.token,
    cartId: (await fillCart(customer))._id,
    addressId: customer.addressId,
  });
  const paidResult = await payByPromptPay(server, customer.token, paid);

  const declined = await placeOrder(server, {
    token: customer.token,
    cartId: (await fillCart(customer))._id,
    addressId: customer.addressId,
  });
  const checkout = await callApi<{ checkoutId: string }>(server, 'POST', '/payments/checkout', {
    token: customer.token,
    idempotencyKey: crypto.randomUUID(),
    body: { orderNumber: declined, method: 'promptpay' },
  });
  const declinedAnswer = await fetch(
    `${server.url}/api/v1/payments/test-provider/${checkout.checkoutId}/decision`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=decline',
    },
  );
  await fillCart(customer);

  await callApi(server, 'POST', '/customers/password-reset', { body: { email: customer.email } });
  const resetLink = await mailedLink(server, customer.email, 'reset-password');
  const local = (address: string) => {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  };
  return {
    ...customer,
    usedVerifyLink,
    resetLink,
    paidResult: local(paidResult.href),
    declinedResult: local(declinedAnswer.url),
  };
}

beforeAll(async () => {
  [browser, shopper] = await Promise.all([launchChromium(), makeShopper()]);
});
afterAll(() => browser?.close());

it('names a page for every route of the route list', () => {
  expect(ROUTE_PATHS.filter((route) => !PAGES.some((page) => page.route === route.path))).toEqual([]);
});

/** Signs the browser in as the shopper, or out, for the next page it opens. */
async function setSession(page: Page, signedIn: boolean) {
  await page.evaluate(
    ({ token, customer }) => {
      if (token) {
        localStorage.setItem('customer_token', token);
        localStorage.setItem('customer_data', JSON.stringify(customer));
      } else {
        localStorage.removeItem('customer_token');
        localStorage.removeItem('customer_data');
      }
    },
    signedIn ? { token: shopper.token, customer: shopper.customer } : { token: null, customer: null },
  );
}

/**
 * Waits until the page has stopped changing by itself: its data, fonts and every picture loaded, the
 * chat button shown (but in a popup), and every section laid out once (sections off the screen are laid out only as
 * they come near it: the page is scrolled through once, as a shopper would, then back to the top).
 */
async function settled(page: Page, text: Text, { popup = false } = {}) {
  await untilHydrated(page);
  if (!popup) await page.getByRole('button', { name: text('ui.speedDial.title'), exact: true }).waitFor();
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // Pictures below the fold load now rather than when scrolled to, for the full-page picture.
        for (const image of document.images) image.loading = 'eager';
        await document.fonts.ready;
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        return (
          document.querySelectorAll('[aria-busy="true"], [class*="_skeleton_"]').length === 0 &&
          [...document.images].every((image) => image.complete)
        );
      }),
    )
    .toBe(true);
}

/**
 * What of the page is wider than the screen: the document's width when it scrolls sideways, and the
 * elements of the main content whose box sticks out of the screen, but those inside a container that
 * scrolls sideways on purpose (a tab strip, a carousel) and text for screen readers only.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const scrollsSideways = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
    const forScreenReaders = (element: Element) => {
      const style = getComputedStyle(element);
      return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    };
    // Neither seen nor touched (a form's stand-in input beside a drawn checkbox).
    const invisible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.opacity === '0' && style.pointerEvents === 'none';
    };
    const exempt = (element: Element) => {
      for (let at = element.parentElement; at && at.tagName !== 'MAIN'; at = at.parentElement) {
        if (scrollsSideways(at) || forScreenReaders(at)) return true;
      }
      return forScreenReaders(element) || invisible(element);
    };
    const describe = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${label}" ${Math.round(left)}..${Math.round(right)}`;
    };
    const outside = [...document.querySelectorAll('main *')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return (box.left < -0.5 || box.right > innerWidth + 0.5) && !exempt(element);
    });
    // The outermost ones only: what sticks out with its parent says nothing more.
    const outermost = outside.filter((element) => !outside.includes(element.parentElement as Element));
    return {
      documentWidth: document.documentElement.scrollWidth,
      screenWidth: innerWidth,
      outside: outermost.map(describe),
    };
  });

/** Scrolls the action to the middle of the screen; answers what covers its centre, or null. */
const coverOf = (action: Locator) =>
  action.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || x > innerWidth || y < 0 || y > innerHeight)
      return `off the screen at ${x},${y}`;
    const top = document.elementFromPoint(x, y);
    if (top && (top === element || element.contains(top))) return null;
    return top ? `<${top.tagName.toLowerCase()} class="${top.getAttribute('class') ?? ''}">` : 'nothing';
  });

const baselineFile = (name: string) => join(BASELINES, `${name}.png`);

/** The committed picture of a page, when there is one and it is not being rewritten. */
const baselineOf = (name: string): Buffer | null =>
  !UPDATE_BASELINES && existsSync(baselineFile(name)) ? readFileSync(baselineFile(name)) : null;

/**
 * Compares the picture with its baseline (`baselineOf(name)`): null when they match, else what
 * differs and where to look. Without a baseline the picture becomes it (but in CI).
 */
function differenceFromBaseline(name: string, picture: Buffer, committed: Buffer | null): string | null {
  if (committed === null) {
    const file = baselineFile(name);
    if (!UPDATE_BASELINES && IN_CI) return `No baseline ${relative(process.cwd(), file)}`;
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, picture);
    return null;
  }
  // Chromium encodes the same pixels to the same bytes: most pages match without decoding.
  if (committed.equals(picture)) return null;
  const expected = PNG.sync.read(committed);
  const actual = PNG.sync.read(picture);
  mkdirSync(FAILED_PICTURES, { recursive: true });
  const actualFile = join(FAILED_PICTURES, `${name}-actual.png`);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualFile, picture);
    return `${actual.width}×${actual.height} instead of ${expected.width}×${expected.height}: see ${actualFile}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  if (differing === 0) return null;
  const diffFile = join(FAILED_PICTURES, `${name}-diff.png`);
  writeFileSync(actualFile, picture);
  writeFileSync(diffFile, PNG.sync.write(diff));
  return `${differing} pixels differ within ${differingBox(diff)}: see ${actualFile} and ${diffFile}`;
}

/** The box around the pixels a diff picture marks as differing (pixelmatch's pure red), as x and y ranges. */
function differingBox({ width, height, data }: PNG): string {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (data[at] !== 255 || data[at + 1] !== 0 || data[at + 2] !== 0) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  return `x ${left}–${right}, y ${top}–${bottom}`;
}

/**
 * The page's picture once it holds still: taken again until two pictures in a row are the same, so
 * what settles late (a focus ring, a late layout pass) is not caught half-way. A first picture that
 * is the page's baseline to the byte is the page at rest already.
 */
async function stillPicture(
  page: Page,
  options: Parameters<Page['screenshot']>[0],
  baseline: Buffer | null,
): Promise<Buffer> {
  let picture = await page.screenshot(options);
  if (baseline?.equals(picture)) return picture;
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.waitForTimeout(150);
    const next = await page.screenshot(options);
    if (next.equals(picture)) return next;
    picture = next;
  }
  return picture;
}

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    describe(`at ${screen.width}×${screen.height} in ${language === 'th' ? 'Thai' : 'English'}`, () => {
      const text = textsOf(language);
      let context: BrowserContext;
      let page: Page;

      // One browser profile for all the pages of a width and language: the shop's files load once.
      beforeAll(async () => {
        context = await shopperContext(browser, { viewport: screen, language, reducedMotion: 'reduce' });
        page = await context.newPage();
        await page.goto(`${server.url}/robots.txt`);
      });
      afterAll(() => context?.close());

      it.each(PAGES)('$name ($route)', async (pageCase) => {
        await setSession(page, pageCase.signedIn);
        await page.goto(`${server.url}${pageCase.path(shopper)}`);
        const action = pageCase.action(page, text, screen.width < 768);
        // Polled every 50 ms: the page of a visitor who chose the other language shows once the
        // browser has rendered it, and a locator's own wait would look again only after 770 ms.
        await expect.poll(() => action.isVisible()).toBe(true);
        await settled(page, text, { popup: pageCase.popup });

        const width = await overflow(page);
        expect
          .soft(width.documentWidth, 'the document scrolls sideways')
          .toBeLessThanOrEqual(width.screenWidth);
        expect.soft(width.outside, 'elements of the main content stick out of the screen').toEqual([]);

        // Texts that change by run keep their place but are not drawn (a mask's box would follow their
        // width); the frames (the map) show other sites, masked.
        for (const volatile of pageCase.mask?.(page) ?? []) {
          await volatile.evaluateAll((elements) => {
            for (const element of elements) element.setAttribute('data-masked', '');
          });
        }
        const name = `${pageCase.name}-${screen.width}-${language}`;
        const baseline = baselineOf(name);
        const picture = await stillPicture(
          page,
          {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            mask: [page.locator('iframe')],
            // Sections that paint only near the screen (content-visibility: auto) are painted whole.
            style:
              '[data-masked], [data-masked] * { color: transparent !important; } * { content-visibility: visible !important; }',
          },
          baseline,
        );
        expect.soft(differenceFromBaseline(name, picture, baseline), 'the page as shown').toBeNull();

        expect.soft(await coverOf(action), 'the main action is covered').toBeNull();

        expect.soft(await axeViolations(page), 'axe').toEqual([]);
      });
    });
  }
}
