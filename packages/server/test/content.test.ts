import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateThaiAddress } from '../src/addresses/validateAddress.ts';
import { contentItems, products, promotions } from '../src/db/schema/index.ts';
import type { OperationId } from '../src/http/operations.ts';
import { contentRows, seedContent } from '../src/seed/content/index.ts';
import { useTestApp } from './support/app.ts';
import { callOperation, callSuccessfully, type OperationCall } from './support/contract.ts';

/** Every content call of the contract, with the parameters it needs. */
const contentCalls: [OperationId, OperationCall?][] = [
  ['getTopBanners'],
  ['getNews'],
  ['getHomeMainPictures'],
  ['getHomeShortcutMenu'],
  ['getHomeBrandShortcuts'],
  ['getHomeListBanners'],
  ['getHomeContentFirst'],
  ['getHomeContentSecond'],
  ['getHomeProductRecommend'],
  ['getHomeSocialPresentations'],
  ['getChatLinks'],
  ['getHomeBanner'],
  ['getHomeTailSections'],
  ['getSpecMainPictures'],
  ['getSpecContentFirst'],
  ['getSpecContentSecond'],
  ['getSpecProductRecommend'],
  ['getSpecSocialPresentations'],
  ['getSpecSubContent'],
  ['getComsetListBanners'],
  ['getComsetMainPictures'],
  ['getComsetSections'],
  ['getComsetSocialPresentations'],
  ['getComsetContentFirst'],
  ['getComsetProductRecommend'],
  ['getLegalPage', { params: { slug: 'terms' } }],
  ['getLegalPage', { params: { slug: 'privacy-policy' } }],
  ['getLegalPage', { params: { slug: 'privacy' } }],
  ['getAbout'],
  ['getAfterSales'],
];

const THAI = /[\u0E00-\u0E7F]/;

type Json = unknown;

/** Every value in a JSON tree that passes `test`, skipping product cards (catalogue data, not content). */
function collect<T>(node: Json, test: (value: Json) => value is T, found: T[] = []): T[] {
  if (test(node)) found.push(node);
  if (Array.isArray(node)) for (const child of node) collect(child, test, found);
  else if (node && typeof node === 'object' && !('sku' in node)) {
    for (const child of Object.values(node)) collect(child, test, found);
  }
  return found;
}

const isLocalizedText = (value: Json): value is { th: string; en?: string } =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join() === 'en,th';

const orders = (items: { order: number }[]) => items.map((item) => item.order);
const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || (values[i - 1] ?? value) < value);
const seedKeys = (page: string, section: string, isActive?: boolean) =>
  contentRows
    .filter(
      (row) =>
        row.page === page && row.section === section && (isActive === undefined || row.isActive === isActive),
    )
    .map((row) => row.key);

