import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../src/catalogue/catalogue-version.ts';
import { bahtTextOf, satangOfBahtText } from '../src/catalogue-editing/product-input.ts';
import { applySalePeriods } from '../src/catalogue-editing/sale-period.ts';
import { categories, productDetails, products, staffAudit } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { GRAPHICS_CARD_SATANG, graphicsCardInput } from './support/product-editing.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let editor: SignedInStaff;
let packer: SignedInStaff;

beforeAll(async () => {
  editor = await signedInStaff(app(), db(), 'editor');
  packer = await signedInStaff(app(), db(), 'packer');
});

const create = (payload: object, token = editor.token) =>
  callBackoffice(app(), 'createProduct', { token, payload });
const update = (sku: string, payload: object, token = editor.token) =>
  callBackoffice(app(), 'updateProduct', { token, params: { sku }, payload });
const publish = (sku: string, token = editor.token) =>
  callBackoffice(app(), 'publishProduct', { token, params: { sku } });
const unpublish = (sku: string, token = editor.token) =>
  callBackoffice(app(), 'unpublishProduct', { token, params: { sku } });

const auditOf = (sku: string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, 'product'), eq(staffAudit.targetId, sku)))
    .orderBy(staffAudit.id);

describe('creating a product', () => {
  it('keeps every field, upper-cases the SKU, derives the seed columns and stays hidden', async () => {
    const input = graphicsCardInput();
    const created = await create({ ...input, sku: ` ${input.sku.toLowerCase()} ` });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      product: input,
      published: false,
      stock: 0,
      saleInForce: null,
    });
    const [row] = await db().select().from(products).where(eq(products.sku, input.sku));
    expect(row).toMatchObject({
      published: false,
      vramGb: 16,
      memoryType: null,
      capacity: null,
      cores: null,
      searchText: `${input.sku} ${input.name.en} ${input.model}`.toLowerCase(),
      colors: [{ name: { th: 'สีดำ', en: 'Black' }, value: 'black', code: '#000000', available: false }],
    });
    const [detail] = await db().select().from(productDetails).where(eq(productDetails.sku, input.sku));
    expect(detail?.longDescEn).toBe(input.longDescription.en);
    expect(JSON.stringify(detail?.attributes)).toContain('304');
    const audit = await auditOf(input.sku);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['product.create', editor.email],
    ]);

    const again = await create(input);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SKU_TAKEN');
  });

  it('lists every rule the input breaks, field by field, and keeps nothing', async () => {
    const input = graphicsCardInput();
    const { lengthMm: _, ...specs } = input.specs;
    const answer = await create({
      ...input,
      sku: 'bad sku!',
      name: { th: '  ', en: 'Card' },
      subcategoryKey: 'cpu-amd',
      brandKey: 'no-such-brand',
      salePrice: input.price,
      saleStartsAt: '2026-12-01T00:00:00.000Z',
      saleEndsAt: '2026-11-01T00:00:00.000Z',
      colours: ['Plaid'],
      specs: { ...specs, tdpW: '360' },
      bundles: [{ addonSku: 'NO-SUCH-SKU', bundlePrice: '100', checked: false }],
      relatedSkus: ['NO-SUCH-RELATED'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('PRODUCT_INVALID');
    expect(
      answer.body.errors.map((issue: { path: string; code: string }) => [issue.path, issue.code]),
    ).toEqual([
      ['/body/sku', 'sku_format'],
      ['/body/name/th', 'required'],
      ['/body/subcategoryKey', 'unknown_subcategory'],
      ['/body/brandKey', 'unknown_brand'],
      ['/body/salePrice', 'sale_not_below_price'],
      ['/body/saleEndsAt', 'sale_period_order'],
      ['/body/colours/0', 'unknown_colour'],
      ['/body/specs/lengthMm', 'spec_missing'],
      ['/body/specs/tdpW', 'spec_wrong_kind'],
      ['/body/bundles/0/addonSku', 'unknown_product'],
      ['/body/relatedSkus/0', 'unknown_product'],
    ]);
    expect(await db().select().from(products).where(eq(products.sku, 'BAD SKU!'))).toEqual([]);
  });

  it('refuses an add-on priced at or above its own price, and a product as its own add-on', async () => {
    const [addon] = await db()
      .select({ sku: products.sku, price: products.effectivePrice })
      .from(products)
      .where(eq(products.categoryKey, 'psu'))
      .limit(1);
    if (!addon) throw new Error('the seed has power supplies');
    const input = graphicsCardInput();
    const answer = await create({
      ...input,
      bundles: [
        { addonSku: addon.sku, bundlePrice: bahtTextOf(addon.price), checked: true },
        { addonSku: input.sku, bundlePrice: '1', checked: false },
      ],
      relatedSkus: [addon.sku, addon.sku],
    });
    expect(
      answer.body.errors.map((issue: { path: string; code: string }) => [issue.path, issue.code]),
    ).toEqual([
      ['/body/bundles/0/bundlePrice', 'bundle_price_not_below'],
      ['/body/bundles/1/addonSku', 'itself'],
      ['/body/relatedSkus/1', 'duplicate'],
    ]);
    const fine = await create({
      ...input,
      bundles: [{ addonSku: addon.sku, bundlePrice: bahtTextOf(addon.price - 10_000), checked: true }],
      relatedSkus: [addon.sku],
    });
    expect(fine.status).toBe(201);
    expect(fine.body.data.product.bundles).toEqual([
      { addonSku: addon.sku, bundlePrice: bahtTextOf(addon.price - 10_000), checked: true },
    ]);
    expect(fine.body.data.product.relatedSkus).toEqual([addon.sku]);
  });

  it('is refused to a packer, on every write, with nothing written', async () => {
    const input = graphicsCardInput();
    expect((await create(input, packer.token)).status).toBe(403);
    expect(await db().select().from(products).where(eq(products.sku, input.sku))).toEqual([]);
    const { sku } = (await create(input)).body.data.product;
    for (const answer of [
      await update(sku, { ...input, price: '1' }, packer.token),
      await publish(sku, packer.token),
      await unpublish(sku, packer.token),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    const [row] = await db().select().from(products).where(eq(products.sku, sku));
    expect(row).toMatchObject({ price: GRAPHICS_CARD_SATANG, published: false });
    // Reading is open to every staff member.
    const read = await callBackoffice(app(), 'getStaffProduct', { token: packer.token, params: { sku } });
    expect(read.status).toBe(200);
  });
});

describe('changing a product', () => {
  it('saves the change once, audits before and after, and keeps the SKU', async () => {
    const input = graphicsCardInput();
    await create(input);
    const changed = { ...input, price: '42990.50', specs: { ...input.specs, lengthMm: 340 } };
    const answer = await update(input.sku, changed);
    expect(answer.status).toBe(200);
    expect(answer.body.data.product).toMatchObject({ price: '42990.50', specs: { lengthMm: 340 } });
    const [saved] = await db().select().from(products).where(eq(products.sku, input.sku));
    expect(saved?.price).toBe(4_299_050);
    const [entry] = (await auditOf(input.sku)).filter((item) => item.action === 'product.update');
    expect(entry?.before).toMatchObject({ product: { price: input.price } });
    expect(entry?.after).toMatchObject({ product: { price: '42990.50' } });

    const renamed = await update(input.sku, { ...changed, sku: 'GPU-OTHER' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual([
      { path: '/body/sku', code: 'sku_fixed', message: expect.any(String) },
    ]);
    const missing = await update('NO-SUCH-PRODUCT', { ...changed, sku: 'NO-SUCH-PRODUCT' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('runs a sale only within its period, and the period job starts and ends it', async () => {
    const input = graphicsCardInput();
    await create(input);
    const day = 24 * 3_600_000;
    const startsAt = new Date(Date.now() + day);
    const endsAt = new Date(Date.now() + 2 * day);
    const planned = await update(input.sku, {
      ...input,
      salePrice: '39900',
      saleStartsAt: startsAt.toISOString(),
      saleEndsAt: endsAt.toISOString(),
    });
    expect(planned.body.data).toMatchObject({ product: { salePrice: '39900' }, saleInForce: null });
    const effective = async () =>
      (await db().select().from(products).where(eq(products.sku, input.sku)))[0]?.effectivePrice;
    expect(await effective()).toBe(GRAPHICS_CARD_SATANG);

    const before = await readCatalogueVersion(db());
    expect(await applySalePeriods(db(), new Date(startsAt.getTime() + 1000))).toContain(input.sku);
    expect(await effective()).toBe(3_990_000);
    expect(await readCatalogueVersion(db())).toBeGreaterThan(before);
    const [onSale] = await db().select().from(products).where(eq(products.sku, input.sku));
    expect(onSale?.tags.map((tag) => tag.name.en)).toContain('Sale');
    // A second round in the same period has nothing to do.
    expect(await applySalePeriods(db(), new Date(startsAt.getTime() + 2000))).not.toContain(input.sku);

    expect(await applySalePeriods(db(), endsAt)).toContain(input.sku);
    expect(await effective()).toBe(GRAPHICS_CARD_SATANG);
    const [ended] = await db().select().from(products).where(eq(products.sku, input.sku));
    expect(ended?.tags.map((tag) => tag.name.en)).not.toContain('Sale');
  });
});

describe('a seeded product saved unchanged', () => {
  it('keeps the columns the seed derives (search text, memory type, capacity, cores, video memory)', async () => {
    const derived = (sku: string) =>
      db()
        .select({
          searchText: products.searchText,
          memoryType: products.memoryType,
          capacity: products.capacity,
          vramGb: products.vramGb,
          cores: products.cores,
          effectivePrice: products.effectivePrice,
        })
        .from(products)
        .where(eq(products.sku, sku));
    for (const category of ['ram', 'storage', 'cpu', 'gpu']) {
      const [seeded] = await db()
        .select({ sku: products.sku })
        .from(products)
        .where(eq(products.categoryKey, category))
        .limit(1);
      const sku = seeded?.sku as string;
      const before = await derived(sku);
      const read = await callBackoffice(app(), 'getStaffProduct', { token: editor.token, params: { sku } });
      const saved = await update(sku, read.body.data.product);
      expect(saved.status, sku).toBe(200);
      expect(saved.body.data.product).toEqual(read.body.data.product);
      expect(await derived(sku), sku).toEqual(before);
    }
  });
});

describe('publishing', () => {
  it('shows and hides a product, keeps category counts to published products, audited, idempotent', async () => {
    const input = graphicsCardInput();
    await create(input);
    const countOf = async () =>
      (await db().select().from(categories).where(eq(categories.key, 'gpu')))[0]?.productCount ?? -1;
    const hidden = await countOf();
    expect((await publish(input.sku)).body.data.published).toBe(true);
    expect(await countOf()).toBe(hidden + 1);
    expect((await publish(input.sku)).status).toBe(200);
    expect((await unpublish(input.sku)).body.data.published).toBe(false);
    expect(await countOf()).toBe(hidden);
    const actions = (await auditOf(input.sku)).map((entry) => entry.action);
    expect(actions).toEqual(['product.create', 'product.publish', 'product.unpublish']);
  });
});

describe('the staff list and the options', () => {
  it('finds products published or not, filters and pages', async () => {
    const input = graphicsCardInput();
    await create(input);
    const list = (query: Record<string, string>) =>
      callBackoffice(app(), 'listStaffProducts', { token: packer.token, query });
    const found = await list({ q: input.model.toLowerCase(), published: 'false' });
    expect(found.body.data.items.map((item: { sku: string }) => item.sku)).toEqual([input.sku]);
    expect((await list({ q: input.sku, published: 'true' })).body.data.items).toEqual([]);
    const page = await list({ category: 'cpu', pageSize: '5', page: '2' });
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.body.data.items).toHaveLength(5);
    expect(page.body.data.total).toBeGreaterThan(10);

    const options = await callBackoffice(app(), 'getProductOptions', { token: packer.token });
    const gpu = options.body.data.categories.find((category: { key: string }) => category.key === 'gpu');
    expect(
      gpu.specFields
        .filter((field: { required: boolean }) => field.required)
        .map((f: { key: string }) => f.key),
    ).toEqual(['lengthMm', 'tdpW']);
    expect(gpu.specFields.find((field: { key: string }) => field.key === 'lengthMm').label).toEqual({
      th: 'ความยาวการ์ด',
      en: 'Card length',
    });
  });
});

describe('prices typed in baht', () => {
  it('become satang on the server and read back as typed', () => {
    expect(['45990', '45990.5', '45990.50', '0.05', '0'].map(satangOfBahtText)).toEqual([
      4_599_000, 4_599_050, 4_599_050, 5, 0,
    ]);
    expect([4_599_000, 4_599_050, 5, 0].map(bahtTextOf)).toEqual(['45990', '45990.50', '0.05', '0']);
  });

  it('refuses a price that is not baht with at most two decimals', async () => {
    for (const price of ['45,990', '45990.123', '-1', '1e5', ' 12']) {
      const answer = await create({ ...graphicsCardInput(), price });
      expect(answer.status, price).toBe(400);
    }
  });
});
