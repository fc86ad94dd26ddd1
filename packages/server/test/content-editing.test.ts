import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { bringDueLegalVersionsIntoEffect } from '../src/content/legal-versions.ts';
import { orders, staffAudit } from '../src/db/schema/index.ts';
import { cancelLapsedOrders } from '../src/orders/order-expiry.ts';
import { createPaymentProvider } from '../src/payments/provider-factory.ts';
import { bangkokToday } from '../src/warranty/serials.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addToCart, newVerifiedShopper, orderRequest } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

// A second instance on the same database, with its own cached answers, as behind a load balancer.
let other: Awaited<ReturnType<typeof buildApp>>;
let manager: SignedInStaff;
let editor: SignedInStaff;
let packer: SignedInStaff;
beforeAll(async () => {
  other = await buildApp({
    database: testApp.database,
    staticDir: false,
    settings: readCommerceSettings({}),
  });
  manager = await signedInStaff(app(), db(), 'manager');
  editor = await signedInStaff(app(), db(), 'editor');
  packer = await signedInStaff(app(), db(), 'packer');
});
afterAll(() => other.close());

const auditOf = (targetId: string) =>
  db().select().from(staffAudit).where(eq(staffAudit.targetId, targetId)).orderBy(staffAudit.id);

const slide = (words: string, link = '/specAdd') => ({
  image: { pc: '/images/home/hero-1-pc.svg', mobile: '/images/home/hero-1-mobile.svg' },
  mainText: { th: `สไลด์ ${words}`, en: `Slide ${words}` },
  description: { th: 'คำอธิบาย', en: 'Description' },
  buttonText: { th: 'ดูสินค้า', en: 'Shop now' },
  buttonUrl: link,
});

/** The home hero slides the storefront shows, read through both instances (each must agree). */
async function storefrontSlides(): Promise<{ _id: string; mainText: { en?: string }; order: number }[]> {
  const [first, second] = await Promise.all(
    [app(), other].map((instance) => callSuccessfully(instance, 'getHomeMainPictures')),
  );
  expect(second?.data).toEqual(first?.data);
  return first?.data ?? [];
}

