import { type components, STORAGE_KEYS } from '@probuild/api-client';
import { envelope, mswPath, products, serverErrorBody } from '@probuild/api-client/mocks';
import { formatBaht } from '@probuild/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  appHandlers,
  desktop,
  mobile,
  prepareStorage,
  signInPopup,
  withApp,
} from '../../shell/storySupport.tsx';
import SpecBuilderPage from './SpecBuilderPage.tsx';

type Schemas = components['schemas'];
type ListProduct = Schemas['ListProduct'];

const product = (sku: string): ListProduct => {
  const found = products.find((item) => item.sku === sku);
  if (!found) throw new Error(`No product fixture ${sku}`);
  return found;
};
const amdCpu = product('CPU-AMD-R7-9800X3D');
const intelCpu = product('CPU-INTEL-I5-14600K');
const amdBoard = product('MB-ASUS-PRIME-B650-PLUS-WIFI');
const memoryKit = product('RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36');
const intelBoard: ListProduct = {
  ...product('MB-MSI-MAG-B650-TOMAHAWK-WIFI'),
  _id: 'MB-MSI-PRO-Z790-P-WIFI',
  sku: 'MB-MSI-PRO-Z790-P-WIFI',
  name: { th: 'MSI PRO Z790-P WIFI', en: 'MSI PRO Z790-P WIFI' },
  inStock: false,
};

const spec = (key: string, th: string, en: string, value: string) => ({ key, label: { th, en }, value });
const socket = (value: string) => spec('socket', 'ซ็อกเก็ต', 'Socket', value);

/** The seed-like parts of each category with the specifications the builder reads. */
const catalogue: Partial<
  Record<Schemas['BuilderCategory'], Array<{ product: ListProduct; specs: Schemas['SpecValue'][] }>>
> = {
  cpu: [
    { product: amdCpu, specs: [socket('AM5'), spec('series', 'ซีรีส์', 'Series', 'Ryzen 7')] },
    { product: intelCpu, specs: [socket('LGA1700'), spec('series', 'ซีรีส์', 'Series', 'Core i5')] },
  ],
  motherboard: [
    { product: amdBoard, specs: [socket('AM5'), spec('formFactor', 'ขนาด', 'Form factor', 'ATX')] },
    { product: intelBoard, specs: [socket('LGA1700'), spec('formFactor', 'ขนาด', 'Form factor', 'ATX')] },
  ],
};

/** The server's rule for the stories: a board whose socket is not the chosen CPU's is incompatible. */
function judge(
  category: string,
  build: string[],
  part: { product: ListProduct; specs: Schemas['SpecValue'][] },
) {
  const cpu = catalogue.cpu?.find((item) => build.includes(item.product.sku));
  const cpuSocket = cpu?.specs.find((item) => item.key === 'socket')?.value;
  const partSocket = part.specs.find((item) => item.key === 'socket')?.value;
  const clash = category === 'motherboard' && cpu && cpuSocket !== partSocket;
  return {
    ...part,
    powerDrawW: null,
    compatibility: clash
      ? {
          status: 'incompatible' as const,
          reasons: [
            {
              rule: 'socket' as const,
              status: 'incompatible' as const,
              withSku: cpu.product.sku,
              message: {
                th: `ซ็อกเก็ต ${partSocket} ไม่ตรงกับซีพียู ${cpuSocket}`,
                en: `Socket ${partSocket} does not fit the ${cpuSocket} CPU`,
              },
            },
          ],
        }
      : { status: 'compatible' as const, reasons: [] },
  };
}

const noFacets = { brands: [], series: [], sockets: [], memoryTypes: [], formFactors: [] };

