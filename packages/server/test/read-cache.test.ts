import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCatalogueVersion } from '../src/catalogue/catalogue-version.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { brands, categories, products } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';

const testApp = useTestApp();
const db = () => testApp.database.db;
const get = (url: string, headers: Record<string, string> = {}, app = testApp.app) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const treeNames = async (app = testApp.app) => {
  const answer = await get('/web/categories/tree', {}, app);
  expect(answer.statusCode).toBe(200);
  return { etag: answer.headers.etag, body: answer.body };
};
const GPU_BANNER_SKU = 'GPU-ASUS-RTX5090-TUF-GAMING-32G';
const bannerCard = async () => {
  const answer = await get('/pages/home/list-banner/active');
  expect(answer.statusCode).toBe(200);
  const banners: { products: { product: { sku: string; salePrice: number; inStock: boolean } }[] }[] =
    answer.json().data;
  return banners.flatMap((banner) => banner.products).find(({ product }) => product.sku === GPU_BANNER_SKU)
    ?.product;
};

describe("the server's own copy of the tree and content", () => {
  // A second instance on the same database, as a second server process behind a proxy would be.
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    other = await buildApp({
      database: testApp.database,
      staticDir: false,
      settings: readCommerceSettings({}),
    });
  });
  afterAll(() => other.close());

  it('answers a repeat read with the same body and ETag, and a held ETag with 304', async () => {
    const first = await treeNames();
    const again = await treeNames();
    expect(again).toEqual(first);
    const conditional = await get('/web/categories/tree', { 'if-none-match': String(first.etag) });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('shows an edit of the catalogue on every instance at their next read', async () => {
    const before = await treeNames();
    expect(await treeNames(other)).toEqual(before);

    await db().update(categories).set({ nameEn: 'Processors (edited)' }).where(eq(categories.key, 'cpu'));

    for (const app of [testApp.app, other]) {
      const after = await treeNames(app);
      expect(after.body).toContain('Processors (edited)');
      expect(after.etag).not.toBe(before.etag);
      // The old ETag no longer matches: a cache in front gets the new tree.
      const conditional = await get('/web/categories/tree', { 'if-none-match': String(before.etag) }, app);
      expect(conditional.statusCode).toBe(200);
    }
  });

  it('shows a new price in the content at once, and a sale only when it sells the last unit', async () => {
    const card = await bannerCard();
    expect(card?.inStock).toBe(true);
    await db()
      .update(products)
      .set({ salePrice: sql`${products.price} - 100` })
      .where(eq(products.sku, GPU_BANNER_SKU));
    const [row] = await db().select().from(products).where(eq(products.sku, GPU_BANNER_SKU));
    expect((await bannerCard())?.salePrice).toBe(Number(row?.price) - 100);

    // Selling all but one unit changes no cached answer: the version stays.
    const version = await readCatalogueVersion(db());
    await db().update(products).set({ stock: 1 }).where(eq(products.sku, GPU_BANNER_SKU));
    expect(await readCatalogueVersion(db())).toBe(version);
    // The last unit makes the product out of stock: the version moves and the card says so.
    await db().update(products).set({ stock: 0 }).where(eq(products.sku, GPU_BANNER_SKU));
    expect(await readCatalogueVersion(db())).toBeGreaterThan(version);
    expect((await bannerCard())?.inStock).toBe(false);
  });

  it("keeps a product's page per version but reads its stock for every answer", async () => {
    const sku = 'CPU-AMD-R7-9800X3D';
    const detail = async () => {
      const answer = await get(`/web/product-detail/${sku.toLowerCase()}`);
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    await db().update(products).set({ stock: 25 }).where(eq(products.sku, sku));
    expect(await detail()).toMatchObject({ stock: 25, maxQuantity: 10, inStock: true });
    await db().update(products).set({ stock: 3 }).where(eq(products.sku, sku));
    expect(await detail()).toMatchObject({ stock: 3, maxQuantity: 3, inStock: true });
    await db().update(products).set({ stock: 0 }).where(eq(products.sku, sku));
    expect(await detail()).toMatchObject({ stock: 0, maxQuantity: 0, inStock: false });
    await db()
      .update(products)
      .set({ nameEn: 'Ryzen 7 9800X3D (edited)', stock: 7 })
      .where(eq(products.sku, sku));
    expect(await detail()).toMatchObject({ name: { en: 'Ryzen 7 9800X3D (edited)' }, stock: 7 });
    expect((await get('/web/product-detail/NO-SUCH-SKU')).statusCode).toBe(404);
  });

  it('answers pages asked for at once, read in one batch, each with its own stock', async () => {
    const rows = await db().select({ sku: products.sku }).from(products).limit(6);
    await Promise.all(
      rows.map((row, index) =>
        db()
          .update(products)
          .set({ stock: index * 3 })
          .where(eq(products.sku, row.sku)),
      ),
    );
    const answers = await Promise.all(
      [...rows.map((row) => row.sku), 'NO-SUCH-SKU'].map((sku) => get(`/web/product-detail/${sku}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([...rows.map(() => 200), 404]);
    expect(answers.slice(0, rows.length).map((answer) => answer.json().data.stock)).toEqual(
      rows.map((_, index) => index * 3),
    );
  });

  it("counts a list's facets again when the catalogue changes, and reads its page every time", async () => {
    const list = async (body: Record<string, unknown> = {}) => {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/list-product',
        payload: { type: 'category', dataFilter: 'gpu', sort: 'price_desc', pageSize: 1, ...body },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    const before = await list();
    const top: string = before.items[0].sku;
    await db()
      .update(products)
      .set({ price: sql`${products.price} + 100000`, salePrice: null })
      .where(eq(products.sku, top));
    const [row] = await db().select().from(products).where(eq(products.sku, top));
    const after = await list();
    expect(after.facets.price.max).toBe(row?.price);
    expect(after.facets.price.max).toBeGreaterThan(before.facets.price.max);
    // A price range (whole baht) is counted on its own: the product above it drops out of the total.
    const belowTop = await list({ priceMax: Math.ceil(Number(row?.price) / 100) - 1 });
    expect(belowTop.total).toBe(after.total - 1);
    // Selling the last unit moves no facet, but the page shows the product out of stock at once.
    await db().update(products).set({ stock: 0 }).where(eq(products.sku, top));
    expect((await list()).items[0]).toMatchObject({ sku: top, inStock: false });
  });

  it("keeps a list's cards per version, so an edit shows on every instance and the stock is live", async () => {
    const list = async (app = testApp.app) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/list-product',
        payload: { type: 'category', dataFilter: 'ram', sort: 'name_asc', pageSize: 5 },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().data.items as {
        sku: string;
        name: { en: string };
        salePrice: number;
        inStock: boolean;
      }[];
    };
    const [first] = await list();
    expect(await list(other)).toEqual(await list());
    const sku = String(first?.sku);
    await db()
      .update(products)
      .set({ nameEn: `${first?.name.en} (edited)`, salePrice: 123_400, stock: 7 })
      .where(eq(products.sku, sku));
    for (const app of [testApp.app, other]) {
      expect((await list(app)).find((card) => card.sku === sku)).toMatchObject({
        name: { en: `${first?.name.en} (edited)` },
        salePrice: 123_400,
        inStock: true,
      });
    }
    await db().update(products).set({ stock: 0 }).where(eq(products.sku, sku));
    for (const app of [testApp.app, other]) {
      expect((await list(app)).find((card) => card.sku === sku)?.inStock).toBe(false);
    }
  });

  it("reads the brands again when they change, so a renamed brand's list is found", async () => {
    const list = (dataFilter: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/list-product',
        payload: { type: 'brand', dataFilter, sort: 'price_asc' },
      });
    expect((await list('Corsair')).statusCode).toBe(200);
    expect((await list('Corsair Gaming')).statusCode).toBe(404);
    await db().update(brands).set({ name: 'Corsair Gaming' }).where(eq(brands.key, 'corsair'));
    expect((await list('Corsair Gaming')).statusCode).toBe(200);
  });
});
