import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, promotions, staffAudit } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let editor: SignedInStaff;
let packer: SignedInStaff;
let gpuSkus: string[];
beforeAll(async () => {
  editor = await signedInStaff(app(), db(), 'editor');
  packer = await signedInStaff(app(), db(), 'packer');
  gpuSkus = (
    await db()
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.categoryKey, 'gpu'))
      .orderBy(asc(products.sku))
      .limit(3)
  ).map((row) => row.sku);
});

const newKey = () => `promo-${randomUUID().slice(0, 8)}`;
const fields = (overrides: object = {}) => ({
  kind: 'sale',
  title: { th: 'ลดราคาการ์ดจอ', en: 'Graphics card sale' },
  subTitle: { th: 'เฉพาะสัปดาห์นี้', en: 'This week only' },
  status: 'active',
  categoryKeys: ['gpu'],
  skus: gpuSkus,
  image: null,
  link: null,
  ...overrides,
});
const create = (payload: object, token = editor.token) =>
  callBackoffice(app(), 'createPromotion', { token, payload });
const update = (key: string, payload: object, token = editor.token) =>
  callBackoffice(app(), 'updatePromotion', { token, params: { promotionKey: key }, payload });
const strip = async () => (await callSuccessfully(app(), 'getPromotionsByType')).data.sub;
const storedKeys = async () =>
  (await db().select({ key: promotions.key }).from(promotions).orderBy(asc(promotions.sortOrder))).map(
    (row) => row.key,
  );
const auditOf = (targetId: string) =>
  db().select().from(staffAudit).where(eq(staffAudit.targetId, targetId)).orderBy(staffAudit.id);