const partsOk = http.get(mswPath('/spec-builder/parts/{category}'), ({ params, request }) => {
  const category = params.category as Schemas['BuilderCategory'];
  const build = new URL(request.url).searchParams.getAll('build');
  const items = (catalogue[category] ?? []).map((part) => judge(category, build, part));
  return HttpResponse.json(
    envelope({
      category,
      items,
      total: items.length,
      page: 1,
      pageSize: 50,
      facets: noFacets,
      constraints: [],
    }),
  );
});
const partsLoading = http.get(mswPath('/spec-builder/parts/{category}'), async () => {
  await delay('infinite');
  return HttpResponse.json(serverErrorBody, { status: 500 });
});
const partsFailing = http.get(mswPath('/spec-builder/parts/{category}'), () =>
  HttpResponse.json(serverErrorBody, { status: 500 }),
);

/**
 * The server's evaluation: lines at today's sale price times their quantity, their sum, the power of
 * the chips, and a delivery estimate (a fixed week, a day later when the shop assembles; none when a
 * part is sold out).
 */
const evaluate = http.post(mswPath('/spec-builder/evaluate'), async ({ request }) => {
  const { items, assembly = 'shop' } = (await request.json()) as Schemas['BuildInput'];
  const lines = items.map((item) => {
    const found = item.sku === intelBoard.sku ? intelBoard : product(item.sku);
    return {
      category: item.category,
      quantity: item.quantity,
      product: found,
      lineTotal: found.salePrice * item.quantity,
    };
  });
  const drawW = items.some((item) => item.category === 'cpu') ? 220 : 100;
  const evaluation: Schemas['BuildEvaluation'] = {
    items: lines,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    estimatedDrawW: drawW,
    recommendedPsuW: 350,
    status: 'compatible',
    issues: [],
    assembly,
    assemblyFee: 0,
    estimatedDelivery: lines.every((line) => line.product.inStock)
      ? { earliest: assembly === 'shop' ? '2026-11-26' : '2026-11-25', latest: '2026-11-30' }
      : null,
  };
  return HttpResponse.json(envelope(evaluation));
});

const builderHandlers = [partsOk, evaluate, ...appHandlers];

const meta = {
  title: 'Pages/Spec builder',
  component: SpecBuilderPage,
  decorators: [withApp],
  parameters: { route: '/specAdd', msw: { handlers: builderHandlers } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof SpecBuilderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts the story with a build kept on this device, as a reload finds it. */
const keepBuild =
  (shared: string, { signedIn = false } = {}) =>
  () => {
    prepareStorage({ signedIn });
    localStorage.setItem(STORAGE_KEYS.specBuild, shared);
  };

const keptGaming: Schemas['KeptBuild'] = {
  id: 'kept-gaming-01',
  name: 'Gaming 4K',
  assembly: 'shop',
  createdAt: '2026-11-20T05:00:00Z',
  sharePath: '/spec?build=kept-gaming-01',
  partCount: 2,
  total: amdCpu.salePrice + amdBoard.salePrice,
};

/** The customer's kept builds as the server keeps them: the list, keeping (at most `limit`) and forgetting. */
function keptBuildHandlers(start: Schemas['KeptBuild'][], limit = 20) {
  let kept = [...start];
  return [
    http.get(mswPath('/spec-builder/my-builds'), () => HttpResponse.json(envelope(kept))),
    http.post(mswPath('/spec-builder/my-builds'), async ({ request }) => {
      const body = (await request.json()) as Schemas['KeepBuildRequest'];
      if (kept.length >= limit) {
        return HttpResponse.json(
          { success: false, code: 'TOO_MANY_BUILDS', message: 'At most 20 builds can be kept' },
          { status: 422 },
        );
      }
      const id = `kept-${kept.length + 1}`;
      const total = body.items.reduce((sum, item) => sum + product(item.sku).salePrice * item.quantity, 0);
      kept = [
        {
          ...keptGaming,
          id,
          name: body.name,
          sharePath: `/spec?build=${id}`,
          partCount: body.items.length,
          total,
        },
        ...kept,
      ];
      return HttpResponse.json(envelope({ id, sharePath: `/spec?build=${id}` }), { status: 201 });
    }),
    http.delete(mswPath('/spec-builder/my-builds/{id}'), ({ params }) => {
      kept = kept.filter((build) => build.id !== params.id);
      return HttpResponse.json(envelope(null));
    }),
  ];
}

export const LoadingParts: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [partsLoading, evaluate, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'กำลังโหลดสินค้า' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ซีพียู' })).toBeVisible();
  },
};

export const LoadFailedWithRetry: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [partsFailing, evaluate, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'ลองอีกครั้ง' });
    await expect(canvas.queryByText('AMD Ryzen 7 9800X3D')).toBeNull();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

