// The content, legal and discount-code calls of the back office's page stories, answered by MSW
// from what openapi/backoffice.yaml describes.
import { type BackofficeComponents, mswBackofficePath } from '@probuild/api-client/backoffice';
import { delay, type HttpHandler, http } from 'msw';
import bannerSvg from '../../../.storybook/fixtures/images/hero-2-pc.svg?raw';
import { ok, refused, sent } from './storySupport.tsx';

type Schemas = BackofficeComponents['schemas'];

const slide = (
  key: string,
  order: number,
  th: string,
  en: string,
  isActive = true,
): Schemas['ContentItem'] => ({
  key,
  order,
  isActive,
  payload: {
    image: { pc: `/images/home/${key}-pc.svg`, mobile: `/images/home/${key}-mobile.svg` },
    mainText: { th, en },
    description: { th: 'ประกันศูนย์ไทย 3 ปี', en: 'Three-year Thai warranty' },
    buttonText: { th: 'ดูสินค้า', en: 'Shop now' },
    buttonUrl: '/specAdd',
  },
});

export const contentFixture: Record<Schemas['ContentSectionId'], Schemas['ContentSection']> = {
  'home-hero': {
    id: 'home-hero',
    payloadSchema: 'MainPicture',
    singleItem: false,
    items: [
      slide('hero-rtx-5090', 1, 'พลังเต็มขั้นกับ RTX 5090', 'Full power with the RTX 5090'),
      slide('hero-9800x3d', 2, 'ซีพียูเกมมิ่งที่เร็วที่สุด', 'The fastest gaming CPU'),
      slide('hero-songkran', 3, 'โปรสงกรานต์', 'Songkran deals', false),
    ],
  },
  'comset-hero': { id: 'comset-hero', payloadSchema: 'MainPicture', singleItem: false, items: [] },
  'promotion-strip': {
    id: 'promotion-strip',
    payloadSchema: 'TopBanner',
    singleItem: false,
    items: [
      {
        key: 'free-shipping',
        order: 1,
        isActive: true,
        payload: { title: { th: 'ส่งฟรีทั่วไทย', en: 'Free delivery in Thailand' }, link: null },
      },
    ],
  },
  'comset-sections': {
    id: 'comset-sections',
    payloadSchema: 'ComsetSection',
    singleItem: false,
    items: [
      { key: 'gamer', order: 1, isActive: true, payload: { title: { th: 'คอมเล่นเกม', en: 'Gaming PCs' } } },
    ],
  },
  about: {
    id: 'about',
    payloadSchema: 'About',
    singleItem: true,
    items: [
      {
        key: 'about',
        order: 1,
        isActive: true,
        payload: {
          companyInfo: {
            name: { th: 'บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด', en: 'ProBuild Computer Co., Ltd.' },
            description: { th: 'ร้านคอมพิวเตอร์ใจกลางกรุงเทพ', en: 'A computer shop in central Bangkok' },
            phone: '02-000-0000',
            email: 'hello@probuild.example',
            line: '@probuild',
            address: { th: 'ถนนเพชรบุรี กรุงเทพ', en: 'Phetchaburi Road, Bangkok' },
            googleMap: 'https://maps.google.com/maps?q=probuild&output=embed',
          },
          brandLogos: { all: [] },
          socialMedia: [],
        },
      },
    ],
  },
};

const termsSections = (words: { th: string; en: string }) => [
  {
    heading: { th: 'การยอมรับข้อกำหนด', en: 'Accepting these terms' },
    body: {
      th: `การใช้เว็บไซต์ถือว่ายอมรับข้อกำหนด ${words.th}`,
      en: `Using the site means accepting these terms ${words.en}`,
    },
  },
  {
    heading: { th: 'การจำกัดความรับผิด', en: 'Limitation of liability' },
    body: { th: 'จำกัดไม่เกินยอดที่ชำระใน 12 เดือน', en: 'Limited to the payments of the last 12 months' },
  },
];