describe('promotions in the back office', () => {
  it('an editor creates a promotion; the strip and its list page show it at the next request', async () => {
    const key = newKey();
    const created = await create({
      key,
      ...fields({ title: { th: '  ลดราคาการ์ดจอ ', en: '' }, link: `/promotion/${key}` }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = await storedKeys();
    expect(created.body.data).toMatchObject({
      key,
      order: before.length,
      title: { th: 'ลดราคาการ์ดจอ', en: '' },
      skus: gpuSkus,
      categoryKeys: ['gpu'],
    });

    const shown = (await strip()).find((promotion) => promotion.key === key);
    // A blank English title is left out, so the storefront falls back to the Thai one.
    expect(shown).toMatchObject({
      status: 'active',
      title: { th: 'ลดราคาการ์ดจอ' },
      link: `/promotion/${key}`,
    });
    expect(shown?.title.en).toBeUndefined();
    expect((await strip()).at(-1)?.key).toBe(key);

    const page = await callSuccessfully(app(), 'listProducts', {
      payload: { type: 'promotion', dataFilter: key, pageSize: 100 },
    });
    expect(page.data.items.map((product) => product.sku).sort()).toEqual([...gpuSkus].sort());

    const listed = await callBackoffice(app(), 'listPromotions', { token: editor.token });
    expect(listed.body.data.map((promotion: { key: string }) => promotion.key)).toEqual(before);
    expect((await auditOf(key)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['promotion.create', editor.email],
    ]);
  });

  it('a rename, a new product list and a deactivation reach the storefront at the next request', async () => {
    const key = newKey();
    await create({ key, ...fields() });
    expect((await strip()).find((promotion) => promotion.key === key)?.title.en).toBe('Graphics card sale');
    // Read once so the list page is cached for this catalogue version.
    const listPage = () =>
      callOperation(app(), 'listProducts', {
        payload: { type: 'promotion', dataFilter: key, pageSize: 100 },
      });
    const listedSkus = async () => {
      const { body } = await listPage();
      return 'data' in body ? body.data.items.map((product) => product.sku) : body.code;
    };
    expect(await listedSkus()).toHaveLength(3);

    // A SKU typed in lower case with spaces is the catalogue's SKU.
    const typedSku = ` ${gpuSkus[2]?.toLowerCase()} `;
    const renamed = await update(key, fields({ title: { th: 'ชื่อใหม่', en: 'New name' }, skus: [typedSku] }));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await strip()).find((promotion) => promotion.key === key)?.title).toEqual({
      th: 'ชื่อใหม่',
      en: 'New name',
    });
    expect(await listedSkus()).toEqual([gpuSkus[2]]);

    expect((await update(key, fields({ status: 'inactive' }))).status).toBe(200);
    expect((await strip()).find((promotion) => promotion.key === key)?.status).toBe('inactive');
    const ended = await listPage();
    expect(ended.status).toBe(404);
    const inCategory = await callSuccessfully(app(), 'getPromotionsByCategory', {
      params: { category: 'gpu' },
    });
    expect(inCategory.data.map((group) => group.key)).not.toContain(key);

    const audit = await auditOf(key);
    expect(audit.map((entry) => entry.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.update',
    ]);
    expect(audit[1]?.before).toMatchObject({ title: { en: 'Graphics card sale' }, skus: gpuSkus });
    expect(audit[1]?.after).toMatchObject({ title: { en: 'New name' }, skus: [gpuSkus[2]] });
  });

  it('refuses a blank Thai title, unknown SKUs, non-categories and unsafe links, naming each field', async () => {
    const key = newKey();
    const refused = await create({
      key,
      ...fields({
        title: { th: '   ', en: 'English only' },
        categoryKeys: ['gpu', 'toasters', 'computer-parts'],
        skus: [gpuSkus[0], 'NO-SUCH-SKU-1', 'NO-SUCH-SKU-2'],
        link: 'javascript:alert(1)',
        image: 'data:image/svg+xml,<svg/>',
      }),
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'PROMOTION_INVALID']);
    expect(refused.body.errors).toEqual([
      { path: '/body/title/th', message: 'is required', code: 'required' },
      { path: '/body/categoryKeys/1', message: 'toasters is not a category', code: 'unknown_category' },
      // A group (level 1) is not a category a promotion is about.
      { path: '/body/categoryKeys/2', message: 'computer-parts is not a category', code: 'unknown_category' },
      { path: '/body/skus/1', message: 'no product NO-SUCH-SKU-1', code: 'unknown_product' },
      { path: '/body/skus/2', message: 'no product NO-SUCH-SKU-2', code: 'unknown_product' },
      expect.objectContaining({ path: '/body/image' }),
      expect.objectContaining({ path: '/body/link' }),
    ]);
    expect(await storedKeys()).not.toContain(key);
    expect(await auditOf(key)).toEqual([]);

    for (const link of [
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'JavaScript:alert(1)',
      'ftp://x',
      'promotion/x',
    ]) {
      const bad = await create({ key, ...fields({ link }) });
      expect([bad.status, bad.body.errors?.[0]?.path], link).toEqual([422, '/body/link']);
    }
    for (const badKey of ['Big Sale', 'sale-', 'ลดราคา']) {
      const bad = await create({ key: badKey, ...fields() });
      expect([bad.status, bad.body.errors?.[0]?.path], badKey).toEqual([422, '/body/key']);
    }
    const badKind = await create({ key, ...fields({ kind: 'giveaway' }) });
    expect([badKind.status, badKind.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const taken = await create({ key: 'gaming-week', ...fields() });
    expect([taken.status, taken.body.code]).toEqual([409, 'PROMOTION_KEY_EXISTS']);

    const good = await create({
      key,
      ...fields({ link: 'https://shop.example/sale?x=1', image: '/images/promotions/gaming-week.svg' }),
    });
    expect(good.status).toBe(201);
    const unknown = await update('no-such-promotion', fields());
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    const badUpdate = await update(key, fields({ skus: ['NOPE'] }));
    expect(badUpdate.body.errors).toEqual([
      { path: '/body/skus/0', message: 'no product NOPE', code: 'unknown_product' },
    ]);
  });

  it('reorders the strip; a list that is not every key once is refused', async () => {
    const before = await storedKeys();
    const reversed = [...before].reverse();
    const reordered = await callBackoffice(app(), 'reorderPromotions', {
      token: editor.token,
      payload: { keys: reversed },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((promotion: { key: string; order: number }) => promotion.key)).toEqual(
      reversed,
    );
    expect((await strip()).map((promotion) => promotion.key)).toEqual(reversed);

    for (const keys of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 'unknown']]) {
      const refused = await callBackoffice(app(), 'reorderPromotions', {
        token: editor.token,
        payload: { keys },
      });
      expect([refused.status, refused.body.code]).toEqual([422, 'PROMOTION_ORDER_MISMATCH']);
    }
    expect((await strip()).map((promotion) => promotion.key)).toEqual(reversed);
    expect((await auditOf('order')).map((entry) => entry.action)).toEqual(['promotion.reorder']);
  });

  it('deletes a promotion with its list; the strip and list page forget it', async () => {
    const key = newKey();
    await create({ key, ...fields() });
    const remove = () =>
      callBackoffice(app(), 'deletePromotion', { token: editor.token, params: { promotionKey: key } });
    expect((await remove()).status).toBe(200);
    expect((await strip()).map((promotion) => promotion.key)).not.toContain(key);
    const page = await callOperation(app(), 'listProducts', {
      payload: { type: 'promotion', dataFilter: key, pageSize: 10 },
    });
    expect(page.status).toBe(404);
    expect((await remove()).body.code).toBe('PROMOTION_NOT_FOUND');
    expect((await auditOf(key)).map((entry) => entry.action)).toEqual([
      'promotion.create',
      'promotion.delete',
    ]);
  });

  it('a packer may neither list nor change promotions, and leaves no audit rows', async () => {
    const key = newKey();
    const list = await callBackoffice(app(), 'listPromotions', { token: packer.token });
    expect([list.status, list.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await create({ key, ...fields() }, packer.token)).status).toBe(403);
    expect(
      (await update('gaming-week', fields({ title: { th: 'แฮก', en: 'Hacked' } }), packer.token)).status,
    ).toBe(403);
    const remove = await callBackoffice(app(), 'deletePromotion', {
      token: packer.token,
      params: { promotionKey: 'gaming-week' },
    });
    expect(remove.status).toBe(403);
    const reorder = await callBackoffice(app(), 'reorderPromotions', {
      token: packer.token,
      payload: { keys: await storedKeys() },
    });
    expect(reorder.status).toBe(403);
    expect((await strip()).find((promotion) => promotion.key === 'gaming-week')?.title.en).toBe(
      'Gaming week, up to 20% off',
    );
    expect(await auditOf(key)).toEqual([]);
    expect(await auditOf('gaming-week')).toEqual([]);
  });
});