export const EmptySearchThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('AMD Ryzen 7 9800X3D')).toBeVisible();
    // Name search ignores case: 'ryzen' finds the Ryzen, a name no part has finds nothing.
    const search = canvas.getByRole('searchbox', { name: 'ค้นหาซีพียู' });
    await userEvent.type(search, 'RYZEN');
    await expect(canvas.queryByText('Intel Core i5-14600K')).toBeNull();
    await expect(canvas.getByText('AMD Ryzen 7 9800X3D')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'threadripper');
    await expect(await canvas.findByText('ไม่พบสินค้าที่ค้นหา')).toBeVisible();
  },
};

export const CompatibilityMarksEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`),
  play: async ({ canvas, userEvent }) => {
    const categories = await canvas.findByRole('navigation', { name: 'Part categories' });
    await expect(await within(categories).findByText('AMD Ryzen 7 9800X3D')).toBeVisible();
    await userEvent.click(within(categories).getByRole('button', { name: 'Motherboard Not chosen' }));
    await expect(await canvas.findByText('Socket LGA1700 does not fit the AM5 CPU')).toBeVisible();
    await expect(canvas.getByText('Incompatible')).toBeVisible();
    await expect(canvas.getByText('Compatible')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Compatible only' }));
    await expect(canvas.queryByText('MSI PRO Z790-P WIFI')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose ASUS PRIME B650-PLUS WIFI' }));
    // The total is the server's sum of both parts (฿15,790 + ฿5,590).
    await waitFor(() => expect(canvas.getByTestId('build-total')).toHaveTextContent('฿21,380'));
    await expect(canvas.getByTestId('build-wattage')).toHaveTextContent('220 W');
  },
};

export const BrandMenu: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Intel Core i5-14600K')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Brand: All' }));
    const page = within(document.body);
    await userEvent.click(await page.findByRole('menuitemradio', { name: 'AMD' }));
    await expect(canvas.queryByText('Intel Core i5-14600K')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Brand: AMD' })).toBeVisible();
    // Escape closes an open menu and leaves the filter as it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Socket: All' }));
    await expect(await page.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const DetailPopupLocksScroll: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'รายละเอียด AMD Ryzen 7 9800X3D' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'AMD Ryzen 7 9800X3D' });
    await expect(within(dialog).getByText('AM5')).toBeVisible();
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'เลือก' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  },
};

export const SummaryThai: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}&motherboard=${amdBoard.sku}`),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('ASUS PRIME B650-PLUS WIFI')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'สรุป' }));
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByText('มีสินค้า')).toHaveLength(2);
    await expect(within(table).getByRole('rowheader', { name: 'AMD Ryzen 7 9800X3D' })).toBeVisible();
    await expect(within(table).getByText('฿21,380')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'ประกอบโดยร้าน' })).toBeChecked();
    await expect(canvas.getByText('ไม่มีค่าบริการ')).toBeVisible();
    await expect(canvas.getByTestId('build-delivery')).toHaveTextContent(
      'วันที่คาดว่าจะได้รับสินค้า: 26 พฤศจิกายน 2569 – 30 พฤศจิกายน 2569',
    );
  },
};

export const SummaryTwoMemoryKitsEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}&ram=${memoryKit.sku}`),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Summary' }));
    const table = await canvas.findByRole('table');
    const quantity = await within(table).findByRole('spinbutton', {
      name: `Quantity of ${memoryKit.name.en}`,
    });
    await expect(within(table).queryByRole('spinbutton', { name: /Ryzen/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /increase|more|\+/i }));
    await waitFor(() => expect(quantity).toHaveValue('2'));
    await waitFor(() => expect(within(table).getByText(formatBaht(memoryKit.salePrice * 2))).toBeVisible());
    await userEvent.click(canvas.getByRole('radio', { name: 'Self-assemble' }));
    await waitFor(() =>
      expect(canvas.getByTestId('build-delivery')).toHaveTextContent(
        'Estimated delivery: 25 November 2026 – 30 November 2026',
      ),
    );
    await expect(localStorage.getItem(STORAGE_KEYS.specBuild)).toBe(
      `cpu=${amdCpu.sku}&ram=${memoryKit.sku}*2`,
    );
  },
};

export const SummaryPartSoldOut: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}&motherboard=${intelBoard.sku}`),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'สรุป' }));
    await expect(await canvas.findByTestId('build-delivery')).toHaveTextContent(
      'ยังไม่สามารถระบุวันจัดส่งได้ เนื่องจากมีสินค้าหมด',
    );
    await expect(within(canvas.getByRole('table')).getByText('สินค้าหมด')).toBeVisible();
  },
};

/** A phone's summary: names wrap by word, the page does not widen and every amount shows. */
export const SummaryPhone375Thai: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}&motherboard=${amdBoard.sku}&ram=${memoryKit.sku}`),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'สรุป' }));
    const table = await canvas.findByRole('table');
    const name = within(table).getByRole('rowheader', { name: memoryKit.name.th });
    const total = formatBaht(amdCpu.salePrice + amdBoard.salePrice + memoryKit.salePrice);
    await expect(within(table).getByText(total)).toBeVisible();
    const page = document.documentElement;
    await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
    // Word by word: a name is never narrower than its longest word.
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(120);
    for (const amount of within(table).getAllByText(/^฿/)) {
      await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    }
  },
};

/** A part out of stock is listed but cannot be chosen. */
export const SoldOutPartNotChoosableEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const categories = await canvas.findByRole('navigation', { name: 'Part categories' });
    await userEvent.click(within(categories).getByRole('button', { name: 'Motherboard Not chosen' }));
    const soldOut = await canvas.findByRole('button', { name: 'Out of stock: MSI PRO Z790-P WIFI' });
    await expect(soldOut).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose ASUS PRIME B650-PLUS WIFI' })).toBeEnabled();
  },
};

/** The socket filter is offered for processors, boards and coolers only. */
export const SocketFilterWhereItAppliesThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'ซ็อกเก็ต: ทั้งหมด' })).toBeVisible();
    const categories = canvas.getByRole('navigation', { name: 'หมวดอุปกรณ์' });
    await userEvent.click(within(categories).getByRole('button', { name: 'แรม ยังไม่ได้เลือก' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'แรม' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'แบรนด์: ทั้งหมด' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^ซ็อกเก็ต/ })).toBeNull();
  },
};

export const ClearAll: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('build-total')).toHaveTextContent('฿15,790'));
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างทั้งหมด' }));
    await expect(await canvas.findByText('ล้างรายการที่เลือกทั้งหมดแล้ว')).toBeVisible();
    await expect(canvas.getByTestId('build-total')).toHaveTextContent('฿0');
    await expect(localStorage.getItem(STORAGE_KEYS.specBuild)).toBe('');
  },
};

export const PhoneBottomSheet: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ซีพียู ยังไม่ได้เลือก' }));
    const sheet = within(document.body).getByRole('dialog', { name: 'เลือกซีพียู' });
    await userEvent.click(await within(sheet).findByRole('button', { name: 'เลือก Intel Core i5-14600K' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'ซีพียู Intel Core i5-14600K' })).toBeVisible();
  },
};

export const GuestAddsToCartEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('build-total')).toHaveTextContent('฿15,790'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add build to cart' }));
    const popup = await signInPopup();
    await expect(popup).toHaveAccessibleDescription('Log in to add this item to your cart');
    // The build waits in the tab for the sign-in, to be added then.
    await expect(JSON.parse(sessionStorage.getItem('probuild.cartAddition') ?? '{}')).toMatchObject({
      place: '/specAdd',
      item: { build: { items: [{ sku: amdCpu.sku, quantity: 1 }] } },
    });
  },
};

export const KeepsANamedBuildEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [...keptBuildHandlers([keptGaming]), ...builderHandlers] } },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`, { signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('build-total')).toHaveTextContent('฿15,790'));
    await userEvent.click(canvas.getByRole('button', { name: 'My builds' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'My builds' });
    await expect(await within(dialog).findByText('Gaming 4K')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep build' }));
    await expect(await within(dialog).findByText('Give the build a name')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name this build' }), 'Streaming rig');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep build' }));
    await expect(await within(dialog).findByText('Kept as “Streaming rig”.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByText(/^(Streaming rig|Gaming 4K)$/)
          .map((name) => name.textContent),
      ).toEqual(['Streaming rig', 'Gaming 4K']),
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Name this build' })).toHaveValue('');
  },
};

export const ForgetsAKeptBuildThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [...keptBuildHandlers([keptGaming]), ...builderHandlers] } },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`, { signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'สเปกของฉัน' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'สเปกของฉัน' });
    await expect(await within(dialog).findByText('Gaming 4K')).toBeVisible();
    await expect(within(dialog).getByText('เก็บเมื่อ 20 พฤศจิกายน 2569 · 2 ชิ้น')).toBeVisible();
    // Forgetting deletes the build and its link, and the list says so first.
    await expect(within(dialog).getByText('เมื่อลบสเปกออก ลิงก์ของสเปกนั้นจะเปิดไม่ได้อีก')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบออก Gaming 4K' }));
    await expect(await within(dialog).findByText('คุณยังไม่ได้เก็บสเปกไว้')).toBeVisible();
  },
};

/** The link of a build its owner has forgotten: the server no longer has it (404), and the page says so. */
export const ForgottenBuildLinkThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    route: '/specAdd?build=forgotten-01',
    msw: {
      handlers: [
        http.get(mswPath('/spec-builder/builds/{id}'), () =>
          HttpResponse.json(
            { success: false, code: 'NOT_FOUND', message: 'Build not found' },
            { status: 404 },
          ),
        ),
        ...builderHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('สเปกนี้ไม่ได้แชร์แล้ว')).toBeVisible();
    await expect(canvas.getByText('เจ้าของลบสเปกนี้ออกไปแล้ว หรือลิงก์ไม่ครบ')).toBeVisible();
    // Asking again would find nothing: no retry, only a fresh start.
    await expect(canvas.queryByRole('button', { name: 'ลองอีกครั้ง' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'เริ่มจัดสเปกใหม่' })).toBeVisible();
  },
};

export const KeepRefusedAtTheLimit: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [...keptBuildHandlers([keptGaming], 1), ...builderHandlers] } },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`, { signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'สเปกของฉัน' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'สเปกของฉัน' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'ตั้งชื่อสเปกนี้' }), 'ชุดทำงาน');
    await userEvent.click(within(dialog).getByRole('button', { name: 'เก็บสเปก' }));
    await expect(
      await within(dialog).findByText('เก็บสเปกได้สูงสุด 20 รายการ ลบรายการเดิมออกก่อนเพื่อเก็บสเปกนี้'),
    ).toBeVisible();
    // What the shopper typed stays, to keep once a build is forgotten.
    await expect(within(dialog).getByRole('textbox', { name: 'ตั้งชื่อสเปกนี้' })).toHaveValue('ชุดทำงาน');
  },
};

export const KeptBuildsFailToLoad: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswPath('/spec-builder/my-builds'), () =>
          HttpResponse.json(serverErrorBody, { status: 500 }),
        ),
        ...builderHandlers,
      ],
    },
  },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`, { signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'My builds' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'My builds' });
    await expect(await within(dialog).findByText('Your kept builds could not be loaded')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

export const GuestMyBuildsAsksToSignIn: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: keepBuild(`cpu=${amdCpu.sku}`),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'My builds' }));
    await expect(await signInPopup()).toBeVisible();
    await expect(within(document.body).queryByRole('dialog', { name: 'My builds' })).toBeNull();
  },
};
