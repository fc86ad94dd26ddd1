import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { untilHydrated } from './support/hydrated.ts';
import { sharedServer } from './support/productionServer.ts';
import { callApi, inStockSkus, newCustomer, signedInContext } from './support/shopApi.ts';
import { shopperContext } from './support/shopperContext.ts';

const server = sharedServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const MOUSE = 'MS-RAZER-DEATHADDER-ESSENTIAL-BK';

interface Listed {
  items: { sku: string; name: { en?: string; th: string } }[];
  total: number;
}

/** The page's HTML as a search engine or a browser without scripts gets it. */
async function html(path: string): Promise<string> {
  const response = await fetch(new URL(path, server.url));
  expect(response.status, path).toBe(200);
  return response.text();
}

/**
 * The page's own elements, but for the hidden inputs Radix's radio groups and checkboxes draw beside
 * their buttons for a form: it drops them once it sees they are in none.
 */
const PAGE_CONTENT = '#root main *:not(input[aria-hidden="true"])';

/**
 * What a first-time visitor's browser does with the server's markup: the elements `kept` (a selector)
 * stay in place, hydrated rather than rendered again. (Parts drawn for wider screens than the server
 * assumes, such as a list's filter sidebar, are added once hydrated.)
 */
async function openRendered(path: string, width: number, kept = PAGE_CONTENT, context?: BrowserContext) {
  const page = await (
    context ?? (await shopperContext(browser, { viewport: { width, height: 900 } }))
  ).newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The server's elements, noted before any script of the page runs.
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = [
        ...document.querySelectorAll(selector),
      ];
    });
  }, kept);
  await page.goto(new URL(path, server.url).href);
  await untilHydrated(page);
  const nodes = await page.evaluate(() => {
    const noted = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return { noted: noted.length, kept: noted.filter((node) => node.isConnected).length };
  });
  return { page, errors, nodes };
}

/**
 * Opens `path` in a new page of `context`, noting how the server's markup looks as the parser
 * inserts it, before the app's scripts run (its `visibility`).
 */
async function openNotingMarkup(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.querySelector('#root[data-server-render]');
      if (!root) return;
      (window as unknown as { serverMarkup?: string }).serverMarkup = getComputedStyle(root).visibility;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(new URL(path, server.url).href);
  const visibility = await page.evaluate(() => (window as unknown as { serverMarkup: string }).serverMarkup);
  return { page, visibility };
}

/** The API paths the page called itself (those in the server's markup it did not need to). */
const calledPaths = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/api/')),
  );

/**
 * Notes in window.intlUsed each number or date format the page creates, and each locale check. The
 * first one makes the browser build its list of locales, tens of milliseconds on a phone's core.
 */
function noteIntlFormats() {
  const used: string[] = [];
  (window as unknown as { intlUsed: string[] }).intlUsed = used;
  const intl = Intl as unknown as Record<string, object>;
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    const original = intl[name] as typeof Intl.NumberFormat;
    intl[name] = new Proxy(original, {
      construct: (target, args) => {
        used.push(name);
        return Reflect.construct(target, args);
      },
      apply: (target, self, args) => {
        used.push(name);
        return Reflect.apply(target, self, args);
      },
      get: (target, key, receiver) =>
        key === 'supportedLocalesOf'
          ? (...args: Parameters<typeof original.supportedLocalesOf>) => {
              used.push(`${name}.supportedLocalesOf`);
              return target.supportedLocalesOf(...args);
            }
          : Reflect.get(target, key, receiver),
    });
  }
  for (const [owner, key] of [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
  ] as const) {
    const original = (owner as unknown as Record<string, (...args: unknown[]) => string>)[key] as (
      ...args: unknown[]
    ) => string;
    Object.defineProperty(owner, key, {
      value(this: unknown, ...args: unknown[]) {
        used.push(key);
        return original.apply(this, args);
      },
    });
  }
}

describe('the first view of a server-rendered page', () => {
  it.each([
    ['/'],
    [`/product/${MOUSE}?section=home`],
    ['/category/gpu?sort=price_asc'],
    ['/comset'],
    [`/product/${MOUSE}?lang=en`],
  ])('%s is hydrated without creating a number or date format', async (path) => {
    const context = await shopperContext(browser, { viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.addInitScript(noteIntlFormats);
    await page.goto(new URL(path, server.url).href);
    await untilHydrated(page);
    // Prices and counts are on the page, written without Intl.
    await expect.poll(() => page.locator('#root').textContent()).toMatch(/฿\d/);
    expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)).toEqual([]);
    await context.close();
  });
});