describe('content', () => {
  const testApp = useTestApp();

  /** The answers of every content call, each checked against the contract. */
  const answers = async (): Promise<{ data: Json }[]> =>
    Promise.all(contentCalls.map(([operationId, call]) => callSuccessfully(testApp.app, operationId, call)));

  it('answers every content call as the contract describes, with texts in Thai and English', async () => {
    const texts = (await answers()).flatMap((answer) => collect(answer.data, isLocalizedText));
    expect(texts.length).toBeGreaterThan(150);
    for (const text of texts) {
      expect(text.th, JSON.stringify(text)).toMatch(THAI);
      expect(text.en, JSON.stringify(text)).toMatch(/^[^\u0E00-\u0E7F]+$/);
    }
  });

  it('links only to internal paths and https addresses', async () => {
    const linkKeys = ['link', 'buttonUrl', 'url'];
    const hasLink = (value: Json): value is Record<string, unknown> =>
      !!value && typeof value === 'object' && linkKeys.some((key) => key in value);
    const links = (await answers())
      .flatMap((answer) => collect(answer.data, hasLink))
      .flatMap((item) => linkKeys.map((key) => item[key]).filter((link) => typeof link === 'string'));
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) expect(link).toMatch(/^(\/(?!\/)|https:\/\/)/);
  });

  describe('lists keep active items only, sorted by order', () => {
    it('top banners: the seed has inactive and out-of-order items; the answer has neither', async () => {
      expect(seedKeys('home', 'top-banner', false).length).toBeGreaterThan(0);
      const { data } = await callSuccessfully(testApp.app, 'getTopBanners');
      expect(data.every((item) => item.isActive)).toBe(true);
      expect(ascending(orders(data))).toBe(true);
      expect(data.map((item) => item._id).sort()).toEqual(seedKeys('home', 'top-banner', true).sort());
      expect(data[0]?._id).toBe('free-shipping');
    });

    it('hero slides, shortcuts, list banners and video sections of the home page', async () => {
      const lists = [
        ['main-picture', (await callSuccessfully(testApp.app, 'getHomeMainPictures')).data],
        ['shortcut-menu', (await callSuccessfully(testApp.app, 'getHomeShortcutMenu')).data],
        ['list-banner', (await callSuccessfully(testApp.app, 'getHomeListBanners')).data],
        ['social', (await callSuccessfully(testApp.app, 'getHomeSocialPresentations')).data],
      ] as const;
      for (const [section, items] of lists) {
        expect(seedKeys('home', section, false).length, section).toBeGreaterThan(0);
        expect(
          items.every((item) => item.isActive),
          section,
        ).toBe(true);
        expect(ascending(orders(items)), section).toBe(true);
        expect(items.map((item) => item._id).sort(), section).toEqual(seedKeys('home', section, true).sort());
      }
    });

    it('news: active items, newest first', async () => {
      expect(seedKeys('home', 'news', false).length).toBeGreaterThan(0);
      const { data } = await callSuccessfully(testApp.app, 'getNews');
      expect(data.map((item) => item._id).sort()).toEqual(seedKeys('home', 'news', true).sort());
      const times = data.map((item) => Date.parse(item.date));
      expect(times.every((time, i) => i === 0 || (times[i - 1] ?? time) > time)).toBe(true);
    });

    it('chat links: LINE, Messenger, then the phone', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getChatLinks');
      expect(data.map((link) => link._id)).toEqual(['line', 'messenger', 'phone']);
      expect(ascending(orders(data))).toBe(true);
      expect(data[0]?.link).toBe('https://line.me/R/ti/p/@probuild');
    });

    it('an item switched off disappears from its answer at once', async () => {
      const { db } = testApp.database;
      const hero = and(
        eq(contentItems.page, 'home'),
        eq(contentItems.section, 'main-picture'),
        eq(contentItems.key, 'hero-9800x3d'),
      );
      await db.update(contentItems).set({ isActive: false }).where(hero);
      try {
        const { data } = await callSuccessfully(testApp.app, 'getHomeMainPictures');
        expect(data.map((item) => item._id)).toEqual(['hero-rtx-5090', 'hero-build']);
      } finally {
        await db.update(contentItems).set({ isActive: true }).where(hero);
      }
    });
  });

  describe('products in content come from the catalogue', () => {
    it('list banners and recommendations carry every SKU the content names, in its order', async () => {
      const banners = (await callSuccessfully(testApp.app, 'getHomeListBanners')).data;
      for (const banner of banners) {
        const row = contentRows.find((item) => item.section === 'list-banner' && item.key === banner._id);
        expect(banner.products.map(({ product }) => product.sku)).toEqual(row?.payload.productSkus);
        expect(banner.section).toBeNull();
      }
      for (const operationId of [
        'getHomeProductRecommend',
        'getSpecProductRecommend',
        'getComsetProductRecommend',
      ] as const) {
        const [block] = (await callSuccessfully(testApp.app, operationId)).data;
        const row = contentRows.find(
          (item) => item.section === 'product-recommend' && item.key === block?._id,
        );
        expect(
          block?.listCard.map((product) => product.sku),
          operationId,
        ).toEqual(row?.payload.productSkus);
      }
    });

    it('shows the current price of a product, and leaves out a SKU the catalogue does not have', async () => {
      const { db } = testApp.database;
      const sku = 'GPU-ASUS-RTX5090-TUF-GAMING-32G';
      const [before] = await db.select().from(products).where(eq(products.sku, sku));
      if (!before) throw new Error(`The catalogue has no ${sku}`);
      const banner = { page: 'home', section: 'list-banner', key: 'test-banner', sortOrder: 99 };
      await db
        .update(products)
        .set({ salePrice: before.price - 100_000 })
        .where(eq(products.sku, sku));
      await db.insert(contentItems).values({
        ...banner,
        payload: {
          title: { th: 'ทดสอบ', en: 'Test' },
          description: { th: 'ทดสอบ', en: 'Test' },
          image: null,
          section: null,
          productSkus: ['NO-SUCH-SKU', sku],
        },
      });
      try {
        const { data } = await callSuccessfully(testApp.app, 'getHomeListBanners');
        const card = data.find((item) => item._id === 'test-banner')?.products;
        expect(card?.map(({ product }) => [product.sku, product.salePrice])).toEqual([
          [sku, before.price - 100_000],
        ]);
        const hero = data.find((item) => item._id === 'new-graphics-cards')?.products[0]?.product;
        expect(hero?.salePrice).toBe(before.price - 100_000);
      } finally {
        await db.delete(contentItems).where(eq(contentItems.key, banner.key));
        await db.update(products).set({ salePrice: before.salePrice }).where(eq(products.sku, sku));
      }
    });

    it('brand shortcuts take each brand name and logo from the catalogue, in the content order', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getHomeBrandShortcuts');
      expect(data.map((brand) => brand._id)).toEqual(seedKeys('home', 'brand-shortcut'));
      expect(data.find((brand) => brand._id === 'western-digital')).toEqual({
        _id: 'western-digital',
        name: 'Western Digital',
        image: '/images/brands/western-digital.svg',
      });
    });
  });

  describe('home tail, spec and comset pages', () => {
    it('the home banner button is brand magenta and opens the builder', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getHomeBanner');
      expect(data.button).toMatchObject({ color: '#B42487', link: '/specAdd' });
      expect(data.images.pc).not.toBe(data.images.mobile);
    });

    it('the spec landing page has a hero, content, a recommendation, videos and a sub-content block', async () => {
      for (const operationId of [
        'getSpecMainPictures',
        'getSpecContentFirst',
        'getSpecContentSecond',
        'getSpecProductRecommend',
        'getSpecSocialPresentations',
        'getSpecSubContent',
      ] as const) {
        const { data } = await callSuccessfully(testApp.app, operationId);
        expect(data.length, operationId).toBeGreaterThan(0);
      }
    });

    it('comset sections are gamer, streamer, graphic, vdo and work, each with an active product row', async () => {
      const sections = (await callSuccessfully(testApp.app, 'getComsetSections')).data;
      expect(sections.map((section) => section.key)).toEqual(['gamer', 'streamer', 'graphic', 'vdo', 'work']);
      expect(ascending(orders(sections))).toBe(true);

      expect(seedKeys('comset', 'list-banner', false).length).toBeGreaterThan(0);
      const rows = (await callSuccessfully(testApp.app, 'getComsetListBanners')).data;
      expect(rows.every((row) => row.isActive)).toBe(true);
      expect(ascending(orders(rows))).toBe(true);
      expect(rows.map((row) => row.section)).toEqual(['gamer', 'streamer', 'graphic', 'vdo', 'work']);
      expect(rows.every((row) => row.products.length > 0)).toBe(true);
    });

    it('videos are YouTube ids, and TikTok ids or video URLs', async () => {
      for (const operationId of [
        'getHomeSocialPresentations',
        'getSpecSocialPresentations',
        'getComsetSocialPresentations',
      ] as const) {
        const { data } = await callSuccessfully(testApp.app, operationId);
        expect(new Set(data.map((item) => item.type)), operationId).toEqual(new Set(['youtube', 'tiktok']));
        for (const item of data) {
          const pattern =
            item.type === 'youtube'
              ? /^[A-Za-z0-9_-]{11}$/
              : /^(\d{19}|https:\/\/www\.tiktok\.com\/@[\w.]+\/video\/\d{19})$/;
          for (const link of item.linkList) expect(link, operationId).toMatch(pattern);
        }
      }
    });
  });

  describe('service and legal texts', () => {
    it('about: company details with a Bangkok address that exists, a map and delivery logos', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getAbout');
      const { companyInfo } = data;
      expect(companyInfo.name.th).toContain('โปรบิลด์ คอมพิวเตอร์');
      expect(companyInfo.line).toBe('@probuild');
      expect(companyInfo.googleMap).toMatch(/^https:\/\/maps\.google\.com\/maps\?.*output=embed$/);
      const place = {
        province: 'กรุงเทพมหานคร',
        district: 'เขตราชเทวี',
        tambon: 'ถนนเพชรบุรี',
        postcode: '10400',
      };
      for (const part of Object.values(place)) expect(companyInfo.address.th).toContain(part);
      expect(await validateThaiAddress(testApp.database.db, place)).not.toBeNull();
      expect(data.brandLogos.all.map((logo) => logo.imageUrl)).toEqual([
        '/images/delivery/kerry.svg',
        '/images/delivery/flash.svg',
        '/images/delivery/thaipost.svg',
      ]);
      expect(data.socialMedia.map((item) => item.platform)).toEqual([
        'facebook',
        'line',
        'youtube',
        'tiktok',
        'instagram',
      ]);
    });

    it('after-sales: warranty, and returns within 7 days of receipt', async () => {
      const { data } = await callSuccessfully(testApp.app, 'getAfterSales');
      expect(data.refund.description.th).toContain('คืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า');
      expect(data.refund.description.en).toContain('within 7 days of receipt');
      expect(data.warranty.description.en).toContain('2-year warranty');
    });

    it('terms and privacy policy are dated 15 December 2024 and limit liability to the last 12 months of payments', async () => {
      for (const slug of ['terms', 'privacy-policy'] as const) {
        const { data } = await callSuccessfully(testApp.app, 'getLegalPage', { params: { slug } });
        expect(data.slug).toBe(slug);
        expect(data.effectiveDate).toBe('2024-12-15');
        const liability = data.sections.find((section) => section.heading.en === 'Limitation of liability');
        expect(liability?.body.th).toContain('12 เดือน');
        expect(liability?.body.en).toContain('in the 12 months before');
      }
      const cookies = await callSuccessfully(testApp.app, 'getLegalPage', { params: { slug: 'privacy' } });
      expect(cookies.data.title).toEqual({ th: 'นโยบายคุกกี้', en: 'Cookie policy' });
    });

    it('answers 400 for a legal page that does not exist', async () => {
      const answer = await callOperation(testApp.app, 'getLegalPage', {
        params: { slug: "terms' or '1'='1" },
      });
      expect(answer.status).toBe(400);
    });
  });

  describe('pictures', () => {
    const isImagePath = (value: Json): value is string =>
      typeof value === 'string' &&
      value.startsWith('/images/') &&
      !/^\/images\/(products|brands)\//.test(value);

    it('serves every picture the content and the promotions name, as cacheable SVG', async () => {
      const paths = new Set((await answers()).flatMap((answer) => collect(answer.data, isImagePath)));
      const promotionImages = await testApp.database.db.select({ image: promotions.image }).from(promotions);
      for (const { image } of promotionImages) if (image) paths.add(image);
      for (const path of [
        '/images/home/hero-1-pc.svg',
        '/images/home/hero-1-mobile.svg',
        '/images/promotions/gaming-week.svg',
        '/images/chat/messenger.svg',
        '/images/delivery/thaipost.svg',
      ]) {
        expect(paths).toContain(path);
      }
      for (const path of paths) {
        const response = await testApp.app.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['content-type'], path).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control'], path).toMatch(/^public, max-age=\d+/);
        expect(response.body, path).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
        );
        expect(response.body.endsWith('</svg>'), path).toBe(true);
      }
    });

    it('gives pc and mobile pictures different shapes', async () => {
      const size = async (url: string) =>
        (await testApp.app.inject({ method: 'GET', url })).body
          .match(/viewBox="0 0 (\d+) (\d+)"/)
          ?.slice(1)
          .map(Number);
      const [pcWidth = 0, pcHeight = 0] = (await size('/images/home/hero-2-pc.svg')) ?? [];
      const [mobileWidth = 0, mobileHeight = 0] = (await size('/images/home/hero-2-mobile.svg')) ?? [];
      expect(pcWidth / pcHeight).toBeGreaterThan(2);
      expect(mobileWidth / mobileHeight).toBeLessThan(1);
    });

    it('answers an unchanged picture with 304, and a missing one with 404', async () => {
      const url = '/images/home/spotlight.svg';
      const first = await testApp.app.inject({ method: 'GET', url });
      const etag = String(first.headers.etag);
      const again = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const missing = await testApp.app.inject({ method: 'GET', url: '/images/home/nothing.svg' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });

  describe('seed', () => {
    it('puts back the seed content when run again, and nothing else', async () => {
      const { db } = testApp.database;
      await db
        .insert(contentItems)
        .values({ page: 'home', section: 'news', key: 'stray', sortOrder: 1, payload: {} });
      await db.update(contentItems).set({ isActive: false }).where(eq(contentItems.section, 'top-banner'));
      expect(await seedContent(db)).toBe(contentRows.length);
      const rows = await db.select().from(contentItems);
      expect(rows).toHaveLength(contentRows.length);
      expect(rows.some((row) => row.key === 'stray')).toBe(false);
      const { data } = await callSuccessfully(testApp.app, 'getTopBanners');
      expect(data.map((item) => item._id).sort()).toEqual(seedKeys('home', 'top-banner', true).sort());
    });
  });
});
