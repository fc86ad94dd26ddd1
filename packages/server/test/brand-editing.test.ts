import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, staffAudit } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let editor: SignedInStaff;
let packer: SignedInStaff;
beforeAll(async () => {
  editor = await signedInStaff(app(), db(), 'editor');
  packer = await signedInStaff(app(), db(), 'packer');
});

const auditOf = (targetId: string) =>
  db().select().from(staffAudit).where(eq(staffAudit.targetId, targetId)).orderBy(staffAudit.id);
const create = (payload: object, token = editor.token) =>
  callBackoffice(app(), 'createBrand', { token, payload });
const searchSkus = async (q: string) =>
  (await callSuccessfully(app(), 'searchProducts', { query: { q } })).data.map((product) => product.sku);
/** Made-up words no seeded product contains, so search finds only the test's product. */
const word = () => `zq${randomUUID().replaceAll('-', '').replace(/\d/g, '').slice(0, 8)}`;

describe('brands in the back office', () => {
  it('an editor creates a brand; it is listed with its count and offered to the product editor', async () => {
    const key = `brand-${randomUUID().slice(0, 6)}`;
    const created = await create({ key, name: '  Novatek ', color: '#12ab34' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      key,
      name: 'Novatek',
      color: '#12AB34',
      logo: `/images/brands/${key}.svg`,
      productCount: 0,
    });
    const logo = await app().inject({ method: 'GET', url: `/images/brands/${key}.svg` });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('#12AB34');

    const list = await callBackoffice(app(), 'listBrands', { token: editor.token });
    expect(list.status).toBe(200);
    const listed = list.body.data as { key: string; productCount: number }[];
    expect(listed.find((brand) => brand.key === key)).toMatchObject({ productCount: 0 });
    expect(listed.find((brand) => brand.key === 'asus')?.productCount).toBeGreaterThan(0);

    const options = await callBackoffice(app(), 'getProductOptions', { token: editor.token });
    expect(options.body.data.brands).toContainEqual({ key, name: 'Novatek' });
    expect((await auditOf(key)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['brand.create', editor.email],
    ]);
  });

  it('refuses a taken key, a key that is not a slug, a blank name and a colour not #RRGGBB', async () => {
    const taken = await create({ key: 'asus', name: 'Another Asus', color: '#000000' });
    expect([taken.status, taken.body.code]).toEqual([409, 'BRAND_KEY_EXISTS']);
    for (const [payload, code, path] of [
      [{ key: 'Big Brand', name: 'Big', color: '#000000' }, 'BRAND_KEY_INVALID', '/body/key'],
      [{ key: 'dash-', name: 'Dash', color: '#000000' }, 'BRAND_KEY_INVALID', '/body/key'],
      [{ key: 'blank-name', name: '   ', color: '#000000' }, 'BRAND_NAME_REQUIRED', '/body/name'],
      [{ key: 'bad-colour', name: 'Bad', color: 'red' }, 'BRAND_COLOR_INVALID', '/body/color'],
      [{ key: 'short-colour', name: 'Bad', color: '#FFF' }, 'BRAND_COLOR_INVALID', '/body/color'],
    ] as const) {
      const refused = await create(payload);
      expect([refused.status, refused.body.code]).toEqual([422, code]);
      expect(refused.body.errors[0].path).toBe(path);
    }
    expect(await auditOf('bad-colour')).toEqual([]);
    const asus = await callBackoffice(app(), 'listBrands', { token: editor.token });
    expect(asus.body.data.find((brand: { key: string }) => brand.key === 'asus')?.name).toBe('ASUS');
  });

  it('a rename reaches storefront search at the next request; the old name no longer finds it', async () => {
    const key = `brand-${randomUUID().slice(0, 6)}`;
    const [before, after] = [word(), word()];
    await create({ key, name: before, color: '#336699' });
    const product = await addTestProduct(db(), { price: 100_000, stock: 1 });
    await db().update(products).set({ brandKey: key }).where(eq(products.sku, product.sku));
    expect(await searchSkus(before)).toEqual([product.sku]);

    const renamed = await callBackoffice(app(), 'updateBrand', {
      token: editor.token,
      params: { brandKey: key },
      payload: { name: after, color: '#663399' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: after, color: '#663399', productCount: 1 });
    expect(await searchSkus(after)).toEqual([product.sku]);
    expect(await searchSkus(before)).toEqual([]);

    const audit = await auditOf(key);
    expect(audit.map((entry) => entry.action)).toEqual(['brand.create', 'brand.update']);
    expect(audit[1]?.before).toMatchObject({ name: before, color: '#336699' });
    expect(audit[1]?.after).toMatchObject({ name: after, color: '#663399' });

    const badColour = await callBackoffice(app(), 'updateBrand', {
      token: editor.token,
      params: { brandKey: key },
      payload: { name: after, color: '#12345G' },
    });
    expect([badColour.status, badColour.body.code]).toEqual([422, 'BRAND_COLOR_INVALID']);
    const unknown = await callBackoffice(app(), 'updateBrand', {
      token: editor.token,
      params: { brandKey: 'no-such-brand' },
      payload: { name: 'X', color: '#000000' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'BRAND_NOT_FOUND']);
  });

  it('refuses to delete a brand while products carry it, and deletes it once unused', async () => {
    const key = `brand-${randomUUID().slice(0, 6)}`;
    await create({ key, name: 'Shortlived', color: '#AA0000' });
    const product = await addTestProduct(db(), { price: 100_000, stock: 0 });
    await db().update(products).set({ brandKey: key }).where(eq(products.sku, product.sku));
    const remove = () =>
      callBackoffice(app(), 'deleteBrand', { token: editor.token, params: { brandKey: key } });

    const inUse = await remove();
    expect([inUse.status, inUse.body.code, inUse.body.limit]).toEqual([409, 'BRAND_IN_USE', 1]);

    await db().update(products).set({ brandKey: 'asus' }).where(eq(products.sku, product.sku));
    expect((await remove()).status).toBe(200);
    const list = await callBackoffice(app(), 'listBrands', { token: editor.token });
    expect(list.body.data.map((brand: { key: string }) => brand.key)).not.toContain(key);
    expect((await remove()).body.code).toBe('BRAND_NOT_FOUND');
    expect((await auditOf(key)).map((entry) => entry.action)).toEqual(['brand.create', 'brand.delete']);
  });

  it('a packer may neither list nor change brands, and leaves no audit rows', async () => {
    const list = await callBackoffice(app(), 'listBrands', { token: packer.token });
    expect([list.status, list.body.code]).toEqual([403, 'FORBIDDEN']);
    const refused = await create({ key: 'packer-brand', name: 'Packer', color: '#000000' }, packer.token);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    for (const operation of ['updateBrand', 'deleteBrand'] as const) {
      const write = await callBackoffice(app(), operation, {
        token: packer.token,
        params: { brandKey: 'asus' },
        payload: operation === 'updateBrand' ? { name: 'Hacked', color: '#000000' } : undefined,
      });
      expect(write.status).toBe(403);
    }
    expect(await auditOf('packer-brand')).toEqual([]);
    expect(await auditOf('asus')).toEqual([]);
  });
});