describe('product, list, computer-set and builder pages rendered on the server for a first visit', () => {
  it('a product page: its name, price and buying in the HTML, hydrated in place without its calls again', async () => {
    const detail = await callApi<{ name: { th: string } }>(server, 'GET', `/web/product-detail/${MOUSE}`);
    const markup = await html(`/product/${MOUSE}?section=home`);
    expect(markup).toMatch(/<div id="root" data-server-render="th">/);
    expect(markup).toContain(`>${detail.name.th}</h1>`);
    expect(markup).toContain('>เพิ่มลงตะกร้า</button>');

    const { page, errors, nodes } = await openRendered(`/product/${MOUSE}?section=home`, 375);
    expect(nodes.noted).toBeGreaterThan(20);
    expect(nodes.kept).toBe(nodes.noted);
    expect(errors).toEqual([]);
    const calls = await calledPaths(page);
    expect(calls.filter((path) => path.startsWith('/api/v1/web/product-detail/'))).toEqual([]);
    // Hydrated, it works as the app: the quantity steps up.
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
    expect(await page.getByRole('spinbutton').inputValue()).toBe('2');
    await page.context().close();
  });

  it("a computer set's page: its options and the price of its default configuration (asked for once the set is known) in the HTML, not asked for again", async () => {
    const sku = 'SET-PROBUILD-GAMER-1440P';
    const options = await callApi<{ levels: { key: string; selection: Record<string, string> }[] }>(
      server,
      'GET',
      `/web/product-detail/${sku}/comset-options`,
    );
    const level = options.levels.find((candidate) => candidate.key === 'default') ?? options.levels[0];
    const quote = await callApi<{ unitPrice: number }>(
      server,
      'POST',
      `/web/product-detail/${sku}/comset-price`,
      {
        body: { level: level?.key, ...level?.selection, extras: [] },
      },
    );
    const markup = await html(`/product/${sku}`);
    expect(markup).not.toContain('กำลังโหลดตัวเลือกสเปก');
    const state = JSON.parse(/id="server-render-state">(.*?)<\/script>/.exec(markup)?.[1] ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: { data: { unitPrice?: number } } } }[];
    };
    const answer = (call: string) =>
      state.queries.find((query) => query.queryKey[1] === call)?.state.data.data;
    expect(answer('/web/product-detail/{sku}/comset-options')).toBeDefined();
    expect(answer('/web/product-detail/{sku}/comset-price')?.unitPrice).toBe(quote.unitPrice);

    const { page, errors } = await openRendered(`/product/${sku}`, 1280);
    expect(errors).toEqual([]);
    expect((await calledPaths(page)).filter((path) => /\/comset-(options|price)$/.test(path))).toEqual([]);
    await page.context().close();
  });

  it("keeps the name of what the page shows in the window title once hydrated, and follows the app's moves", async () => {
    const detail = await callApi<{ name: { th: string }; categoryPath: { name: { th: string } }[] }>(
      server,
      'GET',
      `/web/product-detail/${MOUSE}`,
    );
    const { page } = await openRendered(`/product/${MOUSE}?section=home`, 375);
    const productTitle = `${detail.name.th} | ProBuild Computer`;
    expect(await page.title()).toBe(productTitle);
    // Long enough for the app's effects after hydration to have run.
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
    expect(await page.title()).toBe(productTitle);
    // The breadcrumb's last category: the category's name.
    const category = detail.categoryPath.at(-1)?.name.th ?? '';
    await page
      .getByRole('navigation', { name: 'เส้นทางหมวดหมู่ของสินค้า' })
      .getByRole('link', { name: category })
      .click();
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${category} | ProBuild Computer`);
    await page.context().close();
  });

  it('a list page: the filtered, ordered page of products from its address, linked to each product', async () => {
    const path = '/category/gpu?sort=price_asc&page=2';
    const markup = await html(path);
    // The call the page was rendered from, as the markup carries it for the browser.
    const state = JSON.parse(/id="server-render-state">(.*?)<\/script>/.exec(markup)?.[1] ?? 'null') as {
      queries: { queryKey: [string, string, { body: Record<string, unknown> }] }[];
    };
    const call = state.queries.find(({ queryKey }) => queryKey[1] === '/list-product')?.queryKey[2];
    expect(call?.body).toMatchObject({ sort: 'price_asc', page: 2 });
    const listed = await callApi<Listed>(server, 'POST', '/list-product', { body: call?.body });
    expect(listed.items.length).toBeGreaterThan(0);
    const linked = [...markup.matchAll(/<a [^>]*href="\/product\/([^"?]+)\?section=home"/g)].map(
      (match) => match[1],
    );
    // Each card links twice (its picture and its name), in the server's order.
    expect([...new Set(linked)]).toEqual(listed.items.map((item) => item.sku));
    // The first row's pictures are fetched as the HTML arrives; the rest once near the screen.
    const pictures = [...markup.matchAll(/<img [^>]*src="\/images\/products\/[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(pictures.length).toBeGreaterThan(3);
    expect(pictures.map((picture) => /loading="(\w+)"/.exec(picture)?.[1])).toEqual(
      pictures.map((_, index) => (index < 3 ? 'eager' : 'lazy')),
    );
    expect(pictures.filter((picture) => /fetchpriority="high"/i.test(picture))).toHaveLength(3);

    const { page, errors, nodes } = await openRendered(path, 1280, '#root main ul li *');
    expect(nodes.noted).toBeGreaterThan(40);
    expect(nodes.kept).toBe(nodes.noted);
    expect(errors).toEqual([]);
    expect((await calledPaths(page)).filter((call) => call.endsWith('/list-product'))).toEqual([]);
    await page.context().close();
  });

  it('the computer-set page: its sets in the HTML, and hydrated in place', async () => {
    const markup = await html('/comset');
    expect(markup).toMatch(/<div id="root" data-server-render="th">/);
    expect(markup).toMatch(/href="\/product\/[^"]+\?section=comset"/);
    const { errors, nodes, page } = await openRendered(
      '/comset',
      375,
      '#root main h2, #root main a[href^="/product/"] *',
    );
    expect(nodes.noted).toBeGreaterThan(40);
    expect(nodes.kept).toBe(nodes.noted);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the builder: empty for a visitor who keeps no build, laid out for the window and hydrated in place', async () => {
    const markup = await html('/specAdd');
    expect(markup).toMatch(/<div id="root" data-server-render="th">/);
    expect(markup).toMatch(/<h1[^>]*>จัดสเปกคอม<\/h1>/);
    for (const width of [375, 1280]) {
      const { errors, nodes, page } = await openRendered(
        '/specAdd',
        width,
        '#root main h1, #root main nav[aria-label] li *',
      );
      expect(nodes.noted, `${width}`).toBeGreaterThan(20);
      expect(nodes.kept, `${width}`).toBe(nodes.noted);
      expect(errors, `${width}`).toEqual([]);
      // On a wide window the parts are listed beside the categories once the app runs.
      if (width === 1280)
        await page
          .getByRole('button', { name: /^เลือก / })
          .first()
          .waitFor();
      await page.context().close();
    }
  });

  it('hides the empty builder from a visitor who keeps a build, whose own build the app shows', async () => {
    const [cpu] = (
      await callApi<Listed>(server, 'POST', '/list-product', {
        body: {
          type: 'category',
          dataFilter: 'cpu',
          page: 1,
          pageSize: 1,
        },
      })
    ).items;
    const context = await shopperContext(browser, { viewport: { width: 375, height: 812 } });
    await context.addInitScript((sku) => {
      if (window === window.top) localStorage.setItem('probuild.specBuild', `cpu=${sku}`);
    }, cpu?.sku);
    const { page, visibility } = await openNotingMarkup(context, '/specAdd');
    expect(visibility).toBe('hidden');
    await page
      .getByRole('navigation', { name: 'หมวดอุปกรณ์' })
      .getByText(cpu?.name.th ?? '', { exact: true })
      .waitFor();
    await context.close();
  });

  it('an English address is rendered in English, with its English head', async () => {
    const detail = await callApi<{ name: { en: string } }>(server, 'GET', `/web/product-detail/${MOUSE}`);
    const markup = await html(`/product/${MOUSE}?lang=en`);
    expect(markup).toContain('<html lang="en"');
    expect(markup).toMatch(/<div id="root" data-server-render="en">/);
    expect(markup).toContain('Add to Cart');
    const { page, errors, nodes } = await openRendered(`/product/${MOUSE}?lang=en`, 1280);
    expect(nodes.kept).toBe(nodes.noted);
    expect(errors).toEqual([]);
    await page.getByRole('heading', { level: 1, name: detail.name.en }).waitFor();
    await page.context().close();
  });

  it('hides the Thai markup from a visitor who chose English, whose page the app renders in English', async () => {
    const context = await shopperContext(browser, { viewport: { width: 375, height: 812 }, language: 'en' });
    const { page, visibility } = await openNotingMarkup(context, `/product/${MOUSE}`);
    expect(visibility).toBe('hidden');
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    await context.close();
  });

  it("asks for a signed-in visitor's session with the app's entry, and for a first-time visitor's only later", async () => {
    // The module preloads in the page when the loader inserts the entry, before any of the app runs.
    const preloadsWithEntry = async (context: BrowserContext) => {
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('script[type="module"][src]')) return;
          (window as unknown as { preloads: string[] }).preloads = [
            ...document.querySelectorAll('link[rel="modulepreload"]'),
          ].map((link) => link.getAttribute('href') ?? '');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/product/${MOUSE}`);
      await page.waitForFunction(() => 'preloads' in window);
      const preloads = await page.evaluate(() => (window as unknown as { preloads: string[] }).preloads);
      await context.close();
      return preloads;
    };
    const viewport = { width: 375, height: 812 };
    const guest = await preloadsWithEntry(await shopperContext(browser, { viewport }));
    const signedIn = await preloadsWithEntry(
      await signedInContext(browser, await newCustomer(server), { viewport }),
    );
    // The page's own chunks come with the entry for both.
    expect(guest.some((href) => href.includes('/ProductPage-'))).toBe(true);
    expect(guest.filter((href) => href.includes('/sessionActor-'))).toEqual([]);
    expect(
      signedIn.filter((href) => !guest.includes(href)).some((href) => href.includes('/sessionActor-')),
    ).toBe(true);
  });

  it('marks the app chunk, and no other script of the page, to be compiled as it arrives', async () => {
    const page = await html(`/product/${MOUSE}`);
    const scripts: string[] = JSON.parse(/<script [^>]*id="app-scripts">([^<]*)</.exec(page)?.[1] ?? '[]');
    const marked: string[] = [];
    for (const script of scripts) {
      // As the browser gets it: compressed (the build's .br copy), then decoded.
      const body = await (await fetch(new URL(script, server.url))).text();
      if (body.startsWith('//# allFunctionsCalledOnLoad\n')) marked.push(script);
    }
    expect(marked).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/)]);
    expect(scripts.length).toBeGreaterThan(10);
  });
});

