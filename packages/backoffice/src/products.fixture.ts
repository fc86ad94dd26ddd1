// The product pages' story data: the catalogue's choices, a few products and the answers of the
// product operations of openapi/backoffice.yaml, as MSW handlers.
import { type BackofficeComponents, mswBackofficePath } from '@probuild/api-client/backoffice';
import { delay, type HttpHandler, http } from 'msw';
import { ok, refused, sent } from './storySupport.tsx';

type Schemas = BackofficeComponents['schemas'];

const label = (th: string, en: string) => ({ th, en });

export const productOptionsFixture: Schemas['ProductOptions'] = {
  categories: [
    {
      key: 'gpu',
      name: label('การ์ดจอ', 'Graphics Card'),
      parentKey: 'computer-parts',
      level: 2,
      specFields: [
        { key: 'chipset', label: label('ชิปกราฟิก', 'Chipset'), kind: 'text', required: false },
        {
          key: 'memoryGB',
          label: label('หน่วยความจำการ์ดจอ', 'Video memory'),
          kind: 'number',
          required: false,
        },
        { key: 'lengthMm', label: label('ความยาวการ์ด', 'Card length'), kind: 'number', required: true },
        { key: 'tdpW', label: label('กำลังไฟการ์ด (TBP)', 'Board power'), kind: 'number', required: true },
      ],
    },
    {
      key: 'psu',
      name: label('พาวเวอร์ซัพพลาย', 'Power Supply'),
      parentKey: 'computer-parts',
      level: 2,
      specFields: [
        { key: 'wattage', label: label('กำลังไฟ', 'Wattage'), kind: 'number', required: true },
        { key: 'modular', label: label('สายแบบโมดูลาร์', 'Modular cables'), kind: 'text', required: false },
      ],
    },
    {
      key: 'cooling',
      name: label('ชุดระบายความร้อน', 'Cooling'),
      parentKey: 'computer-parts',
      level: 2,
      specFields: [
        { key: 'sockets', label: label('ซ็อกเก็ตที่รองรับ', 'Socket support'), kind: 'list', required: true },
        { key: 'rgb', label: label('ไฟ RGB', 'RGB lighting'), kind: 'boolean', required: false },
      ],
    },
    {
      key: 'gpu-nvidia',
      name: label('NVIDIA GeForce', 'NVIDIA GeForce'),
      parentKey: 'gpu',
      level: 3,
      specFields: [],
    },
  ],
  brands: [
    { key: 'asus', name: 'ASUS' },
    { key: 'msi', name: 'MSI' },
  ],
  colours: [
    { value: 'Black', name: label('สีดำ', 'Black'), code: '' },
    { value: 'White', name: label('สีขาว', 'White'), code: '' },
  ],
};

export const gpuFixture: Schemas['StaffProduct'] = {
  product: {
    sku: 'GPU-ASUS-RTX5080-PRIME',
    categoryKey: 'gpu',
    subcategoryKey: 'gpu-nvidia',
    brandKey: 'asus',
    model: 'GeForce RTX 5080 PRIME 16GB',
    name: label('ASUS GeForce RTX 5080 PRIME 16GB', 'ASUS GeForce RTX 5080 PRIME 16GB'),
    shortDescription: label('การ์ดจอ RTX 5080 หน่วยความจำ 16GB', 'RTX 5080 graphics card, 16 GB'),
    longDescription: label('การ์ดจอสำหรับเล่นเกม 4K', 'A graphics card for 4K gaming.'),
    price: '45990',
    salePrice: '42990',
    saleStartsAt: '2026-11-30T17:00:00Z',
    saleEndsAt: '2026-12-07T16:59:59Z',
    warrantyMonths: 36,
    colours: ['Black'],
    specs: { chipset: 'GeForce RTX 5080', memoryGB: 16, lengthMm: 304, tdpW: 360 },
    bundles: [],
    relatedSkus: [],
  },
  published: false,
  stock: 4,
  saleInForce: null,
  createdAt: '2026-11-29T03:00:00Z',
  images: [],
};

export const productSummariesFixture: Schemas['StaffProductSummary'][] = [
  {
    sku: 'GPU-ASUS-RTX5080-PRIME',
    name: gpuFixture.product.name,
    categoryKey: 'gpu',
    brandName: 'ASUS',
    price: 4_599_000,
    saleInForce: null,
    stock: 4,
    published: false,
  },
  {
    sku: 'PSU-MSI-MAG-A750GL-PCIE5',
    name: label('MSI MAG A750GL PCIE5', 'MSI MAG A750GL PCIE5'),
    categoryKey: 'psu',
    brandName: 'MSI',
    price: 389_000,
    saleInForce: 359_000,
    stock: 12,
    published: true,
  },
];

/** The product operations; a product `GPU-TAKEN` exists already, a price of 0 breaks a rule. */
export const productHandlers: HttpHandler[] = [
  http.get(mswBackofficePath('/product-options'), () => ok(productOptionsFixture)),
  http.get(mswBackofficePath('/products'), async ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    sent.push({ path: '/products', body: query });
    await delay(50);
    const items = productSummariesFixture.filter(
      (item) =>
        (!query.q || item.sku.toLowerCase().includes(query.q.toLowerCase())) &&
        (!query.category || item.categoryKey === query.category) &&
        (!query.published || String(item.published) === query.published),
    );
    return ok({
      items,
      total: items.length,
      page: Number(query.page ?? 1),
      pageSize: Number(query.pageSize ?? 25),
    });
  }),
  // The editor's pictures section: no uploaded pictures yet.
  http.get(mswBackofficePath('/products/{sku}/pictures'), ({ params }) =>
    ok({ sku: String(params.sku), pictures: [], shown: [] }),
  ),
  http.get(mswBackofficePath('/products/{sku}'), ({ params }) =>
    params.sku === gpuFixture.product.sku ? ok(gpuFixture) : refused(404, 'PRODUCT_NOT_FOUND'),
  ),
  http.post(mswBackofficePath('/products'), async ({ request }) => {
    const body = (await request.json()) as Schemas['ProductInput'];
    sent.push({ path: 'POST /products', body });
    await delay(50);
    if (body.sku === 'GPU-TAKEN') return refused(409, 'SKU_TAKEN');
    return ok({ ...gpuFixture, product: body, stock: 0 }, 201);
  }),
  http.put(mswBackofficePath('/products/{sku}'), async ({ request }) => {
    const body = (await request.json()) as Schemas['ProductInput'];
    sent.push({ path: 'PUT /products', body });
    await delay(50);
    if (body.salePrice !== null && Number(body.salePrice) >= Number(body.price))
      return new Response(
        JSON.stringify({
          success: false,
          message: 'The product has fields to correct',
          code: 'PRODUCT_INVALID',
          errors: [
            {
              path: '/body/salePrice',
              message: 'The sale price must be below the price',
              code: 'sale_not_below_price',
            },
            { path: '/body/specs/lengthMm', message: 'The builder needs this', code: 'spec_missing' },
          ],
        }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      );
    return ok({ ...gpuFixture, product: body });
  }),
  http.post(mswBackofficePath('/products/{sku}/publish'), () => {
    sent.push({ path: 'publish', body: null });
    return ok({ ...gpuFixture, published: true });
  }),
  http.post(mswBackofficePath('/products/{sku}/unpublish'), () => ok({ ...gpuFixture, published: false })),
];
