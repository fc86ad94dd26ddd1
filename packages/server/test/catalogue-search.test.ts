import type { components } from '@probuild/api-client/schema';
import { and, count, eq, gt, like, max, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productChanges, products } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';

describe('GET /web/search-product/search', () => {
  const testApp = useTestApp();

  const search = async (q: string, limit?: number) => {
    const body = await callSuccessfully(testApp.app, 'searchProducts', {
      query: { q, ...(limit && { limit: String(limit) }) },
    });
    return { ...body, skus: body.data.map((product) => product.sku) };
  };
  const categoryOf = async (skus: string[]) => {
    const rows = await testApp.database.db
      .select({ sku: products.sku, category: products.categoryKey })
      .from(products);
    const bySku = new Map(rows.map((row) => [row.sku, row.category]));
    return new Set(skus.map((sku) => bySku.get(sku)));
  };
  const countWhere = async (condition?: SQL) => {
    const [row] = await testApp.database.db.select({ rows: count() }).from(products).where(condition);
    return row?.rows ?? 0;
  };

  it('finds graphics cards for the Thai word การ์ดจอ, although their names are English', async () => {
    const { data, skus } = await search('การ์ดจอ', 50);
    expect(data).toHaveLength(50);
    expect(await categoryOf(skus)).toEqual(new Set(['gpu']));
    expect((await search('การ์ด')).data.length).toBeGreaterThan(0);
  });

  it('puts every RTX 5070 card first for "rtx 5070"', async () => {
    const { data } = await search('rtx 5070', 50);
    const inCatalogue = await countWhere(like(products.searchText, '%rtx 5070%'));
    expect(inCatalogue).toBeGreaterThanOrEqual(6);
    expect(data.slice(0, inCatalogue).every((product) => /RTX 5070/.test(product.name.en ?? ''))).toBe(true);
    expect(await categoryOf(data.map((product) => product.sku))).toEqual(new Set(['gpu']));
  });

  it('finds AMD processors for "ryzen", case-insensitively', async () => {
    const { data, skus } = await search('RYZEN', 50);
    const ryzens = await countWhere(and(eq(products.brandKey, 'amd'), like(products.searchText, '%ryzen%')));
    expect(data).toHaveLength(Math.min(ryzens, 50));
    expect(await categoryOf(skus)).toEqual(new Set(['cpu']));
    expect(data.every((product) => product.name.en?.startsWith('AMD Ryzen'))).toBe(true);
  });

  it('finds a product by its SKU in any case, and by its exact model first', async () => {
    expect((await search('CPU-AMD-R7-9800X3D')).skus[0]).toBe('CPU-AMD-R7-9800X3D');
    expect((await search('cpu-amd-r7-9800x3d')).skus[0]).toBe('CPU-AMD-R7-9800X3D');
    expect((await search('Ryzen 7 9800X3D')).skus[0]).toBe('CPU-AMD-R7-9800X3D');
  });

  it('narrows "แรม ddr5" to DDR5 memory, with or without the space', async () => {
    const ddr5Kits = await countWhere(and(eq(products.categoryKey, 'ram'), eq(products.memoryType, 'DDR5')));
    for (const query of ['แรม ddr5', 'แรมddr5', 'แรม DDR5']) {
      const { data, skus } = await search(query, 50);
      expect(data).toHaveLength(ddr5Kits);
      expect(await categoryOf(skus)).toEqual(new Set(['ram']));
      expect(data.every((product) => product.name.en?.includes('DDR5'))).toBe(true);
    }
  });

  it('knows shoppers’ words for other categories, in Thai and English', async () => {
    expect(await categoryOf((await search('พาวเวอร์ซัพพลาย', 20)).skus)).toEqual(new Set(['psu']));
    expect(await categoryOf((await search('power supply', 20)).skus)).toEqual(new Set(['psu']));
    expect(await categoryOf((await search('เมนบอร์ด', 20)).skus)).toEqual(new Set(['motherboard']));
    expect(await categoryOf((await search('ซีพียู', 20)).skus)).toEqual(new Set(['cpu']));
    expect(await categoryOf((await search('จอคอม', 20)).skus)).toEqual(new Set(['monitor']));
    expect(await categoryOf((await search('หูฟัง ไร้สาย', 20)).skus)).toEqual(new Set(['headset']));

    const liquid = await search('ชุดน้ำ', 50);
    const liquidCoolers = await countWhere(eq(products.subcategoryKey, 'cooling-liquid'));
    expect(liquid.data).toHaveLength(liquidCoolers);
  });

  it('tolerates a misspelt word', async () => {
    const { data } = await search('cosair');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((product) => product.name.en?.startsWith('Corsair'))).toBe(true);
  });

  it('answers each result with its first image, its images and its prices in satang', async () => {
    const { data } = await search('9800X3D');
    const [first] = data;
    expect(first).toMatchObject({
      _id: 'CPU-AMD-R7-9800X3D',
      image: '/images/products/CPU-AMD-R7-9800X3D/1.svg',
      images: ['/images/products/CPU-AMD-R7-9800X3D/1.svg', '/images/products/CPU-AMD-R7-9800X3D/2.svg'],
    });
    expect(first?.salePrice).toBeLessThanOrEqual(first?.price ?? 0);
  });

  it('answers how many products match in all, and whether each result is in stock', async () => {
    const { data, total } = await search('rtx');
    expect(data).toHaveLength(10);
    expect(total).toBe(await countWhere(like(products.searchText, '%rtx%')));
    const stock = await testApp.database.db
      .select({ sku: products.sku, stock: products.stock })
      .from(products);
    const inStock = new Map(stock.map((row) => [row.sku, row.stock > 0]));
    for (const product of data) expect(product.inStock, product.sku).toBe(inStock.get(product.sku));
    expect((await search('xyzzy plugh')).total).toBe(0);
    expect((await search('cosair')).total).toBeGreaterThan(0);
  });

  it('counts all matches per category, brand and price band', async () => {
    const { total, facets } = await search('rtx');
    expect(facets?.categories).toEqual([
      { value: 'gpu', label: { th: 'การ์ดจอ', en: 'Graphics Card' }, count: total },
    ]);
    const sum = (options: Array<{ count: number }> = []) =>
      options.reduce((all, option) => all + option.count, 0);
    expect(sum(facets?.brands)).toBe(total);
    expect(facets?.brands.find((brand) => brand.value === 'asus')?.label.en).toBe('ASUS');
    expect(sum(facets?.priceBands)).toBe(total);
    const inBands = await countWhere(
      and(
        like(products.searchText, '%rtx%'),
        sql`${products.effectivePrice} < ${facets?.priceBands[0]?.max ?? 0} + 1`,
      ),
    );
    expect(facets?.priceBands[0]?.count).toBe(inBands);
  });

  it('keeps to the limit: 10 by default, at most 50', async () => {
    expect((await search('asus')).data).toHaveLength(10);
    expect((await search('asus', 3)).data).toHaveLength(3);
    const tooMany = await callOperation(testApp.app, 'searchProducts', { query: { q: 'asus', limit: '51' } });
    expect(tooMany.status).toBe(400);
  });

  it('matches the start of words for a one-character query', async () => {
    const { data } = await search('z', 50);
    expect(data.length).toBeGreaterThan(0);
    expect(
      data.every((product) => /(^|\s)z/i.test(product.name.en ?? '') || product.sku.startsWith('Z')),
    ).toBe(true);
  });

  it('says so when nothing matches, and treats SQL and wildcards as plain text', async () => {
    for (const query of ['xyzzy plugh', "'; drop table products; --", '%', '_', "' or 1=1 --"]) {
      const body = await search(query);
      expect(body.data, query).toEqual([]);
      expect(body.message).toBe('No search results found');
    }
    expect(await countWhere(undefined)).toBeGreaterThan(600);
  });

  it('refuses a blank or missing query with a clear message', async () => {
    for (const query of [{ q: '   ' }, { q: '' }, {}] as Array<Record<string, string>>) {
      const { status, body } = await callOperation(testApp.app, 'searchProducts', { query });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect((body as { message: string }).message).toMatch(/q/);
    }
    const tooLong = await callOperation(testApp.app, 'searchProducts', { query: { q: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
  });

  it('finds a product renamed in the database by its new name at the next search, logged alone', async () => {
    const { db } = testApp.database;
    const sku = 'PSU-CORSAIR-RM850-WH';
    expect((await search('rm850')).skus).toContain(sku);
    const [before] = await db.select({ last: max(productChanges.id) }).from(productChanges);
    await db
      .update(products)
      .set({ nameEn: 'Corsair Frobnitz 850', searchText: 'psu-corsair-rm850-wh corsair frobnitz 850' })
      .where(eq(products.sku, sku));
    expect((await search('frobnitz')).skus).toEqual([sku]);
    expect((await search('Corsair Frobnitz 850')).skus[0]).toBe(sku);
    // The change log names the one product, which is all an instance's index reads again.
    const logged = await db
      .select({ sku: productChanges.sku })
      .from(productChanges)
      .where(gt(productChanges.id, before?.last ?? 0));
    expect(logged).toEqual([{ sku }]);
  });

  it('follows the catalogue: sold out, renamed, added and removed products', async () => {
    const { db } = testApp.database;
    const [first] = (await search('ryzen', 50)).skus;
    if (!first) throw new Error('no Ryzen found');
    const setStock = (stock: number) => db.update(products).set({ stock }).where(eq(products.sku, first));
    const [{ stock } = { stock: 0 }] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.sku, first));
    await setStock(0);
    expect((await search('ryzen', 50)).skus.indexOf(first)).toBeGreaterThan(0);
    await setStock(stock);
    expect((await search('ryzen', 50)).skus[0]).toBe(first);

    await db
      .update(products)
      .set({ searchText: sql`${products.searchText} || ' zorblax'` })
      .where(eq(products.sku, first));
    expect((await search('zorblax')).skus).toEqual([first]);
    await db
      .update(products)
      .set({ searchText: sql`replace(${products.searchText}, ' zorblax', '')` })
      .where(eq(products.sku, first));
    expect((await search('zorblax')).skus).toEqual([]);

    const [row] = await db.select().from(products).where(eq(products.sku, first));
    if (!row) throw new Error('the product is gone');
    const { effectivePrice: _generated, ...columns } = row;
    await db.insert(products).values({ ...columns, sku: 'CPU-TEST-QUUXON', searchText: 'cpu-test-quuxon' });
    expect((await search('quuxon')).skus).toEqual(['CPU-TEST-QUUXON']);
    await db.delete(products).where(eq(products.sku, 'CPU-TEST-QUUXON'));
    expect((await search('quuxon')).skus).toEqual([]);
  });
});

