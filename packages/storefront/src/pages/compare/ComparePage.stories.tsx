import type { components } from '@probuild/api-client';
import {
  envelope,
  type GetAnswer,
  type GetOk,
  getHandler,
  getVariants,
  mswPath,
  serverErrorBody,
} from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  appHandlers,
  desktop,
  mobile,
  prepareStorage,
  signInPopup,
  withApp,
} from '../../shell/storySupport.tsx';
import ComparePage from './ComparePage.tsx';
import type { ComparisonProduct } from './compareProducts.ts';

type CategoryRef = components['schemas']['CategoryRef'];
type FilterAnswer = GetAnswer<'/product-comparison/filter'>;

const ram: CategoryRef = { _id: 'ram', key: 'ram', name: { th: 'แรม', en: 'Memory (RAM)' } };
const categories: CategoryRef[] = [
  { _id: 'cpu', key: 'cpu', name: { th: 'ซีพียู', en: 'CPU' } },
  { _id: 'gpu', key: 'gpu', name: { th: 'การ์ดจอ', en: 'Graphics Card' } },
  ram,
];
const brands = [
  { _id: 'corsair', key: 'corsair', name: 'Corsair' },
  { _id: 'g-skill', key: 'g-skill', name: 'G.SKILL' },
  { _id: 'kingston', key: 'kingston', name: 'Kingston' },
];

const attribute = (id: string, th: string, en: string, value: string) => ({
  attributeId: { _id: id, name: { th, en } },
  value,
});
// Memory kits of the seed catalogue with their catalogue specifications.
const memoryKit = (
  sku: string,
  name: string,
  brand: (typeof brands)[number],
  model: string,
  price: number,
  salePrice: number,
  specs: { capacity: string; speed: string; cas: string; rgb: string },
): ComparisonProduct => ({
  _id: sku,
  sku,
  name: { th: name, en: name },
  brand,
  model,
  category: ram,
  price,
  salePrice,
  images: [],
  attributes: [
    attribute('memoryType', 'ชนิดแรม', 'Memory type', 'DDR5'),
    attribute('totalGB', 'ความจุ', 'Capacity', specs.capacity),
    attribute('speedMHz', 'ความเร็ว (บัส)', 'Speed', specs.speed),
    attribute('casLatency', 'ค่าหน่วงเวลา', 'CAS latency', specs.cas),
    attribute('rgb', 'ไฟ RGB', 'RGB lighting', specs.rgb),
  ],
});
const [corsair, gskill, kingston] = brands as [(typeof brands)[0], (typeof brands)[0], (typeof brands)[0]];
const kits: ComparisonProduct[] = [
  memoryKit(
    'RAM-CORSAIR-VENGEANCE-D5-5200-2X8-CL40',
    'Corsair Vengeance 16GB (2x8GB) DDR5 5200MHz CL40',
    corsair,
    'Vengeance DDR5-5200',
    209000,
    209000,
    { capacity: '16GB (2x8GB)', speed: '5200 MHz', cas: 'CL40', rgb: 'No' },
  ),
  memoryKit(
    'RAM-KINGSTON-FURY-BEAST-D5-5600-2X16-CL40',
    'Kingston FURY Beast 32GB (2x16GB) DDR5 5600MHz CL40',
    kingston,
    'FURY Beast DDR5-5600',
    329000,
    299000,
    { capacity: '32GB (2x16GB)', speed: '5600 MHz', cas: 'CL40', rgb: 'No' },
  ),
  memoryKit(
    'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36',
    'Corsair Vengeance RGB 32GB (2x16GB) DDR5 6000MHz CL36',
    corsair,
    'Vengeance RGB DDR5-6000',
    329000,
    329000,
    { capacity: '32GB (2x16GB)', speed: '6000 MHz', cas: 'CL36', rgb: 'Yes' },
  ),
  memoryKit(
    'RAM-GSKILL-TRIDENT-Z5-RGB-D5-6000-2X16-CL30',
    'G.SKILL Trident Z5 RGB 32GB (2x16GB) DDR5 6000MHz CL30',
    gskill,
    'Trident Z5 RGB DDR5-6000',
    459000,
    459000,
    { capacity: '32GB (2x16GB)', speed: '6000 MHz', cas: 'CL30', rgb: 'Yes' },
  ),
  memoryKit(
    'RAM-CORSAIR-DOMINATOR-TITANIUM-D5-6600-2X32-CL32',
    'Corsair Dominator Titanium 64GB (2x32GB) DDR5 6600MHz CL32',
    corsair,
    'Dominator Titanium DDR5-6600',
    999000,
    999000,
    { capacity: '64GB (2x32GB)', speed: '6600 MHz', cas: 'CL32', rgb: 'No' },
  ),
];
const skuOf = (index: number) => kits[index]?.sku ?? '';