export const legalFixture: Schemas['LegalVersion'][] = [
  {
    slug: 'terms',
    effectiveDate: '2026-12-01',
    status: 'scheduled',
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
    sections: termsSections({ th: '(ฉบับธันวาคม)', en: '(December)' }),
    publishedAt: '2026-11-20T03:00:00Z',
    publishedBy: 'somying@probuild.example',
  },
  {
    slug: 'terms',
    effectiveDate: '2025-06-01',
    status: 'current',
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
    sections: termsSections({ th: '(ฉบับมิถุนายน)', en: '(June)' }),
    publishedAt: '2025-05-28T03:00:00Z',
    publishedBy: 'somying@probuild.example',
  },
  {
    slug: 'terms',
    effectiveDate: '2024-12-15',
    status: 'past',
    title: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
    sections: termsSections({ th: '', en: '' }),
    publishedAt: '2024-12-10T03:00:00Z',
    publishedBy: null,
  },
];

export const discountFixture: Schemas['DiscountCode'][] = [
  {
    code: 'NEWBUILD10',
    name: { th: 'ลด 10% ประกอบคอมใหม่', en: '10% off a new build' },
    kind: 'percent',
    value: 10,
    active: true,
    startsAt: '2026-11-01T00:00:00+07:00',
    expiresAt: '2026-12-31T23:59:59+07:00',
    minSpend: 20000,
    totalUses: 100,
    usesPerCustomer: 1,
    uses: 2,
  },
  {
    code: 'SAVE500',
    name: { th: 'ลด 500 บาท', en: '500 baht off' },
    kind: 'amount',
    value: 500,
    active: false,
    startsAt: null,
    expiresAt: null,
    minSpend: 0,
    totalUses: null,
    usesPerCustomer: null,
    uses: 0,
  },
];

export const usesFixture: Schemas['DiscountCodeUses'] = {
  code: 'NEWBUILD10',
  uses: 2,
  cancelled: 1,
  orders: [
    {
      orderNumber: 'PB-20261128-000123',
      customer: { id: 'c-1', name: 'สมศรี มีสุข', email: 'somsri@example.com' },
      createdAt: '2026-11-28T07:30:00Z',
      discount: 450_000,
      state: 'inprogress',
    },
    {
      orderNumber: 'PB-20261120-000077',
      customer: { id: 'c-2', name: 'Peter Parker', email: 'peter.parker.long.address@example.com' },
      createdAt: '2026-11-20T02:10:00Z',
      discount: 289_000,
      state: 'success',
    },
    {
      orderNumber: 'PB-20261110-000011',
      customer: { id: 'c-1', name: 'สมศรี มีสุข', email: 'somsri@example.com' },
      createdAt: '2026-11-10T09:45:00Z',
      discount: 300_000,
      state: 'cancelled',
    },
  ],
};

const body = async (request: Request) => (await request.json()) as Record<string, unknown>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** Where the stories' server serves an uploaded content picture. */
export const UPLOADED_BANNER = `/images/uploads/${'a'.repeat(32)}.webp`;

/**
 * A content picture's upload: a PNG is stored (and served from a fixture picture); anything else is
 * refused as the server refuses a damaged file.
 */
export const contentPictureHandlers: HttpHandler[] = [
  http.post(mswBackofficePath('/content/pictures'), async ({ request }) => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    sent.push({ path: '/content/pictures', body: { bytes: bytes.length } });
    await delay(30);
    if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte))
      return refused(422, 'PICTURE_UNREADABLE');
    return ok(
      { id: 'a'.repeat(32), path: UPLOADED_BANNER, width: 1200, height: 400, bytes: bytes.length },
      201,
    );
  }),
  http.get(UPLOADED_BANNER, () => new Response(bannerSvg, { headers: { 'content-type': 'image/svg+xml' } })),
];

