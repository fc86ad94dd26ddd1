import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { products } from '../src/db/schema/index.ts';
import { withPageHead } from '../src/http/page-head.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { storefrontBuild } from './support/routeList.ts';

const INDEX_HTML =
  '<!doctype html><html lang="th"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="ProBuild Computer — ร้านอุปกรณ์คอมพิวเตอร์" />' +
  '<title>ProBuild Computer</title></head><body><div id="root"></div></body></html>';

const SKU = 'CPU-AMD-R7-9800X3D';

/** The JSON-LD of a page. */
const structuredData = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

const storefront = () => storefrontBuild(INDEX_HTML);

/**
 * The app serving a built storefront at http://shop.test, for a describe block; pages asked for
 * with another Host, which no address may take.
 */
function useStorefrontApp() {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await storefront();
    testApp = await createTestApp({
      staticDir,
      settings: readCommerceSettings({ PUBLIC_URL: 'http://shop.test' }),
    });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });
  return {
    get: (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } }),
    database: () => testApp.database,
  };
}

describe('the head of a product page, for search engines and link previews', () => {
  const { get, database } = useStorefrontApp();

  it('names the product, describes it and gives its canonical address and preview', async () => {
    const [row] = await database().db.select().from(products).where(eq(products.sku, SKU));
    const response = await get(`/product/${SKU.toLowerCase()}?section=home`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${row?.nameTh} | ProBuild Computer</title>`);
    expect(response.body).toContain(`<meta name="description" content="${row?.shortDescTh}">`);
    expect(response.body).not.toContain('ร้านอุปกรณ์คอมพิวเตอร์" />');
    expect(response.body).toContain(`<link rel="canonical" href="http://shop.test/product/${SKU}">`);
    expect(response.body).toContain('<meta property="og:type" content="product">');
    expect(response.body).toContain(`<meta property="og:image" content="http://shop.test${row?.images[0]}">`);
  });

  it('carries a schema.org Product whose Offer is the server’s price in baht and its stock', async () => {
    const { db } = database();
    const [row] = await db.select().from(products).where(eq(products.sku, SKU));
    const product = structuredData((await get(`/product/${SKU}`)).body);
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: SKU,
      name: row?.nameTh,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'THB',
        price: ((row?.effectivePrice ?? 0) / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    await db.update(products).set({ stock: 0 }).where(eq(products.sku, SKU));
    expect(structuredData((await get(`/product/${SKU}`)).body).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    await db
      .update(products)
      .set({ stock: row?.stock ?? 0 })
      .where(eq(products.sku, SKU));
  });

  it('takes the product’s own texts as text: no markup, no end of the data block, no replacement patterns', async () => {
    const { db } = database();
    const [row] = await db.select().from(products).where(eq(products.sku, SKU));
    const hostile = `Ryzen "9" <script>alert(1)</script> $& $' </script>`;
    await db.update(products).set({ nameTh: hostile, shortDescTh: hostile }).where(eq(products.sku, SKU));
    const { body } = await get(`/product/${SKU}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain(
      "<title>Ryzen &quot;9&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $' &lt;/script&gt; | ProBuild Computer</title>",
    );
    expect(structuredData(body).name).toBe(hostile);
    // The rest of the page is intact.
    expect(body).toContain('<div id="root"></div></body></html>');
    await db
      .update(products)
      .set({ nameTh: row?.nameTh, shortDescTh: row?.shortDescTh })
      .where(eq(products.sku, SKU));
  });

  it('leaves other routes with the app’s own head', async () => {
    expect((await get('/about')).body).toBe(INDEX_HTML);
  });
});

describe('the head of a list page and of /comset', () => {
  const { get, database } = useStorefrontApp();
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const thaiPath = (...names: string[]) => names.map(encodeURIComponent).join('/');

  it('names a category and gives one canonical address, in Thai names, for every way to write it', async () => {
    const canonical = `http://shop.test/category/${thaiPath('อุปกรณ์คอมพิวเตอร์', 'ซีพียู', 'AMD')}`;
    for (const url of [
      `/category/${thaiPath('อุปกรณ์คอมพิวเตอร์', 'ซีพียู', 'AMD')}`,
      '/category/Computer%20Parts/CPU/AMD',
      '/category/computer-parts/cpu/cpu-amd/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>AMD | ProBuild Computer</title>');
      expect(canonicalOf(response.body), url).toBe(canonical);
      expect(response.body, url).toContain('<meta property="og:type" content="website">');
    }
    expect((await get('/category/cpu')).body).toContain('<title>ซีพียู | ProBuild Computer</title>');
  });

  it('answers ?lang=en in English, each language with its own canonical address and both as alternates', async () => {
    const [row] = await database().db.select().from(products).where(eq(products.sku, SKU));
    const english = await get(`/product/${SKU}?section=home&lang=en`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<title>${row?.nameEn} | ProBuild Computer</title>`);
    expect(canonicalOf(english.body)).toBe(`http://shop.test/product/${SKU}?lang=en`);
    expect(structuredData(english.body)).toMatchObject({ name: row?.nameEn, description: row?.shortDescEn });
    expect(english.body).toContain('<meta property="og:locale" content="en_US">');
    const thai = await get(`/product/${SKU}`);
    expect(thai.body).toContain('<html lang="th">');
    for (const page of [english, thai]) {
      expect(page.body).toContain(
        `<link rel="alternate" hreflang="th" href="http://shop.test/product/${SKU}">`,
      );
      expect(page.body).toContain(
        `<link rel="alternate" hreflang="en" href="http://shop.test/product/${SKU}?lang=en">`,
      );
      expect(page.body).toContain(
        `<link rel="alternate" hreflang="x-default" href="http://shop.test/product/${SKU}">`,
      );
    }
    const category = await get('/category/cpu?lang=en');
    expect(category.body).toContain('<title>CPU | ProBuild Computer</title>');
    expect(canonicalOf(category.body)).toBe(
      `http://shop.test/category/${thaiPath('อุปกรณ์คอมพิวเตอร์', 'ซีพียู')}?lang=en`,
    );
    // Any other value is Thai, the default.
    expect((await get('/comset?lang=fr')).body).toContain('<title>คอมเซ็ต | ProBuild Computer</title>');
  });

  it('names a brand and an active promotion, and the computer-set page', async () => {
    const brand = await get('/brand/asus');
    expect(brand.body).toContain('<title>ASUS | ProBuild Computer</title>');
    expect(canonicalOf(brand.body)).toBe('http://shop.test/brand/ASUS');
    const promotion = await get('/promotion/gaming-week');
    expect(promotion.statusCode).toBe(200);
    expect(canonicalOf(promotion.body)).toBe('http://shop.test/promotion/gaming-week');
    const sets = await get('/comset');
    expect(sets.body).toContain('<title>คอมเซ็ต | ProBuild Computer</title>');
    expect(canonicalOf(sets.body)).toBe('http://shop.test/comset');
  });

  it('names the builder in each language, with its own canonical address', async () => {
    const thai = await get('/specAdd');
    expect(thai.body).toContain('<title>จัดสเปกคอม | ProBuild Computer</title>');
    expect(canonicalOf(thai.body)).toBe('http://shop.test/specAdd');
    const english = await get('/specAdd?lang=en');
    expect(english.body).toContain('<title>Build a PC | ProBuild Computer</title>');
    expect(canonicalOf(english.body)).toBe('http://shop.test/specAdd?lang=en');
    expect(english.body).toContain('<meta property="og:type" content="website">');
  });

  it('names the search results page in each language and asks search engines not to index it', async () => {
    const thai = await get(`/search?q=${encodeURIComponent('การ์ดจอ')}&sort=price_desc`);
    expect(thai.statusCode).toBe(200);
    expect(thai.body).toContain('<title>ผลการค้นหา | ProBuild Computer</title>');
    expect(thai.body).toContain('<meta name="robots" content="noindex">');
    expect(canonicalOf(thai.body)).toBeUndefined();
    const english = await get('/search?q=rtx&lang=en');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<title>Search results | ProBuild Computer</title>');
    expect(english.body).toContain('<meta name="robots" content="noindex">');
    // The other pages may be indexed.
    expect((await get('/comset')).body).not.toContain('noindex');
  });

  it('answers a category, brand or promotion the shop lacks (or has ended) with 404', async () => {
    for (const url of [
      '/category/no-such-category',
      '/category/cpu/no-such-maker',
      '/brand/no-such-brand',
      '/promotion/songkran',
      '/promotion/no-such-promotion',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    expect((await get('/promotion')).statusCode).toBe(200);
  });
});

describe('the shop’s own address', () => {
  it.each([
    ['Host', {}, { host: 'evil.example' }],
    [
      'X-Forwarded-Host from a trusted proxy',
      { TRUST_PROXY: '127.0.0.1' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ],
  ])('is every address of a page’s head, whatever %s a request names', async (_, env, headers) => {
    const staticDir = await storefront();
    // In development, without PUBLIC_URL: the address it listens on.
    const testApp = await createTestApp({ staticDir, settings: readCommerceSettings(env) });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: `/product/${SKU}`, headers });
      const page = `http://localhost:8080/product/${SKU}`;
      expect(response.body).toContain(`<link rel="canonical" href="${page}">`);
      expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="${page}?lang=en">`);
      expect(response.body).toContain(`<meta property="og:url" content="${page}">`);
      expect(structuredData(response.body).offers.url).toBe(page);
      expect(response.body).not.toContain('evil.example');
    } finally {
      await testApp.dispose();
      await rm(staticDir, { recursive: true, force: true });
    }
  });
});

describe("the preloads of a page's first pictures", () => {
  it('come right after the title, each form with its media, their addresses taken as text', () => {
    const pictures = [
      { href: '/images/a"><script>x</script>.jpg', media: '(max-width: 767px)' },
      { href: '/images/$&.jpg' },
    ];
    expect(withPageHead(INDEX_HTML, { head: null, pictures }, 'th', 'http://shop.test')).toBe(
      INDEX_HTML.replace(
        '</title>',
        () =>
          '</title>' +
          '<link rel="preload" as="image" fetchpriority="high" href="/images/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;.jpg" media="(max-width: 767px)">' +
          '<link rel="preload" as="image" fetchpriority="high" href="/images/$&amp;.jpg">',
      ),
    );
  });
});