describe('content sections', () => {
  it('a manager adds, edits, hides, reorders and deletes a hero slide; both instances show each change', async () => {
    const seeded = await callBackoffice(app(), 'getContentSection', {
      token: manager.token,
      params: { sectionId: 'home-hero' },
    });
    expect(seeded.status).toBe(200);
    expect(seeded.body.data).toMatchObject({
      id: 'home-hero',
      payloadSchema: 'MainPicture',
      singleItem: false,
    });
    const seededKeys: string[] = seeded.body.data.items.map((item: { key: string }) => item.key);
    const activeKeys: string[] = seeded.body.data.items
      .filter((item: { isActive: boolean }) => item.isActive)
      .map((item: { key: string }) => item.key);
    expect(activeKeys.length).toBeGreaterThan(0);
    // Both instances hold a cached answer before the change.
    expect((await storefrontSlides()).map((item) => item._id)).toEqual(activeKeys);

    const created = await callBackoffice(app(), 'createContentItem', {
      token: manager.token,
      params: { sectionId: 'home-hero' },
      payload: { key: 'new-slide', isActive: true, payload: { ...slide('one'), extra: 'dropped' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      key: 'new-slide',
      order: seededKeys.length + 1,
      isActive: true,
    });
    expect(created.body.data.payload).toEqual(slide('one'));
    let shown = await storefrontSlides();
    expect(shown.at(-1)).toMatchObject({ _id: 'new-slide', mainText: { en: 'Slide one' } });

    const edited = await callBackoffice(other, 'updateContentItem', {
      token: manager.token,
      params: { sectionId: 'home-hero', key: 'new-slide' },
      payload: { isActive: true, payload: slide('two', 'https://www.youtube.com/@probuild') },
    });
    expect(edited.status).toBe(200);
    shown = await storefrontSlides();
    expect(shown.at(-1)?.mainText.en).toBe('Slide two');

    const reordered = await callBackoffice(app(), 'reorderContentSection', {
      token: manager.token,
      params: { sectionId: 'home-hero' },
      payload: { keys: ['new-slide', ...seededKeys] },
    });
    expect(reordered.status).toBe(200);
    expect(
      reordered.body.data.items.map((item: { key: string; order: number }) => [item.key, item.order]),
    ).toEqual(['new-slide', ...seededKeys].map((key, index) => [key, index + 1]));
    expect((await storefrontSlides()).map((item) => item._id)).toEqual(['new-slide', ...activeKeys]);

    const hidden = await callBackoffice(app(), 'updateContentItem', {
      token: manager.token,
      params: { sectionId: 'home-hero', key: 'new-slide' },
      payload: { isActive: false, payload: slide('two') },
    });
    expect(hidden.body.data.isActive).toBe(false);
    expect((await storefrontSlides()).map((item) => item._id)).toEqual(activeKeys);

    const deleted = await callBackoffice(app(), 'deleteContentItem', {
      token: manager.token,
      params: { sectionId: 'home-hero', key: 'new-slide' },
    });
    expect(deleted.status).toBe(200);
    const after = await callBackoffice(app(), 'getContentSection', {
      token: manager.token,
      params: { sectionId: 'home-hero' },
    });
    expect(after.body.data.items.map((item: { key: string }) => item.key)).toEqual(seededKeys);

    const audit = await auditOf('home-hero/new-slide');
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['content.create', manager.email],
      ['content.update', manager.email],
      ['content.update', manager.email],
      ['content.delete', manager.email],
    ]);
    expect((await auditOf('home-hero')).map((entry) => entry.action)).toEqual(['content.reorder']);
  });

  it('an editor edits the promotion strip, the comset section titles and the about text', async () => {
    const strip = await callBackoffice(app(), 'createContentItem', {
      token: editor.token,
      params: { sectionId: 'promotion-strip' },
      payload: {
        key: 'midnight-sale',
        isActive: true,
        payload: { title: { th: 'ลดเที่ยงคืน', en: 'Midnight sale' }, link: null },
      },
    });
    expect(strip.status).toBe(201);
    const { data: banners } = await callSuccessfully(other, 'getTopBanners');
    expect(banners.find((item) => item._id === 'midnight-sale')).toMatchObject({
      link: null,
      isActive: true,
    });

    const sections = await callBackoffice(app(), 'getContentSection', {
      token: editor.token,
      params: { sectionId: 'comset-sections' },
    });
    const gamer = sections.body.data.items.find((item: { key: string }) => item.key === 'gamer');
    const renamed = await callBackoffice(app(), 'updateContentItem', {
      token: editor.token,
      params: { sectionId: 'comset-sections', key: 'gamer' },
      payload: {
        isActive: gamer.isActive,
        payload: { title: { th: 'คอมสำหรับเกมเมอร์', en: 'PCs for gamers' } },
      },
    });
    expect(renamed.status).toBe(200);
    const { data: comset } = await callSuccessfully(app(), 'getComsetSections');
    expect(comset.find((item) => item.key === 'gamer')?.title.en).toBe('PCs for gamers');

    const about = await callBackoffice(app(), 'getContentSection', {
      token: editor.token,
      params: { sectionId: 'about' },
    });
    expect(about.body.data.singleItem).toBe(true);
    const [item] = about.body.data.items;
    const payload = {
      ...item.payload,
      companyInfo: { ...item.payload.companyInfo, phone: '02-123-4567' },
    };
    const saved = await callBackoffice(app(), 'updateContentItem', {
      token: editor.token,
      params: { sectionId: 'about', key: item.key },
      payload: { isActive: true, payload },
    });
    expect(saved.status).toBe(200);
    expect((await callSuccessfully(other, 'getAbout')).data.companyInfo.phone).toBe('02-123-4567');
  });

  it('refuses links that are not http(s) or internal paths, missing English, bad keys and shapes', async () => {
    const create = (sectionId: string, body: object) =>
      callBackoffice(app(), 'createContentItem', {
        token: manager.token,
        params: { sectionId },
        payload: body,
      });
    for (const link of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      '/a\nb',
    ]) {
      const refused = await create('home-hero', {
        key: 'bad-link',
        isActive: true,
        payload: slide('x', link),
      });
      expect(refused.status, link).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.errors).toContainEqual(
        expect.objectContaining({ path: '/body/payload/buttonUrl' }),
      );
    }
    const noEnglish = await create('home-hero', {
      key: 'no-english',
      isActive: true,
      payload: { ...slide('x'), mainText: { th: 'ไทยเท่านั้น' } },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.errors).toContainEqual({
      path: '/body/payload/mainText/en',
      message: 'is required',
    });
    const missing = await create('home-hero', {
      key: 'no-image',
      isActive: true,
      payload: { ...slide('x'), image: undefined },
    });
    expect(missing.body.errors).toContainEqual({ path: '/body/payload/image', message: 'is required' });
    // Computer-set sections are the page's fixed ones.
    const unknownSection = await create('comset-sections', {
      key: 'astronaut',
      isActive: true,
      payload: { title: { th: 'นักบิน', en: 'Astronaut' } },
    });
    expect(unknownSection.status).toBe(400);
    expect(unknownSection.body.errors).toContainEqual(expect.objectContaining({ path: '/body/payload/key' }));
    const taken = await create('comset-sections', {
      key: 'gamer',
      isActive: true,
      payload: { title: { th: 'เกม', en: 'Games' } },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONTENT_KEY_EXISTS');
    const badKey = await create('home-hero', { key: 'Not A Key', isActive: true, payload: slide('x') });
    expect(badKey.status).toBe(400);

    const aboutDelete = await callBackoffice(app(), 'deleteContentItem', {
      token: manager.token,
      params: { sectionId: 'about', key: 'about' },
    });
    expect([aboutDelete.status, aboutDelete.body.code]).toEqual([409, 'CONTENT_SINGLE_ITEM']);
    const unknown = await callBackoffice(app(), 'updateContentItem', {
      token: manager.token,
      params: { sectionId: 'home-hero', key: 'nobody' },
      payload: { isActive: true, payload: slide('x') },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
    const partialOrder = await callBackoffice(app(), 'reorderContentSection', {
      token: manager.token,
      params: { sectionId: 'home-hero' },
      payload: { keys: ['nobody'] },
    });
    expect([partialOrder.status, partialOrder.body.code]).toEqual([422, 'CONTENT_ORDER_MISMATCH']);
    expect(await auditOf('home-hero/bad-link')).toEqual([]);
  });

  it('a packer may not read or edit content', async () => {
    const read = await callBackoffice(app(), 'getContentSection', {
      token: packer.token,
      params: { sectionId: 'home-hero' },
    });
    expect([read.status, read.body.code]).toEqual([403, 'FORBIDDEN']);
    const write = await callBackoffice(app(), 'createContentItem', {
      token: packer.token,
      params: { sectionId: 'home-hero' },
      payload: { key: 'packer-slide', isActive: true, payload: slide('p') },
    });
    expect(write.status).toBe(403);
  });
});

describe('legal versions', () => {
  const terms = (words: string) => ({
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
    sections: [
      { heading: { th: 'ข้อ 1', en: 'Clause 1' }, body: { th: `ข้อความ ${words}`, en: `Text ${words}` } },
    ],
  });
  const publish = (effectiveDate: string, words: string, token = manager.token) =>
    callBackoffice(app(), 'publishLegalVersion', {
      token,
      params: { slug: 'terms' },
      payload: { effectiveDate, ...terms(words) },
    });
  const storefrontTerms = async () => {
    const [first, second] = await Promise.all(
      [app(), other].map((instance) =>
        callSuccessfully(instance, 'getLegalPage', { params: { slug: 'terms' } }),
      ),
    );
    expect(second?.data).toEqual(first?.data);
    return first?.data;
  };
  const dayAfter = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('publishing keeps every version; today’s shows at once with its date, a later one on its day', async () => {
    const today = bangkokToday();
    expect((await storefrontTerms())?.effectiveDate).toBe('2024-12-15');

    const published = await publish(today, 'of today');
    expect(published.status).toBe(201);
    expect(published.body.data).toMatchObject({
      effectiveDate: today,
      status: 'current',
      publishedBy: manager.email,
    });
    const shown = await storefrontTerms();
    expect(shown).toMatchObject({ slug: 'terms', effectiveDate: today });
    expect(shown?.sections[0]?.body.en).toBe('Text of today');

    // A double click publishes once; another text for the same date is refused.
    expect((await publish(today, 'of today')).status).toBe(200);
    const clash = await publish(today, 'changed');
    expect([clash.status, clash.body.code]).toEqual([409, 'LEGAL_VERSION_EXISTS']);
    const past = await publish(dayAfter(today, -1), 'back-dated');
    expect([past.status, past.body.code]).toEqual([422, 'LEGAL_DATE_PAST']);

    const later = dayAfter(today, 10);
    const scheduled = await publish(later, 'of the future');
    expect(scheduled.body.data.status).toBe('scheduled');
    expect((await storefrontTerms())?.effectiveDate).toBe(today);

    // Nothing is due yet: no row changes and the catalogue version stays.
    expect(await bringDueLegalVersionsIntoEffect(db(), dayAfter(today, 9))).toBe(0);
    expect((await storefrontTerms())?.effectiveDate).toBe(today);
    expect(await bringDueLegalVersionsIntoEffect(db(), later)).toBe(1);
    const after = await storefrontTerms();
    expect(after?.effectiveDate).toBe(later);
    expect(after?.sections[0]?.body.th).toBe('ข้อความ of the future');

    const versions = await callBackoffice(app(), 'listLegalVersions', {
      token: editor.token,
      params: { slug: 'terms' },
    });
    expect(
      versions.body.data.map((v: { effectiveDate: string; status: string }) => [v.effectiveDate, v.status]),
    ).toEqual([
      [later, 'current'],
      [today, 'past'],
      ['2024-12-15', 'past'],
    ]);
    // The seed's first version is still readable in full.
    expect(versions.body.data[2].sections.length).toBeGreaterThan(3);

    const withdrawShown = await callBackoffice(app(), 'withdrawLegalVersion', {
      token: manager.token,
      params: { slug: 'terms', effectiveDate: today },
    });
    expect([withdrawShown.status, withdrawShown.body.code]).toEqual([409, 'LEGAL_VERSION_IN_EFFECT']);
    expect((await auditOf(`terms@${today}`)).map((entry) => entry.action)).toEqual(['legal.publish']);
  });

  it('a scheduled version can be withdrawn before its day', async () => {
    const day = dayAfter(bangkokToday(), 40);
    const scheduled = await callBackoffice(app(), 'publishLegalVersion', {
      token: editor.token,
      params: { slug: 'privacy' },
      payload: { effectiveDate: day, ...terms('cookies') },
    });
    expect(scheduled.status).toBe(201);
    const withdrawn = await callBackoffice(app(), 'withdrawLegalVersion', {
      token: editor.token,
      params: { slug: 'privacy', effectiveDate: day },
    });
    expect(withdrawn.status).toBe(200);
    const again = await callBackoffice(app(), 'withdrawLegalVersion', {
      token: editor.token,
      params: { slug: 'privacy', effectiveDate: day },
    });
    expect([again.status, again.body.code]).toEqual([404, 'LEGAL_VERSION_NOT_FOUND']);
    expect((await auditOf(`privacy@${day}`)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['legal.publish', editor.email],
      ['legal.withdraw', editor.email],
    ]);
  });

  it('refuses a version without English or sections, and a packer', async () => {
    const refused = await callBackoffice(app(), 'publishLegalVersion', {
      token: manager.token,
      params: { slug: 'terms' },
      payload: { effectiveDate: bangkokToday(), title: { th: 'ข้อกำหนด' }, sections: [] },
    });
    expect(refused.status).toBe(400);
    const asPacker = await publish(bangkokToday(), 'packer', packer.token);
    expect(asPacker.status).toBe(403);
  });
});

describe('discount codes', () => {
  const terms = {
    name: { th: 'ลด 10%', en: '10% off' },
    kind: 'percent',
    value: 10,
    active: true,
    startsAt: null,
    expiresAt: null,
    minSpend: 1000,
    totalUses: 5,
    usesPerCustomer: 1,
  };
  const create = (body: object, token = manager.token) =>
    callBackoffice(app(), 'createDiscountCode', { token, payload: body });

  it('a manager creates a code; a shopper uses it; the back office lists the use and counts it', async () => {
    const code = `new${randomUUID().slice(0, 6)}`;
    const created = await create({ code, ...terms });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: code.toUpperCase(),
      kind: 'percent',
      value: 10,
      minSpend: 1000,
      uses: 0,
    });
    const sameInOtherCase = await create({ code: code.toUpperCase(), ...terms });
    expect([sameInOtherCase.status, sameInOtherCase.body.code]).toEqual([409, 'DISCOUNT_CODE_EXISTS']);

    const shopper = await newVerifiedShopper(app(), db());
    const product = await addTestProduct(db(), { price: 500_000, stock: 5 });
    await addToCart(app(), shopper, product.sku, 1);
    const placed = await callOperation(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(shopper, { discountCode: code }),
    });
    expect(placed.status).toBe(201);
    const orderNumber = (placed.body as { data: { orderNumber: string } }).data.orderNumber;

    const uses = await callBackoffice(app(), 'listDiscountCodeUses', {
      token: manager.token,
      params: { code },
    });
    expect(uses.body.data).toMatchObject({ code: code.toUpperCase(), uses: 1, cancelled: 0 });
    expect(uses.body.data.orders).toEqual([
      expect.objectContaining({
        orderNumber,
        discount: 50_000,
        state: 'wait',
        customer: expect.objectContaining({ email: shopper.email }),
      }),
    ]);
    const list = await callBackoffice(app(), 'listDiscountCodes', { token: manager.token });
    expect(list.body.data.find((item: { code: string }) => item.code === code.toUpperCase())?.uses).toBe(1);

    // A cancelled order gives its use back: counted apart, still listed.
    await db()
      .update(orders)
      .set({ payBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.orderNumber, orderNumber));
    await cancelLapsedOrders(db(), createPaymentProvider(readCommerceSettings({}), db()));
    const afterCancel = await callBackoffice(app(), 'listDiscountCodeUses', {
      token: manager.token,
      params: { code },
    });
    expect(afterCancel.body.data).toMatchObject({ uses: 0, cancelled: 1 });
    expect(afterCancel.body.data.orders[0].state).toBe('cancelled');
  });

  it('edits and deactivates a code; checkout then refuses it', async () => {
    const code = `OFF${randomUUID().slice(0, 6).toUpperCase()}`;
    await create({ code, ...terms, kind: 'amount', value: 500 });
    const edited = await callBackoffice(app(), 'updateDiscountCode', {
      token: manager.token,
      params: { code: code.toLowerCase() },
      payload: { ...terms, kind: 'amount', value: 300, active: false, expiresAt: '2099-01-01T00:00:00.000Z' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ code, kind: 'amount', value: 300, active: false });
    const shopper = await newVerifiedShopper(app(), db());
    const product = await addTestProduct(db(), { price: 500_000, stock: 5 });
    await addToCart(app(), shopper, product.sku, 1);
    const draft = await callOperation(app(), 'draftOrder', {
      headers: shopper.headers,
      payload: orderRequest(shopper, { discountCode: code }),
    });
    expect((draft.body as { code: string }).code).toBe('INVALID_DISCOUNT_CODE');
    const audit = await auditOf(code);
    expect(audit.map((entry) => entry.action)).toEqual(['discount.create', 'discount.deactivate']);
    expect(audit[1]?.before).toMatchObject({ active: true, value: 500 });
    expect(audit[1]?.after).toMatchObject({ active: false, value: 300 });
  });

  it('refuses what the table’s rules refuse, each with its own code', async () => {
    const cases: [object, number, string][] = [
      [{ kind: 'percent', value: 100 }, 422, 'DISCOUNT_PERCENT_RANGE'],
      [{ kind: 'percent', value: 0 }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'amount', value: 99 }, 422, 'DISCOUNT_AMOUNT_TOO_SMALL'],
      [
        { startsAt: '2026-02-01T00:00:00.000Z', expiresAt: '2026-01-01T00:00:00.000Z' },
        422,
        'DISCOUNT_PERIOD_INVALID',
      ],
      [{ totalUses: 0 }, 400, 'VALIDATION_FAILED'],
      [{ minSpend: -1 }, 400, 'VALIDATION_FAILED'],
      [{ code: 'with space' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [change, status, code] of cases) {
      const refused = await create({ code: `BAD${randomUUID().slice(0, 4)}`, ...terms, ...change });
      expect([refused.status, refused.body.code], JSON.stringify(change)).toEqual([status, code]);
    }
    const unknown = await callBackoffice(app(), 'updateDiscountCode', {
      token: manager.token,
      params: { code: 'NO-SUCH-CODE' },
      payload: terms,
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'DISCOUNT_CODE_NOT_FOUND']);
    const noUses = await callBackoffice(app(), 'listDiscountCodeUses', {
      token: manager.token,
      params: { code: 'NO-SUCH-CODE' },
    });
    expect(noUses.status).toBe(404);
  });

  it('an editor and a packer may not manage discount codes', async () => {
    for (const member of [editor, packer]) {
      const list = await callBackoffice(app(), 'listDiscountCodes', { token: member.token });
      expect([list.status, list.body.code]).toEqual([403, 'FORBIDDEN']);
      const refused = await create({ code: `NOPE${randomUUID().slice(0, 4)}`, ...terms }, member.token);
      expect(refused.status).toBe(403);
    }
    const rows = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorEmail, editor.email), eq(staffAudit.targetType, 'discount_code')));
    expect(rows).toEqual([]);
  });
});
