import { asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/app.ts';
import {
  categories,
  productBundles,
  productDetails,
  products,
  promotionProducts,
  promotions,
} from '../src/db/schema/index.ts';
import { productDetailRows, productRows } from '../src/seed/products.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully, expectErrorBody } from './support/contract.ts';
import { signUp } from './support/customers.ts';

type ListQuery = Record<string, unknown>;

describe('catalogue products', () => {
  const testApp = useTestApp();

  const db = () => testApp.database.db;
  const list = async (payload: ListQuery) =>
    (await callSuccessfully(testApp.app, 'listProducts', { payload })).data;
  const listStatus = async (payload: unknown) => {
    const { status, body } = await callOperation(testApp.app, 'listProducts', {
      payload: payload as ListQuery,
    });
    return { status, body: body as { message: string; code: string } };
  };
  const skusOf = async (category: string) =>
    (await db().select({ sku: products.sku }).from(products).where(eq(products.categoryKey, category))).map(
      (row) => row.sku,
    );

  describe('seed', () => {
    it('generates the same catalogue on every run', () => {
      expect(JSON.stringify(productRows())).toBe(JSON.stringify(productRows()));
      expect(JSON.stringify(productDetailRows())).toBe(JSON.stringify(productDetailRows()));
    });

    it('puts believable sale prices on part of the catalogue: 3–25 % off, ending in 90 baht', async () => {
      const rows = await db().select().from(products).where(isNotNull(products.salePrice));
      const [all] = await db().select({ rows: count() }).from(products);
      expect(rows.length / (all?.rows ?? 1)).toBeGreaterThan(0.15);
      expect(rows.length / (all?.rows ?? 1)).toBeLessThan(0.35);
      for (const row of rows) {
        const sale = row.salePrice as number;
        expect(sale % 10_000, row.sku).toBe(9_000);
        expect((row.price - sale) / row.price, row.sku).toBeGreaterThanOrEqual(0.03);
        expect((row.price - sale) / row.price, row.sku).toBeLessThanOrEqual(0.25);
        expect(row.tags[0]?.name.en).toBe('Sale');
      }
    });

    it('has sold-out and nearly sold-out products, marks the newest generation new, and fills every card', async () => {
      const rows = await db().select().from(products);
      const details = new Map((await db().select().from(productDetails)).map((row) => [row.sku, row]));
      expect(rows.filter((row) => row.stock === 0).length).toBeGreaterThan(10);
      expect(rows.filter((row) => row.stock > 0 && row.stock < 5).length).toBeGreaterThan(10);
      const bySku = new Map(rows.map((row) => [row.sku, row]));
      expect(bySku.get('CPU-AMD-R7-9800X3D')?.isNew).toBe(true);
      expect(bySku.get('CPU-AMD-R5-5600X')?.isNew).toBe(false);
      expect(bySku.get('GPU-ASUS-RTX5090-TUF-GAMING-32G')?.isNew).toBe(true);
      expect(bySku.get('GPU-MSI-RTX3060-VENTUS-2X-12G')?.isNew).toBe(false);
      for (const row of rows) {
        expect(row.images, row.sku).toEqual([
          `/images/products/${row.sku}/1.svg`,
          `/images/products/${row.sku}/2.svg`,
        ]);
        expect(row.highlights.length, row.sku).toBeGreaterThan(0);
        expect(
          details
            .get(row.sku)
            ?.attributes.at(-1)
            ?.list.map((item) => item.name.en),
        ).toEqual(['Brand', 'Model', 'SKU', 'Warranty']);
        expect(details.get(row.sku)?.longDescTh.startsWith(row.shortDescTh), row.sku).toBe(true);
      }
    });

    it('refreshes the planner’s statistics after loading (PGlite has no autovacuum)', async () => {
      const [stats] = await db()
        .select({ columns: sql<number>`count(*)::int` })
        .from(sql`pg_stats`)
        .where(sql`schemaname = 'public' and tablename = 'products'`);
      expect(stats?.columns).toBeGreaterThan(10);
    });

    it('counts each category’s products, and a group as the sum of its categories', async () => {
      const counted = await db()
        .select({ key: products.categoryKey, rows: count() })
        .from(products)
        .groupBy(products.categoryKey);
      const tree = await db().select().from(categories);
      for (const { key, rows } of counted)
        expect(tree.find((row) => row.key === key)?.productCount).toBe(rows);
      const parts = tree.filter((row) => row.parentKey === 'computer-parts');
      expect(tree.find((row) => row.key === 'computer-parts')?.productCount).toBe(
        parts.reduce((sum, row) => sum + row.productCount, 0),
      );
    });
  });

  describe('GET /web/product-detail/{sku}', () => {
    it('answers the whole product, looked up in any case', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getProductDetail', {
        params: { sku: 'cpu-amd-r7-9800x3d' },
      });
      const [row] = await db().select().from(products).where(eq(products.sku, 'CPU-AMD-R7-9800X3D'));
      expect(data).toMatchObject({
        sku: 'CPU-AMD-R7-9800X3D',
        model: 'Ryzen 7 9800X3D',
        price: row?.price,
        salePrice: row?.salePrice ?? row?.price,
        stock: row?.stock,
        maxQuantity: Math.min(10, row?.stock ?? 0),
        productType: 'product',
        warrantyMonths: 36,
        brand: { key: 'amd', name: 'AMD' },
        category: { key: 'cpu', name: { th: 'ซีพียู', en: 'CPU' } },
      });
      expect(data.categoryPath.map((category) => category.key)).toEqual(['computer-parts', 'cpu', 'cpu-amd']);
      const specs = data.attributes.flatMap((group) => group.list);
      expect(specs).toContainEqual({ name: { th: 'ซ็อกเก็ต', en: 'Socket' }, value: { th: 'AM5', en: 'AM5' } });
      expect(specs).toContainEqual({ name: { th: 'จำนวนคอร์', en: 'Cores' }, value: { th: '8', en: '8' } });
      expect(data.compatibility).toContainEqual({ th: 'เมนบอร์ดซ็อกเก็ต AM5', en: 'Socket AM5 motherboards' });
    });

    it('preselects the product’s colour when it has one', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getProductDetail', {
        params: { sku: 'CASE-MONTECH-XR-BK' },
      });
      expect(data.colors).toEqual([
        { name: { th: 'สีดำ', en: 'Black' }, value: 'black', code: '#000000', available: data.stock > 0 },
      ]);
      expect(data.selectedColor).toEqual(data.colors[0]);
    });

    it('answers 404 "Product not found" for an unknown SKU and 400 for a malformed one', async () => {
      const unknown = await callOperation(testApp.app, 'getProductDetail', {
        params: { sku: 'NO-SUCH-SKU' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        success: false,
        message: 'Product not found',
        code: 'PRODUCT_NOT_FOUND',
      });
      const malformed = await callOperation(testApp.app, 'getProductDetail', {
        params: { sku: "x' or 1=1" },
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe('related products, bundles and computer-set options', () => {
    it('suggests in-stock products of the same category first, then parts that fit, never the product itself', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getRelatedProducts', {
        params: { sku: 'CPU-AMD-R7-9800X3D' },
      });
      const related = data.relatedProducts;
      expect(related.length).toBeGreaterThan(6);
      expect(related.length).toBeLessThanOrEqual(12);
      expect(related.map((product) => product.sku)).not.toContain('CPU-AMD-R7-9800X3D');
      expect(related.every((product) => product.inStock)).toBe(true);
      const firstOther = related.findIndex((product) => product.category.key !== 'cpu');
      expect(firstOther).toBeGreaterThan(0);
      expect(related.slice(firstOther).every((product) => product.category.key !== 'cpu')).toBe(true);
      const boards = related
        .filter((product) => product.category.key === 'motherboard')
        .map((product) => product.sku);
      expect(boards.length).toBeGreaterThan(0);
      const sockets = await db()
        .select({ specs: products.specs })
        .from(products)
        .where(inArray(products.sku, boards));
      expect(sockets.every((row) => row.specs.socket === 'AM5')).toBe(true);
    });

    it('suggests for a cart the parts that fit all its lines together, then best sellers, never what it holds', async () => {
      const me = await signUp(testApp.app);
      const ask = async () =>
        (
          await callSuccessfully(testApp.app, 'getCartRelated', {
            params: { customerId: me.customerId },
            headers: me.headers,
          })
        ).data.relatedProducts;

      // An empty cart: best sellers in stock, no computer set.
      const forEmpty = await ask();
      expect(forEmpty.length).toBe(12);
      expect(
        forEmpty.every((product) => product.inStock && !product.category.key.startsWith('comset-')),
      ).toBe(true);

      // An LGA1700 processor with DDR4 memory: a board must take both, and neither category comes again.
      const inCart = ['CPU-INTEL-I5-14400F', 'RAM-CORSAIR-VENGEANCE-LPX-D4-3200-2X16-CL16'];
      await callSuccessfully(testApp.app, 'addManyToCart', {
        params: { customerId: me.customerId },
        headers: me.headers,
        payload: { items: inCart.map((sku) => ({ sku, quantity: 1 })) },
      });
      const related = await ask();
      expect(related.length).toBeLessThanOrEqual(12);
      expect(related.some((product) => inCart.includes(product.sku))).toBe(false);
      expect(related.some((product) => ['cpu', 'ram'].includes(product.category.key))).toBe(false);
      expect(related.every((product) => product.inStock)).toBe(true);
      const boards = related.filter((product) => product.category.key === 'motherboard');
      expect(boards.length).toBeGreaterThan(0);
      const boardSpecs = await db()
        .select({ specs: products.specs })
        .from(products)
        .where(
          inArray(
            products.sku,
            boards.map((board) => board.sku),
          ),
        );
      expect(boardSpecs.map((row) => [row.specs.socket, row.specs.memoryType])).toEqual(
        boardSpecs.map(() => ['LGA1700', 'DDR4']),
      );
      expect(related.some((product) => product.category.key === 'cooling')).toBe(true);
    });

    it('offers add-ons below their own price, with the saving in the label', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getProductBundles', {
        params: { sku: 'CPU-AMD-R7-9800X3D' },
      });
      expect(data.length).toBeGreaterThan(0);
      for (const item of data) {
        const [addon] = await db().select().from(products).where(eq(products.sku, item.sku));
        expect(addon?.categoryKey).toBe('cooling');
        expect(item.oldPrice).toBe(addon?.effectivePrice);
        expect(item.price).toBeLessThan(item.oldPrice ?? 0);
        const saving = ((item.oldPrice ?? 0) - item.price) / 100;
        expect(item.discountLabel).toEqual({ th: `ลด ${saving} บาท`, en: `${saving} THB off` });
      }
      const stored = await db()
        .select()
        .from(productBundles)
        .where(eq(productBundles.sku, 'CPU-AMD-R7-9800X3D'));
      expect(stored.map((row) => row.bundlePrice).sort()).toEqual(data.map((item) => item.price).sort());
    });

    it('answers 404 for bundles of an unknown product and for options of a product that is not a computer set', async () => {
      const bundles = await callOperation(testApp.app, 'getProductBundles', {
        params: { sku: 'NO-SUCH-SKU' },
      });
      expect(bundles.status).toBe(404);
      const options = await callOperation(testApp.app, 'getComsetOptions', {
        params: { sku: 'CPU-AMD-R7-9800X3D' },
      });
      expect(options.status).toBe(404);
    });
  });

  describe('POST /list-product', () => {
    it('lists a category by its key or by its Thai or English name', async () => {
      const gpus = (await skusOf('gpu')).length;
      for (const dataFilter of ['gpu', 'การ์ดจอ', 'Graphics Card', 'graphics card']) {
        expect((await list({ type: 'category', dataFilter })).total, dataFilter).toBe(gpus);
      }
    });

    it('follows the route’s segments for category_subcategory, at any depth', async () => {
      const [inSubcategory] = await db()
        .select({ rows: count() })
        .from(products)
        .where(eq(products.subcategoryKey, 'gpu-nvidia'));
      const nvidia = inSubcategory?.rows;
      expect((await list({ type: 'category_subcategory', dataFilter: 'การ์ดจอ/NVIDIA GeForce' })).total).toBe(
        nvidia,
      );
      expect(
        (
          await list({
            type: 'category_subcategory',
            dataFilter: 'Computer Parts/Graphics Card/NVIDIA GeForce',
          })
        ).total,
      ).toBe(nvidia);
      expect((await list({ type: 'category_subcategory', dataFilter: 'อุปกรณ์คอมพิวเตอร์/การ์ดจอ' })).total).toBe(
        (await skusOf('gpu')).length,
      );
      const peripherals = await list({ type: 'category', dataFilter: 'peripherals', pageSize: 100 });
      expect(new Set(peripherals.items.map((item) => item.category.key))).toEqual(
        new Set(['monitor', 'keyboard', 'mouse', 'headset']),
      );
    });

    it('lists a brand by key or name, and a promotion in its own order', async () => {
      const byName = await list({ type: 'brand', dataFilter: 'be quiet!' });
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.items.every((item) => item.brand.key === 'be-quiet')).toBe(true);
      expect((await list({ type: 'brand', dataFilter: 'be-quiet' })).total).toBe(byName.total);

      const listed = await db()
        .select({ sku: promotionProducts.sku })
        .from(promotionProducts)
        .where(eq(promotionProducts.promotionKey, 'gaming-week'))
        .orderBy(asc(promotionProducts.sortOrder));
      const page = await list({ type: 'promotion', dataFilter: 'gaming-week', pageSize: 100 });
      expect(page.items.map((item) => item.sku)).toEqual(listed.map((row) => row.sku));
    });

    it('answers 404 for an unknown category, brand or promotion, and for one that has ended', async () => {
      for (const [type, dataFilter] of [
        ['category', 'toasters'],
        ['category_subcategory', 'การ์ดจอ/แรม'],
        ['brand', 'acme'],
        ['promotion', 'no-such-promotion'],
        ['promotion', 'songkran'],
      ]) {
        const { status, body } = await listStatus({ type, dataFilter });
        expect(status, dataFilter).toBe(404);
        expect(body.message).toMatch(dataFilter === 'songkran' ? /ended/ : /not found/);
      }
    });

    it('filters by price on the sale price, by brand, memory type, capacity, video memory and cores', async () => {
      const priced = await list({
        type: 'category',
        dataFilter: 'gpu',
        priceMin: 10_000,
        priceMax: 20_000,
        pageSize: 100,
      });
      expect(priced.total).toBeGreaterThan(0);
      expect(priced.items.every((item) => item.salePrice >= 1_000_000 && item.salePrice <= 2_000_000)).toBe(
        true,
      );
      const discounted = await db().select().from(products).where(isNotNull(products.salePrice));
      const straddling = discounted.find(
        (row) => row.categoryKey === 'gpu' && row.price > 2_000_000 && (row.salePrice ?? 0) <= 2_000_000,
      );
      if (straddling) expect(priced.items.map((item) => item.sku)).toContain(straddling.sku);

      const ddr4 = await list({ type: 'category', dataFilter: 'ram', memoryType: ['DDR4'], pageSize: 100 });
      expect(ddr4.total).toBe(18);
      expect(ddr4.items.every((item) => item.name.en?.includes('DDR4'))).toBe(true);

      const terabyte = await list({
        type: 'category',
        dataFilter: 'storage',
        capacity: ['1TB'],
        pageSize: 100,
      });
      expect(terabyte.total).toBeGreaterThan(5);
      expect(terabyte.items.every((item) => /1TB|1024GB/.test(item.name.en ?? ''))).toBe(true);

      const vram = await list({
        type: 'category',
        dataFilter: 'gpu',
        vram: [16],
        brands: ['asus', 'msi'],
        pageSize: 100,
      });
      expect(vram.total).toBeGreaterThan(0);
      expect(
        vram.items.every(
          (item) => /16GB/.test(item.name.en ?? '') && ['asus', 'msi'].includes(item.brand.key),
        ),
      ).toBe(true);

      const eightCores = await list({ type: 'category', dataFilter: 'cpu', cores: [8], pageSize: 100 });
      expect(eightCores.items.every((item) => item.highlight[0]?.bold.en?.startsWith('8 cores'))).toBe(true);
    });

    it('counts each facet under the other filters, so the drawer can widen a choice', async () => {
      const page = await list({ type: 'category', dataFilter: 'gpu', vram: [16], brands: ['asus'] });
      const vram16 = page.facets.vram.find((option) => option.value === '16');
      expect(vram16?.count).toBe(page.total);
      expect(page.facets.vram.map((option) => option.value)).toEqual(
        expect.arrayContaining(['8', '12', '16']),
      );
      const asus = page.facets.brands.find((option) => option.value === 'asus');
      expect(asus?.count).toBe(page.total);
      expect(page.facets.brands.length).toBeGreaterThan(3);
      expect(page.facets.categories.every((option) => option.value.startsWith('gpu-'))).toBe(true);
      expect(page.facets.price.min).toBeLessThanOrEqual(page.facets.price.max);
    });

    it('sorts by price, date and name', async () => {
      const pricesOf = async (sort: string) =>
        (await list({ type: 'category', dataFilter: 'cpu', sort, pageSize: 100 })).items.map(
          (item) => item.salePrice,
        );
      const ascending = await pricesOf('price_asc');
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = await pricesOf('price_desc');
      expect(descending).toEqual([...descending].sort((a, b) => b - a));

      const namesOf = async (sort: string) =>
        (await list({ type: 'category', dataFilter: 'mouse', sort, pageSize: 100 })).items.map(
          (item) => item.name.en ?? '',
        );
      const byName = await namesOf('name_asc');
      expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(await namesOf('name_desc')).toEqual([...byName].reverse());

      const dates = await db().select({ sku: products.sku, createdAt: products.createdAt }).from(products);
      const createdAt = new Map(dates.map((row) => [row.sku, row.createdAt.getTime()]));
      const newest = (
        await list({ type: 'category', dataFilter: 'monitor', sort: 'newest', pageSize: 100 })
      ).items.map((item) => createdAt.get(item.sku) ?? 0);
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
      const oldest = (
        await list({ type: 'category', dataFilter: 'monitor', sort: 'oldest', pageSize: 100 })
      ).items.map((item) => createdAt.get(item.sku) ?? 0);
      expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    });

    it('pages with a stable total, and answers an empty page past the end', async () => {
      const first = await list({
        type: 'category',
        dataFilter: 'gpu',
        sort: 'name_asc',
        pageSize: 10,
        page: 1,
      });
      const second = await list({
        type: 'category',
        dataFilter: 'gpu',
        sort: 'name_asc',
        pageSize: 10,
        page: 2,
      });
      expect(first.items).toHaveLength(10);
      expect(second.total).toBe(first.total);
      expect(second.items.some((item) => first.items.some((other) => other.sku === item.sku))).toBe(false);
      const beyond = await list({ type: 'category', dataFilter: 'gpu', page: 50 });
      expect(beyond).toMatchObject({ items: [], total: first.total, page: 50, pageSize: 20 });
    });

    it('refuses bad input with 400 and a clear message, never a 500', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{ type: 'category', dataFilter: 'gpu', pageSize: 10_000 }, /pageSize must be <= 100/],
        [{ type: 'category', dataFilter: 'gpu', priceMin: -1 }, /priceMin must be >= 0/],
        [
          { type: 'category', dataFilter: 'gpu', priceMin: 500, priceMax: 100 },
          /priceMin must not be greater/,
        ],
        [{ type: 'category', dataFilter: 'gpu', price: 1 }, /price is not allowed/],
        [{ type: 'shelf', dataFilter: 'gpu' }, /type/],
        [{ type: 'category', dataFilter: '' }, /dataFilter/],
        [{ type: 'category', dataFilter: 'ram', memoryType: ["DDR5' or '1'='1"] }, /memoryType/],
      ];
      for (const [payload, message] of cases) {
        const { status, body } = await listStatus(payload);
        expect(status, JSON.stringify(payload)).toBe(400);
        expect(body.message).toMatch(message);
      }
      const malformed = await testApp.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/list-product`,
        headers: { 'content-type': 'application/json' },
        payload: '{"type": "category",',
      });
      expect(malformed.statusCode).toBe(400);
      expectErrorBody(malformed.json());
    });
  });

  describe('promotions', () => {
    it('lists every promotion by type in order, ended ones included for the client to drop', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getPromotionsByType');
      const stored = await db().select().from(promotions).orderBy(asc(promotions.sortOrder));
      expect(data.sub.map((promotion) => promotion.key)).toEqual(stored.map((row) => row.key));
      expect(data.sub.find((promotion) => promotion.key === 'songkran')?.status).toBe('inactive');
      expect(data.sub.find((promotion) => promotion.key === 'gaming-week')).toMatchObject({
        status: 'active',
        link: '/promotion/gaming-week',
        image: '/images/promotions/gaming-week.svg',
      });
    });

    it('lists the active promotions of a category with only that category’s products', async () => {
      for (const category of ['gpu', 'การ์ดจอ']) {
        const { data } = await callSuccessfully(testApp.app, 'getPromotionsByCategory', {
          params: { category },
        });
        expect(data.map((group) => group.key)).toContain('gaming-week');
        expect(data.every((group) => group.status === 'active')).toBe(true);
        expect(data.every((group) => group.products.every((product) => product.category.key === 'gpu'))).toBe(
          true,
        );
        expect(data.every((group) => group.products.length > 0)).toBe(true);
      }
      const missing = await callOperation(testApp.app, 'getPromotionsByCategory', {
        params: { category: 'toasters' },
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('pictures', () => {
    const get = (url: string, headers?: Record<string, string>) => testApp.app.inject({ url, headers });

    it('draws two pictures of every product, cacheable, and refuses other views and unknown SKUs', async () => {
      for (const view of [1, 2]) {
        const response = await get(`/images/products/GPU-ASUS-RTX5090-TUF-GAMING-32G/${view}.svg`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(response.body).toContain('ASUS');
        expect(response.body).toContain('#00539B');
        const again = await get(`/images/products/gpu-asus-rtx5090-tuf-gaming-32g/${view}.svg`, {
          'if-none-match': String(response.headers.etag),
        });
        expect(again.statusCode).toBe(304);
      }
      expect((await get('/images/products/GPU-ASUS-RTX5090-TUF-GAMING-32G/3.svg')).statusCode).toBe(404);
      expect((await get('/images/products/NO-SUCH-SKU/1.svg')).statusCode).toBe(404);
    });

    it("writes the card picture's brand and model centred below the drawing, clear of the corners", async () => {
      const response = await get('/images/products/CPU-AMD-R5-5500/1.svg');
      const texts = [
        ...response.body.matchAll(/<text x="(\d+)" y="(\d+)" text-anchor="(\w+)"[^>]*>([^<]*)</g),
      ];
      expect(texts.map((text) => text[4])).toEqual(['AMD', 'Ryzen 5 5500']);
      for (const [, x, y, anchor] of texts) {
        // A product card puts its labels in the picture's top corners; the text sits in its lower fifth.
        expect(anchor).toBe('middle');
        expect(Number(x)).toBe(400);
        expect(Number(y)).toBeGreaterThan(620);
      }
    });

    it('draws a logo for every brand', async () => {
      const response = await get('/images/brands/be-quiet.svg');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('be quiet!');
      expect((await get('/images/brands/acme.svg')).statusCode).toBe(404);
    });
  });
});