/** The filter call over the fixtures (kept in price order): search, category, brands, SKUs and paging. */
function answerFilter({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.toLowerCase();
  const skus = params.getAll('skus').map((sku) => sku.toUpperCase());
  const chosenBrands = params.getAll('brands');
  const category = params.get('category');
  const found = kits.filter(
    (kit) =>
      (!q || `${kit.sku} ${kit.name.en} ${kit.brand.name} ${kit.model}`.toLowerCase().includes(q)) &&
      (skus.length === 0 || skus.includes(kit.sku)) &&
      (chosenBrands.length === 0 || chosenBrands.includes(kit.brand.key)) &&
      (!category || kit.category.key === category),
  );
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 4) as 4 | 8 | 12 | 16 | 20;
  const start = (page - 1) * pageSize;
  const body: GetOk<'/product-comparison/filter'> = envelope({
    products: found.slice(start, start + pageSize),
    total: found.length,
    page,
    pageSize,
  });
  return HttpResponse.json<FilterAnswer>(body);
}
const filterHandler = getHandler('/product-comparison/filter', answerFilter);
const filterVariants = getVariants(
  '/product-comparison/filter',
  envelope({ products: [], total: 0, page: 1, pageSize: 4 }),
);
const compareHandlers = [
  filterHandler,
  getHandler('/product-comparison/categories/main', () => HttpResponse.json(envelope(categories))),
  getHandler('/product-comparison/brands', () => HttpResponse.json(envelope(brands))),
  http.post(mswPath('/cart/add/{customerId}'), async () => {
    await delay(150);
    return HttpResponse.json(envelope({ _id: 'cart-1', items: [] }));
  }),
  ...appHandlers,
];

const meta = {
  title: 'Pages/Compare',
  component: ComparePage,
  decorators: [withApp],
  parameters: { route: '/compare', msw: { handlers: compareHandlers } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof ComparePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('region', { name: /รายการสินค้า|Products/ }));
const tableOf = async (canvas: HTMLElement, name: string) =>
  within(await within(canvas).findByRole('table', { name }));

export const ThaiDesktopChoosing: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('แสดง 1–4 จาก 5 รายการ')).toBeVisible();
    await expect(canvas.getByText('ยังไม่ได้เลือกสินค้าเปรียบเทียบ')).toBeVisible();
    const grid = results(canvasElement);
    const [first, second] = grid.getAllByRole('article');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'เปรียบเทียบ' }));
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'เปรียบเทียบ' }));
    await expect(grid.getByText('เลือกเปรียบเทียบเป็นลำดับที่ 2')).toBeInTheDocument();
    // The first pick narrows the list to its category, says so, and offers to clear it.
    await expect(await canvas.findByText('แสดงเฉพาะสินค้าในหมวด แรม')).toBeVisible();
    // The notice goes after 3 seconds; the filter and its banner stay.
    await waitFor(() => expect(canvas.queryByText('แสดงเฉพาะสินค้าในหมวด แรม')).toBeNull(), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: /กำลังแสดงเฉพาะหมวด แรม/ })).toBeVisible();
    const table = await tableOf(canvasElement, 'ตารางเปรียบเทียบสินค้า');
    await expect(table.getByRole('row', { name: /^ความจุ/ })).toHaveAttribute('data-differs', 'true');
    await expect(table.getByRole('row', { name: /^ชนิดแรม/ })).not.toHaveAttribute('data-differs');
    await expect(canvas.getByText('เลือกแล้ว 2/4')).toBeVisible();
  },
};