describe("a signed-in shopper's cart rendered on the server", () => {
  interface CartAnswer {
    items: { sku: string; quantity: number }[];
  }

  /** The cart page's HTML and headers for a request that carries `cookie`. */
  async function cartPage(cookie?: string) {
    const response = await fetch(new URL('/cart', server.url), cookie ? { headers: { cookie } } : {});
    expect(response.status).toBe(200);
    return { body: await response.text(), headers: response.headers };
  }

  /** A new customer with one in-stock product of `category` in the cart. */
  async function customerWithCart(category: string) {
    const shopper = await newCustomer(server);
    const [product] = await inStockSkus(server, category, 1);
    if (!product) throw new Error(`the seed has no ${category} in stock`);
    await callApi(server, 'POST', `/cart/add/${shopper.customer._id}`, {
      token: shopper.token,
      body: { sku: product.sku, quantity: 1 },
    });
    return { shopper, product };
  }

  /** A browser profile of the shopper in which a page of the app has run, and so kept the cart's cookies. */
  async function contextWithCookies(
    shopper: Awaited<ReturnType<typeof newCustomer>>,
    width: number,
    language?: 'en',
  ) {
    const context = await signedInContext(browser, shopper, { viewport: { width, height: 900 } });
    if (language) await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const first = await context.newPage();
    await first.goto(`${server.url}/about`);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cart_language')?.value)
      .toBe(language ?? 'th');
    await first.close();
    return context;
  }

  it('is rendered for the owner of the cookie alone, kept by no cache', async () => {
    const { shopper: owner, product } = await customerWithCart('cpu');
    const other = await newCustomer(server);
    const name = product.name.th;

    const own = await cartPage(`cart_session=${encodeURIComponent(owner.token)}`);
    expect(own.body).toContain(name);
    expect(own.body).toContain(`<meta name="rendered-for" content="${owner.customer._id}">`);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('vary')).toMatch(/\bcookie\b/);

    // Another customer's cookie gets their own (empty) cart; none, or a token the server does not
    // know, gets the page the browser renders.
    const others = await cartPage(`cart_session=${encodeURIComponent(other.token)}`);
    expect(others.body).toContain(`content="${other.customer._id}"`);
    expect(others.body).not.toContain(name);
    for (const cookie of [undefined, 'cart_session=not-a-session', `cart_session_x=${owner.token}`]) {
      const page = await cartPage(cookie);
      expect(page.body).not.toContain(name);
      expect(page.body).not.toContain('rendered-for');
      expect(page.body).toContain('<div id="root"></div>');
    }
    // After logout the same cookie renders nothing of the cart, and is removed.
    await callApi(server, 'POST', '/customers/logout', { token: owner.token });
    const loggedOut = await cartPage(`cart_session=${encodeURIComponent(owner.token)}`);
    expect(loggedOut.body).not.toContain(name);
    expect(loggedOut.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^cart_session=; Path=\/cart; Max-Age=0;/),
      expect.stringMatching(/^cart_language=; Path=\/cart; Max-Age=0;/),
    ]);
  });

  it.each([375, 1280])(
    'is kept by the app, hydrated in place at %i px, and changed through the server',
    async (width) => {
      const { shopper } = await customerWithCart('ram');
      const context = await contextWithCookies(shopper, width);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cart_session')).toMatchObject({
        path: '/cart',
        sameSite: 'Strict',
        httpOnly: false,
        value: encodeURIComponent(shopper.token),
      });

      const { page, errors, nodes } = await openRendered('/cart', width, PAGE_CONTENT, context);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-client-render'))).toBe(
        false,
      );
      expect(nodes.noted).toBeGreaterThan(10);
      expect(nodes.kept).toBe(nodes.noted);
      expect(errors).toEqual([]);
      // The cart's answer came with the page: the app did not ask for it again.
      expect(await calledPaths(page)).not.toContain(`/api/v1/cart/${shopper.customer._id}`);

      // The line's quantity, the one spin button of the page.
      await page.getByRole('spinbutton').press('ArrowUp');
      await expect
        .poll(async () => {
          const cart = await callApi<CartAnswer>(server, 'GET', `/cart/${shopper.customer._id}`, {
            token: shopper.token,
          });
          return cart.items.map((item) => item.quantity);
        })
        .toEqual([2]);
      await context.close();
    },
  );

  it.each([375, 1280])(
    "at %i px, keeps the cart's main actions pressed before the app has started, and does them once it has",
    async (width) => {
      const { shopper } = await customerWithCart('ram');
      const context = await contextWithCookies(shopper, width);
      const page = await context.newPage();
      // The app's entry arrives late, so the presses certainly come first.
      let releaseEntry: () => void = () => {};
      const entryHeld = new Promise<void>((release) => (releaseEntry = release));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await entryHeld;
        await route.continue();
      });
      await page.goto(`${server.url}/cart`, { waitUntil: 'domcontentloaded' });
      // A quantity step, then the checkout's first step: the last press is the one kept.
      await page.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
      await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
      expect(await page.getByRole('radiogroup', { name: 'วิธีการจัดส่ง' }).count()).toBe(0);
      releaseEntry();
      await untilHydrated(page);
      await page.getByRole('radiogroup', { name: 'วิธีการจัดส่ง' }).waitFor({ timeout: 15_000 });
      // Only the last press was made: the quantity stayed as it was.
      const cart = await callApi<CartAnswer>(server, 'GET', `/cart/${shopper.customer._id}`, {
        token: shopper.token,
      });
      expect(cart.items.map((item) => item.quantity)).toEqual([1]);
      await context.close();
    },
  );

  it('is rendered in the language the shopper chose, and hydrated in it', async () => {
    const { shopper } = await customerWithCart('cpu');
    const context = await contextWithCookies(shopper, 375, 'en');

    const { page, errors, nodes } = await openRendered('/cart', 375, PAGE_CONTENT, context);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(nodes.noted).toBeGreaterThan(10);
    expect(nodes.kept).toBe(nodes.noted);
    expect(errors).toEqual([]);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/1 product(?!s)/);
    await context.close();
  });
});
