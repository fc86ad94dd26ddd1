import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_KEPT_BUILDS } from '../src/catalogue/saved-builds.ts';
import { products, savedBuilds } from '../src/db/schema/index.ts';
import { BUILD_SAVES_PER_MINUTE } from '../src/routes/spec-builder.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { signUp } from './support/customers.ts';

const CPU = 'CPU-AMD-R7-9800X3D';
const BOARD = 'MB-ASUS-PRIME-B650-PLUS-WIFI';
const RAM = 'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36';
const GPU = 'GPU-ASUS-RTX5090-TUF-GAMING-32G';
const PSU_750 = 'PSU-MSI-MAG-A750GL-PCIE5';

describe('comparison and spec builder', () => {
  const testApp = useTestApp();

  const db = () => testApp.database.db;
  const salePrice = async (sku: string) => {
    const [row] = await db()
      .select({ price: products.effectivePrice })
      .from(products)
      .where(eq(products.sku, sku));
    return row?.price ?? Number.NaN;
  };
  const specsOf = async (skus: string[]) =>
    new Map(
      (
        await db()
          .select({ sku: products.sku, specs: products.specs })
          .from(products)
          .where(inArray(products.sku, skus))
      ).map((row) => [row.sku, row.specs]),
    );

  describe('GET /product-comparison/*', () => {
    it('filters by category, brands and sale price, sorted and paged, with each category’s attributes', async () => {
      const query = { category: 'ram', brands: ['corsair', 'g-skill'], sort: 'price_desc', pageSize: '8' };
      const { data } = await callSuccessfully(testApp.app, 'filterComparisonProducts', { query });
      expect(data.products).toHaveLength(8);
      expect(data.total).toBeGreaterThan(8);
      expect(data.products.every((product) => ['corsair', 'g-skill'].includes(product.brand.key))).toBe(true);
      const prices = data.products.map((product) => product.salePrice);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const attributeIds = data.products[0]?.attributes.map((attribute) => attribute.attributeId._id);
      expect(attributeIds).toEqual(expect.arrayContaining(['memoryType', 'speedMHz', 'casLatency']));

      const next = await callSuccessfully(testApp.app, 'filterComparisonProducts', {
        query: { ...query, page: '2' },
      });
      expect(next.data.total).toBe(data.total);
      expect(next.data.products[0]?.salePrice).toBeLessThanOrEqual(prices.at(-1) ?? 0);

      const priced = await callSuccessfully(testApp.app, 'filterComparisonProducts', {
        query: { q: 'rtx', priceMin: '10000', priceMax: '20000', pageSize: '20' },
      });
      expect(priced.data.products.length).toBeGreaterThan(0);
      expect(
        priced.data.products.every(
          (product) =>
            product.salePrice >= 1_000_000 &&
            product.salePrice <= 2_000_000 &&
            /RTX/.test(product.name.en ?? ''),
        ),
      ).toBe(true);
    });

    it('sorts by price or English name either way, price low to high by default', async () => {
      const listed = async (sort?: string) => {
        const query = { category: 'cpu', pageSize: '20', ...(sort ? { sort } : {}) };
        const { data } = await callSuccessfully(testApp.app, 'filterComparisonProducts', { query });
        expect(data.products.length, sort).toBeGreaterThan(4);
        return data.products;
      };
      const ascending = (values: Array<string | number>) =>
        values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);
      const byDefault = await listed();
      expect(ascending(byDefault.map((product) => product.salePrice))).toBe(true);
      expect((await listed('price_asc')).map((product) => product.sku)).toEqual(byDefault.map((p) => p.sku));
      expect(ascending((await listed('price_desc')).map((product) => -product.salePrice))).toBe(true);
      const names = (await listed('name_asc')).map((product) => product.name.en ?? '');
      expect(ascending(names)).toBe(true);
      expect(names).not.toEqual(byDefault.map((product) => product.name.en));
      const reversed = (await listed('name_desc')).map((product) => product.name.en ?? '');
      expect(ascending([...reversed].reverse())).toBe(true);
    });

    it('finds words in the brand, model or SKU in any case, and only the SKUs asked for', async () => {
      const found = async (q: string) =>
        (await callSuccessfully(testApp.app, 'filterComparisonProducts', { query: { q, pageSize: '20' } }))
          .data.products;
      const byModel = await found('vengeance rgb');
      const bySku = await found('cpu-amd-r7-9800x3d');
      expect(byModel.length).toBeGreaterThan(0);
      expect(byModel.every((product) => /vengeance rgb/i.test(product.model))).toBe(true);
      expect(bySku.map((product) => product.sku)).toEqual([CPU]);
      const byBrand = await callSuccessfully(testApp.app, 'filterComparisonProducts', {
        query: { q: 'G.SKILL', category: 'ram', pageSize: '20' },
      });
      expect(byBrand.data.total).toBeGreaterThan(0);
      expect(byBrand.data.products.every((product) => product.brand.key === 'g-skill')).toBe(true);

      const chosen = await callSuccessfully(testApp.app, 'filterComparisonProducts', {
        query: { skus: [RAM.toLowerCase(), CPU, 'NO-SUCH-SKU'], sort: 'name_asc' },
      });
      expect(chosen.data.products.map((product) => product.sku)).toEqual([CPU, RAM]);
      expect(chosen.data.total).toBe(2);
      const nothing = await callSuccessfully(testApp.app, 'filterComparisonProducts', {
        query: { q: 'no such product anywhere' },
      });
      expect(nothing.data).toMatchObject({ products: [], total: 0, page: 1 });
      const sets = await callSuccessfully(testApp.app, 'filterComparisonProducts', {
        query: { q: 'probuild', skus: ['SET-PROBUILD-OFFICE'] },
      });
      expect(sets.data.total).toBe(0);
    });

    it('refuses an unknown category, a page size off the list and an upside-down price range', async () => {
      for (const query of [
        { category: 'toasters' },
        { category: 'comset-gamer' },
        { pageSize: '5' },
        { priceMin: '500', priceMax: '100' },
        { priceMin: '-1' },
        { skus: ['A', 'B', 'C', 'D', 'E'] },
        { skus: 'not a sku!' },
      ] as Array<Record<string, string | string[]>>) {
        const { status } = await callOperation(testApp.app, 'filterComparisonProducts', { query });
        expect(status, JSON.stringify(query)).toBe(400);
      }
    });

    it('offers the 14 main categories in menu order and the brands by name', async () => {
      const categories = await callSuccessfully(testApp.app, 'getComparisonMainCategories');
      expect(categories.data.map((category) => category.key)).toEqual([
        'cpu',
        'motherboard',
        'gpu',
        'ram',
        'storage',
        'psu',
        'case',
        'cooling',
        'fancase',
        'monitor',
        'keyboard',
        'mouse',
        'headset',
        'os',
      ]);
      const brands = await callSuccessfully(testApp.app, 'getComparisonBrands');
      const names = brands.data.map((brand) => brand.name.toLowerCase());
      expect(brands.data).toHaveLength(53);
      expect(names).toEqual([...names].sort());
    });
  });

  describe('GET /spec-builder/parts/{category}', () => {
    it('judges motherboards against the chosen CPU and memory, compatible ones first', async () => {
      const { data } = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'motherboard' },
        query: { build: [CPU, RAM], pageSize: '50', page: '1' },
      });
      const statuses = data.items.map((item) => item.compatibility.status);
      const firstIncompatible = statuses.indexOf('incompatible');
      expect(firstIncompatible).toBeGreaterThan(0);
      expect(statuses.slice(firstIncompatible).every((status) => status === 'incompatible')).toBe(true);
      const specs = await specsOf(data.items.map((item) => item.product.sku));
      for (const item of data.items) {
        const fits = specs.get(item.product.sku)?.socket === 'AM5';
        expect(item.compatibility.status === 'incompatible', item.product.sku).toBe(!fits);
        if (!fits) expect(item.compatibility.reasons.map((reason) => reason.withSku)).toContain(CPU);
      }
      expect(data.constraints).toContainEqual(
        expect.objectContaining({ rule: 'socket', fromSku: CPU, value: 'AM5' }),
      );
      expect(data.constraints).toContainEqual(
        expect.objectContaining({ rule: 'memory_type', fromSku: RAM, value: 'DDR5' }),
      );
      expect(data.facets.sockets.map((option) => option.value)).toEqual(['AM4', 'AM5', 'LGA1700', 'LGA1851']);
    });

    it('keeps only fitting parts when asked, and filters by socket, brand and search words', async () => {
      const fitting = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'motherboard' },
        query: { build: CPU, compatibleOnly: 'true', pageSize: '50' },
      });
      expect(fitting.data.items.every((item) => item.compatibility.status !== 'incompatible')).toBe(true);
      const am5Boards = fitting.data.total;

      const bySocket = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'motherboard' },
        query: { socket: 'am5', pageSize: '50' },
      });
      expect(bySocket.data.total).toBe(am5Boards);

      const searched = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'cpu' },
        query: { q: 'X3D', brand: 'amd', sort: 'price_desc' },
      });
      expect(searched.data.items.every((item) => item.product.name.en?.includes('X3D'))).toBe(true);
      const prices = searched.data.items.map((item) => item.product.salePrice);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(searched.data.items[0]?.powerDrawW).toBeGreaterThan(0);
    });

    it('rates power supplies against CPU + GPU + 100 W: below 1.3× incompatible, below 1.5× a warning', async () => {
      const { data } = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'psu' },
        query: { build: [CPU, GPU], pageSize: '50' },
      });
      const draw = 120 + 575 + 100;
      const specs = await specsOf(data.items.map((item) => item.product.sku));
      for (const item of data.items) {
        const wattage = Number(specs.get(item.product.sku)?.wattage);
        const expected = wattage < draw * 1.3 ? 'incompatible' : wattage < draw * 1.5 ? 'warn' : 'compatible';
        expect(item.compatibility.status, `${item.product.sku} ${wattage} W`).toBe(expected);
      }
      expect(data.constraints).toMatchObject([{ rule: 'psu_wattage', fromSku: GPU, value: '1034 W' }]);
    });

    it('lists fully compatible parts first, then warnings; a case of unknown clearance is not a warning', async () => {
      const psus = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'psu' },
        query: { build: [CPU, GPU], compatibleOnly: 'true', pageSize: '50' },
      });
      const statuses = psus.data.items.map((item) => item.compatibility.status);
      expect(statuses).toContain('warn');
      expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'compatible' ? -1 : 1)));

      const cases = await callSuccessfully(testApp.app, 'listBuilderParts', {
        params: { category: 'case' },
        query: { build: GPU, compatibleOnly: 'true', pageSize: '50' },
      });
      const specs = await specsOf(cases.data.items.map((item) => item.product.sku));
      const unknownClearance = cases.data.items.filter(
        (item) => specs.get(item.product.sku)?.maxGpuLengthMm === null,
      );
      expect(unknownClearance.length).toBeGreaterThan(0);
      expect(unknownClearance.every((item) => item.compatibility.status === 'compatible')).toBe(true);
    });

    it('refuses unknown SKUs in the build and unknown categories', async () => {
      const unknown = await callOperation(testApp.app, 'listBuilderParts', {
        params: { category: 'cpu' },
        query: { build: 'NO-SUCH-SKU' },
      });
      expect(unknown.status).toBe(400);
      expect((unknown.body as { message: string }).message).toMatch(/NO-SUCH-SKU/);
      const category = await callOperation(testApp.app, 'listBuilderParts', {
        params: { category: 'toasters' },
      });
      expect(category.status).toBe(400);
    });
  });

  describe('POST /spec-builder/evaluate and saved builds', () => {
    const build = [
      { category: 'cpu', sku: CPU, quantity: 1 },
      { category: 'motherboard', sku: BOARD, quantity: 1 },
      { category: 'ram', sku: RAM, quantity: 2 },
      { category: 'gpu', sku: GPU, quantity: 1 },
      { category: 'psu', sku: PSU_750, quantity: 1 },
    ];

    it('prices every line from the database and finds the undersized power supply', async () => {
      const { data } = await callSuccessfully(testApp.app, 'evaluateBuild', { payload: { items: build } });
      for (const line of data.items) {
        expect(line.lineTotal).toBe((await salePrice(line.product.sku)) * line.quantity);
      }
      expect(data.total).toBe(data.items.reduce((sum, line) => sum + line.lineTotal, 0));
      expect(data).toMatchObject({ estimatedDrawW: 795, recommendedPsuW: 1200, status: 'incompatible' });
      expect(data.issues.map((issue) => issue.rule)).toEqual(['psu_wattage']);
      expect(data.issues[0]?.skus).toEqual([PSU_750, CPU, GPU]);
      expect(data).toMatchObject({ assembly: 'shop', assemblyFee: 0 });
      expect(data.estimatedDelivery?.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('states the delivery estimate of the assembly choice, and none with a part out of stock', async () => {
      const items = build.slice(0, 2);
      const shop = await callSuccessfully(testApp.app, 'evaluateBuild', {
        payload: { items, assembly: 'shop' },
      });
      const self = await callSuccessfully(testApp.app, 'evaluateBuild', {
        payload: { items, assembly: 'self' },
      });
      expect(self.data.assembly).toBe('self');
      // Assembly by the shop takes a working day more.
      expect(
        shop.data.estimatedDelivery?.earliest.localeCompare(self.data.estimatedDelivery?.earliest ?? ''),
      ).toBe(1);
      await db().update(products).set({ stock: 0 }).where(eq(products.sku, BOARD));
      const soldOut = await callSuccessfully(testApp.app, 'evaluateBuild', { payload: { items } });
      expect(soldOut.data.estimatedDelivery).toBeNull();
    });

    it('finds too many memory modules for the board', async () => {
      const items = [
        { category: 'motherboard', sku: BOARD, quantity: 1 },
        { category: 'ram', sku: RAM, quantity: 3 },
      ];
      const { data } = await callSuccessfully(testApp.app, 'evaluateBuild', { payload: { items } });
      expect(data.issues.map((issue) => issue.rule)).toEqual(['memory_slots']);
    });

    it('answers 404 for an unknown SKU, 422 for a part under another category, 400 for a price sent by the client', async () => {
      const unknown = await callOperation(testApp.app, 'evaluateBuild', {
        payload: { items: [{ category: 'cpu', sku: 'NO-SUCH-SKU', quantity: 1 }] },
      });
      expect(unknown.status).toBe(404);
      const mismatch = await callOperation(testApp.app, 'evaluateBuild', {
        payload: { items: [{ category: 'gpu', sku: CPU, quantity: 1 }] },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({ code: 'CATEGORY_MISMATCH' });
      const priced = await callOperation(testApp.app, 'evaluateBuild', {
        payload: { items: [{ category: 'cpu', sku: CPU, quantity: 1, price: 1 }] },
      });
      expect(priced.status).toBe(400);
      const empty = await callOperation(testApp.app, 'evaluateBuild', { payload: { items: [] } });
      expect(empty.status).toBe(400);
    });

    it('saves a build under a new random id and restores it with today’s evaluation', async () => {
      const saved = await callOperation(testApp.app, 'saveBuild', {
        payload: { items: build, name: '  เครื่องเล่นเกม 4K  ', assembly: 'shop' },
      });
      expect(saved.status).toBe(201);
      const { id, sharePath } = (saved.body as { data: { id: string; sharePath: string } }).data;
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(sharePath).toBe(`/spec?build=${id}`);
      const again = await callSuccessfully(testApp.app, 'saveBuild', {
        payload: { items: build, assembly: 'self' },
      });
      expect(again.data.id).not.toBe(id);

      const restored = await callSuccessfully(testApp.app, 'getBuild', { params: { id } });
      const evaluated = await callSuccessfully(testApp.app, 'evaluateBuild', { payload: { items: build } });
      expect(restored.data).toMatchObject({ id, name: 'เครื่องเล่นเกม 4K', assembly: 'shop' });
      expect(restored.data.evaluation).toEqual(evaluated.data);

      await db().update(products).set({ salePrice: null, price: 1_000_000 }).where(eq(products.sku, CPU));
      const repriced = await callSuccessfully(testApp.app, 'getBuild', { params: { id } });
      expect(repriced.data.evaluation.items[0]?.lineTotal).toBe(1_000_000);
    });

    it('answers 404 for an unknown build and 400 for a malformed id', async () => {
      expect(
        (await callOperation(testApp.app, 'getBuild', { params: { id: 'abcdefabcdefabcd' } })).status,
      ).toBe(404);
      expect((await callOperation(testApp.app, 'getBuild', { params: { id: 'no spaces!' } })).status).toBe(
        400,
      );
      const mismatch = await callOperation(testApp.app, 'saveBuild', {
        payload: { items: [{ category: 'ram', sku: CPU, quantity: 1 }], assembly: 'shop' },
      });
      expect(mismatch.status).toBe(422);
    });

    it('keeps named builds in the customer’s account, lists them newest first with today’s totals, and forgets them', async () => {
      const owner = await signUp(testApp.app);
      const stranger = await signUp(testApp.app);
      const gaming = await callOperation(testApp.app, 'keepBuild', {
        headers: owner.headers,
        payload: { items: build, name: '  Gaming 4K ', assembly: 'shop' },
      });
      expect(gaming.status).toBe(201);
      const gamingId = (gaming.body as { data: { id: string } }).data.id;
      const office = await callSuccessfully(testApp.app, 'keepBuild', {
        headers: owner.headers,
        payload: { items: build.slice(0, 1), name: 'Office', assembly: 'self' },
      });

      const { data: kept } = await callSuccessfully(testApp.app, 'listKeptBuilds', {
        headers: owner.headers,
      });
      const evaluated = await callSuccessfully(testApp.app, 'evaluateBuild', { payload: { items: build } });
      expect(kept.map((one) => one.name)).toEqual(['Office', 'Gaming 4K']);
      expect(kept[1]).toMatchObject({
        id: gamingId,
        assembly: 'shop',
        sharePath: `/spec?build=${gamingId}`,
        partCount: 6,
        total: evaluated.data.total,
      });
      expect(
        (await callSuccessfully(testApp.app, 'listKeptBuilds', { headers: stranger.headers })).data,
      ).toEqual([]);

      // Only the owner forgets it; forgotten, it is gone, and its link with it.
      const foreign = await callOperation(testApp.app, 'forgetKeptBuild', {
        headers: stranger.headers,
        params: { id: gamingId },
      });
      expect(foreign.status).toBe(404);
      await callSuccessfully(testApp.app, 'forgetKeptBuild', {
        headers: owner.headers,
        params: { id: gamingId },
      });
      const left = await callSuccessfully(testApp.app, 'listKeptBuilds', { headers: owner.headers });
      expect(left.data.map((one) => one.id)).toEqual([office.data.id]);
      const gone = await callOperation(testApp.app, 'getBuild', { params: { id: gamingId } });
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await callOperation(testApp.app, 'getBuild', { params: { id: office.data.id } })).status).toBe(
        200,
      );
    });

    it('refuses to keep a build without a name, for a guest, or beyond the limit', async () => {
      const owner = await signUp(testApp.app);
      const items = [{ category: 'cpu', sku: CPU, quantity: 1 }];
      const guest = await callOperation(testApp.app, 'keepBuild', {
        payload: { items, name: 'Mine', assembly: 'self' },
      });
      expect(guest.status).toBe(401);
      const unnamed = await callOperation(testApp.app, 'keepBuild', {
        headers: owner.headers,
        payload: { items, name: '   ', assembly: 'self' },
      });
      expect(unnamed.status).toBe(400);
      // From two addresses, as keeps count against each address's share links a minute.
      const keep = (name: string, remoteAddress = '10.71.0.3') =>
        callOperation(testApp.app, 'keepBuild', {
          headers: owner.headers,
          payload: { items, name, assembly: 'self' },
          remoteAddress,
        });
      const statuses = await Promise.all(
        Array.from({ length: MAX_KEPT_BUILDS + 2 }, (_, index) =>
          keep(`Build ${index}`, `10.71.0.${index % 2}`).then((answer) => answer.status),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_KEPT_BUILDS);
      const refused = await keep('One too many');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_BUILDS' });
    });

    it('limits how many builds one address saves a minute', async () => {
      const items = [{ category: 'cpu', sku: CPU, quantity: 1 }];
      const statuses: number[] = [];
      for (let i = 0; i < BUILD_SAVES_PER_MINUTE + 1; i++) {
        const { status, response } = await callOperation(testApp.app, 'saveBuild', {
          payload: { items, assembly: 'self' },
        });
        statuses.push(status);
        if (status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(BUILD_SAVES_PER_MINUTE);
    });

    it('counts kept builds with saved ones per address, forgotten or not: 40 keep-and-forget cycles, 20 kept', async () => {
      const owner = await signUp(testApp.app);
      const items = [{ category: 'cpu', sku: CPU, quantity: 1 }];
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof callOperation>> | undefined;
      for (let i = 0; i < 40; i++) {
        const kept = await callOperation(testApp.app, 'keepBuild', {
          headers: owner.headers,
          payload: { items, name: `Cycle ${i}`, assembly: 'self' },
          remoteAddress: '10.72.0.1',
        });
        statuses.push(kept.status);
        if (kept.status !== 201) {
          refused ??= kept;
          continue;
        }
        await callSuccessfully(testApp.app, 'forgetKeptBuild', {
          headers: owner.headers,
          params: { id: (kept.body as { data: { id: string } }).data.id },
          remoteAddress: '10.72.0.1',
        });
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(BUILD_SAVES_PER_MINUTE);
      expect(statuses.slice(BUILD_SAVES_PER_MINUTE).every((status) => status === 429)).toBe(true);
      expect(Number(refused?.response.headers['retry-after'])).toBeGreaterThan(0);
      // The same minute's count holds for a plain save from that address.
      const saved = await callOperation(testApp.app, 'saveBuild', {
        payload: { items, assembly: 'self' },
        remoteAddress: '10.72.0.1',
      });
      expect(saved.status).toBe(429);
      // Every build was forgotten, so none is left to open.
      expect(await db().select().from(savedBuilds).where(eq(savedBuilds.name, 'Cycle 0'))).toEqual([]);
    });
  });
});
