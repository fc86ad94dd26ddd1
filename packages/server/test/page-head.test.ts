import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { products } from '../src/db/schema/index.ts';
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

describe('the head of a product page, for search engines and link previews', () => {
  let staticDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    staticDir = await storefront();
    testApp = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await rm(staticDir, { recursive: true, force: true });
  });
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });

  it('names the product, describes it and gives its canonical address and preview', async () => {
    const [row] = await testApp.database.db.select().from(products).where(eq(products.sku, SKU));
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
    const { db } = testApp.database;
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
    const { db } = testApp.database;
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

describe('with PUBLIC_URL set', () => {
  it('gives the canonical address from it, not from the Host a request names', async () => {
    const staticDir = await storefront();
    const testApp = await createTestApp({
      staticDir,
      settings: readCommerceSettings({ PUBLIC_URL: 'https://shop.example' }),
    });
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/product/${SKU}`,
        headers: { host: 'evil.example' },
      });
      expect(response.body).toContain(`<link rel="canonical" href="https://shop.example/product/${SKU}">`);
      expect(response.body).not.toContain('evil.example');
    } finally {
      await testApp.dispose();
      await rm(staticDir, { recursive: true, force: true });
    }
  });
});