export const EnglishFiltersAndPrice: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Showing 1–4 of 5 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Brand$/ }));
    const brandPopup = within(await screen.findByRole('dialog', { name: 'Choose brands' }));
    await userEvent.click(brandPopup.getByRole('checkbox', { name: 'Corsair' }));
    await userEvent.click(brandPopup.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Showing 1–3 of 3 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Brand (1)' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Price range' }));
    const pricePopup = within(await screen.findByRole('dialog', { name: 'Price range (baht)' }));
    await userEvent.type(pricePopup.getByRole('textbox', { name: 'Minimum price' }), '5000');
    await userEvent.type(pricePopup.getByRole('textbox', { name: 'Maximum price' }), '100');
    await expect(pricePopup.getByText('The minimum must not be above the maximum')).toBeVisible();
    await userEvent.clear(pricePopup.getByRole('textbox', { name: 'Maximum price' }));
    await userEvent.click(pricePopup.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('button', { name: 'Price: ฿5,000 – No limit' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(await canvas.findByText('Showing 1–4 of 5 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Price range' })).toBeVisible();
  },
};

export const FifthRefused: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { route: `/compare?compare=${[0, 1, 2, 3].map(skuOf).join(',')}` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = await tableOf(canvasElement, 'ตารางเปรียบเทียบสินค้า');
    await waitFor(() => expect(table.getAllByRole('columnheader')).toHaveLength(4));
    await userEvent.click(await canvas.findByRole('button', { name: 'หน้า 2' }));
    const fifth = await results(canvasElement).findByRole('heading', { name: kits[4]?.name.th });
    const card = fifth.closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'เปรียบเทียบ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('เปรียบเทียบสินค้าได้สูงสุด 4 รายการ');
    await expect(table.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const OnlyDifferencesPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { route: `/compare?compare=${skuOf(2)},${skuOf(3)}` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = await tableOf(canvasElement, 'Product comparison');
    await waitFor(() => expect(table.getAllByRole('columnheader')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('switch', { name: 'Show only differences' }));
    // The two 6000 MHz RGB kits differ only in latency and brand-specific rows.
    await expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'CAS latencyDiffers',
    ]);
  },
};

export const PickerSheetPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เลือกสินค้าเพื่อเปรียบเทียบ' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'เลือกสินค้าเพื่อเปรียบเทียบ' }));
    await userEvent.type(sheet.getByRole('searchbox', { name: 'ค้นหาสินค้า' }), 'kingston{Enter}');
    await waitFor(() => expect(sheet.getAllByRole('article')).toHaveLength(1));
    await userEvent.click(sheet.getByRole('button', { name: 'เปรียบเทียบ' }));
    await expect(sheet.getByText('เลือกแล้ว 1/4')).toBeVisible();
    await expect(sheet.getByText('เลือกเปรียบเทียบเป็นลำดับที่ 1')).toBeInTheDocument();
  },
};

export const GuestBuyAsksToSignIn: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { route: `/compare?compare=${skuOf(0)}` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `ซื้อ ${kits[0]?.name.th}` }));
    const popup = await signInPopup();
    await expect(popup).toHaveAccessibleDescription('เข้าสู่ระบบเพื่อเพิ่มสินค้านี้ลงตะกร้า');
    // The kit waits in the tab for the sign-in, to be added then.
    await expect(JSON.parse(sessionStorage.getItem('probuild.cartAddition') ?? '{}')).toMatchObject({
      place: '/compare',
      item: { sku: skuOf(0), quantity: 1 },
    });
  },
};

export const SignedInBuyAdds: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: `/compare?compare=${skuOf(1)}` },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Buy ${kits[1]?.name.en}` }));
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(await canvas.findByText('Product added to cart successfully')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Buy ${kits[1]?.name.en}` })).toBeEnabled();
    // The success message clears itself after 3 seconds.
    await waitFor(() => expect(canvas.queryByText('Product added to cart successfully')).toBeNull(), {
      timeout: 4000,
    });
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(filterVariants.loading);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('กำลังโหลดสินค้า…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(filterVariants.ok);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่พบสินค้า')).toBeVisible();
    await expect(canvas.getByText('ลองเปลี่ยนคำค้นหาหรือตัวกรอง')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      getHandler('/product-comparison/filter', (info) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json<FilterAnswer>(serverErrorBody, { status: 500 })
          : answerFilter(info);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the products');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Showing 1–4 of 5 items')).toBeVisible();
  },
};