export const contentHandlers: HttpHandler[] = [
  ...contentPictureHandlers,
  http.get(mswBackofficePath('/content/sections/{sectionId}'), async ({ params }) => {
    await delay(30);
    return ok(contentFixture[params.sectionId as Schemas['ContentSectionId']]);
  }),
  http.post(mswBackofficePath('/content/sections/{sectionId}/items'), async ({ request, params }) => {
    const sentBody = await body(request);
    sent.push({ path: `/content/sections/${String(params.sectionId)}/items`, body: sentBody });
    if (sentBody.key === 'hero-rtx-5090') return refused(409, 'CONTENT_KEY_EXISTS');
    return ok({ ...sentBody, order: 4 }, 201);
  }),
  http.put(mswBackofficePath('/content/sections/{sectionId}/items/{key}'), async ({ request, params }) => {
    const sentBody = await body(request);
    sent.push({
      path: `/content/sections/${String(params.sectionId)}/items/${String(params.key)}`,
      body: sentBody,
    });
    // The server's rule: a path under /images/uploads/ names a picture uploaded.
    const named = JSON.stringify(sentBody).match(/\/images\/uploads\/[^"]*/g) ?? [];
    if (named.some((path) => path !== UPLOADED_BANNER)) return refused(422, 'PICTURE_NOT_UPLOADED');
    return ok({ key: params.key, order: 1, ...sentBody });
  }),
  http.delete(mswBackofficePath('/content/sections/{sectionId}/items/{key}'), ({ params }) => {
    sent.push({
      path: `/content/sections/${String(params.sectionId)}/items/${String(params.key)}`,
      body: null,
    });
    return ok(null);
  }),
  http.put(mswBackofficePath('/content/sections/{sectionId}/order'), async ({ request, params }) => {
    const sentBody = await body(request);
    sent.push({ path: `/content/sections/${String(params.sectionId)}/order`, body: sentBody });
    return ok(contentFixture[params.sectionId as Schemas['ContentSectionId']]);
  }),
  http.get(mswBackofficePath('/legal/{slug}/versions'), ({ params }) =>
    ok(legalFixture.map((version) => ({ ...version, slug: params.slug }))),
  ),
  http.post(mswBackofficePath('/legal/{slug}/versions'), async ({ request, params }) => {
    const sentBody = await body(request);
    sent.push({ path: `/legal/${String(params.slug)}/versions`, body: sentBody });
    if (sentBody.effectiveDate === '2026-12-01') return refused(409, 'LEGAL_VERSION_EXISTS');
    return ok(
      {
        ...sentBody,
        slug: params.slug,
        status: 'scheduled',
        publishedAt: '2026-11-29T03:00:00Z',
        publishedBy: 'somying@probuild.example',
      },
      201,
    );
  }),
  http.delete(mswBackofficePath('/legal/{slug}/versions/{effectiveDate}'), ({ params }) => {
    sent.push({ path: `/legal/${String(params.slug)}/versions/${String(params.effectiveDate)}`, body: null });
    return ok(null);
  }),
  http.get(mswBackofficePath('/discount-codes'), () => ok(discountFixture)),
  http.post(mswBackofficePath('/discount-codes'), async ({ request }) => {
    const sentBody = await body(request);
    sent.push({ path: '/discount-codes', body: sentBody });
    if (sentBody.code === 'SAVE500') return refused(409, 'DISCOUNT_CODE_EXISTS');
    return ok({ ...sentBody, uses: 0 }, 201);
  }),
  http.put(mswBackofficePath('/discount-codes/{code}'), async ({ request, params }) => {
    const sentBody = await body(request);
    sent.push({ path: `/discount-codes/${String(params.code)}`, body: sentBody });
    return ok({ ...sentBody, code: params.code, uses: 0 });
  }),
  http.get(mswBackofficePath('/discount-codes/{code}/uses'), ({ params }) =>
    params.code === 'NEWBUILD10'
      ? ok(usesFixture)
      : params.code === 'SAVE500'
        ? ok({ code: 'SAVE500', uses: 0, cancelled: 0, orders: [] })
        : refused(404, 'DISCOUNT_CODE_NOT_FOUND'),
  ),
];