describe('POST /list-product for a search term', () => {
  const testApp = useTestApp();
  type ListQuery = Partial<components['schemas']['ListProductQuery']>;
  const list = async (query: Omit<ListQuery, 'type'> & { dataFilter: string }) =>
    (await callSuccessfully(testApp.app, 'listProducts', { payload: { type: 'search', ...query } })).data;
  const searchTotal = async (q: string) =>
    (await callSuccessfully(testApp.app, 'searchProducts', { query: { q } })).total;

  it('lists every match of the term, as the search finds them, with its total', async () => {
    for (const term of ['rtx', 'การ์ดจอ', 'แรม ddr5', 'cosair', 'z']) {
      const page = await list({ dataFilter: term, pageSize: 100 });
      expect(page.total, term).toBe(await searchTotal(term));
      expect(page.items.length, term).toBe(Math.min(100, page.total));
    }
    const rtx = await list({ dataFilter: ' RTX ', pageSize: 100 });
    expect(rtx.total).toBeGreaterThan(20);
    expect(rtx.items.every((item) => /rtx/i.test(item.name.en ?? ''))).toBe(true);
  });

  it('pages, sorts and filters the matches, with facets counted from them', async () => {
    const first = await list({ dataFilter: 'rtx', sort: 'price_desc', page: 1 });
    const second = await list({ dataFilter: 'rtx', sort: 'price_desc', page: 2 });
    expect(first.items).toHaveLength(20);
    expect(second.total).toBe(first.total);
    const prices = [...first.items, ...second.items].map((item) => item.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(second.items.some((item) => first.items.some((other) => other.sku === item.sku))).toBe(false);

    const [brand] = first.facets.brands;
    if (!brand) throw new Error('no brand among the RTX cards');
    expect(first.facets.brands.reduce((sum, option) => sum + option.count, 0)).toBe(first.total);
    const narrowed = await list({ dataFilter: 'rtx', brands: [brand.value], pageSize: 100 });
    expect(narrowed.total).toBe(brand.count);
    expect(narrowed.items.every((item) => item.brand?.key === brand.value)).toBe(true);
    const vram = first.facets.vram[0];
    if (!vram) throw new Error('no video memory facet among the RTX cards');
    expect((await list({ dataFilter: 'rtx', vram: [Number(vram.value)] })).total).toBe(vram.count);
  });

  it('answers an empty list for a term nothing matches, and refuses a blank one', async () => {
    expect(await list({ dataFilter: "xyzzy' or 1=1 --" })).toMatchObject({ items: [], total: 0 });
    const blank = await callOperation(testApp.app, 'listProducts', {
      payload: { type: 'search', dataFilter: '   ' },
    });
    expect(blank.status).toBe(400);
    expect((blank.body as { message: string }).message).toMatch(/dataFilter must not be blank/);
  });
});
