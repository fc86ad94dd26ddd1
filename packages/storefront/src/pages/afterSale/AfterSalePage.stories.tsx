import type { components } from '@probuild/api-client';
import { envelope, getHandler, getVariants, mswPath, serverErrorBody } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import AfterSalePage from './AfterSalePage.tsx';

type WarrantyCheckResult = components['schemas']['WarrantyCheckResult'];

const afterSales: components['schemas']['AfterSales'] = {
  warranty: {
    title: { th: 'การรับประกันสินค้า', en: 'Warranty' },
    description: {
      th: 'สินค้าทุกชิ้นเป็นของแท้ รับประกันโดยศูนย์บริการในประเทศไทย\n\nติดต่อทีมงานพร้อมหมายเลขคำสั่งซื้อและหมายเลขซีเรียล',
      en: 'Every product is genuine and guaranteed by its maker’s service centre in Thailand.\n\nContact us with your order number and the serial number.',
    },
  },
  refund: {
    title: { th: 'การคืนสินค้าและคืนเงิน', en: 'Returns and refunds' },
    description: {
      th: 'คืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า',
      en: 'Returns are accepted within 7 days of receipt.',
    },
  },
};

const inWarranty: WarrantyCheckResult = {
  status: 'active',
  expired: false,
  serialNumber: 'SN-9800X3D-000001',
  productCode: 'CPU-AMD-R7-9800X3D',
  productName: { th: 'AMD Ryzen 7 9800X3D', en: 'AMD Ryzen 7 9800X3D' },
  buyDate: '2025-01-15',
  warrantyMonths: 24,
  expiresAt: '2027-01-15',
  message: { th: 'สินค้าอยู่ในระยะรับประกัน', en: 'In warranty' },
  details: { th: 'รับประกันถึง 15 มกราคม 2570', en: 'Covered until 15 January 2027' },
};

const expired: WarrantyCheckResult = {
  ...inWarranty,
  status: 'expired',
  expired: true,
  serialNumber: 'SN-7600X-000001',
  productCode: 'CPU-AMD-R5-7600X',
  productName: { th: 'AMD Ryzen 5 7600X', en: 'AMD Ryzen 5 7600X' },
  buyDate: '2022-03-01',
  warrantyMonths: 36,
  expiresAt: '2025-03-01',
  message: { th: 'สินค้าหมดระยะรับประกันแล้ว', en: 'Warranty expired' },
  details: { th: 'หมดระยะรับประกันเมื่อ 1 มีนาคม 2568', en: 'The warranty ended on 1 March 2025' },
};

/** A unit this shop sold: its serial recorded at packing, its warranty from the delivery. */
const delivered: WarrantyCheckResult = {
  ...inWarranty,
  serialNumber: 'S6B0NX0T123456A',
  productCode: 'SSD-SAMSUNG-990PRO-2TB',
  productName: { th: 'Samsung 990 PRO 2TB', en: 'Samsung 990 PRO 2TB' },
  buyDate: '2026-12-02',
  warrantyMonths: 60,
  expiresAt: '2031-12-02',
  details: {
    th: 'รับประกันตั้งแต่วันที่ได้รับสินค้า 2 ธันวาคม 2569 ถึง 2 ธันวาคม 2574',
    en: 'Covered from its delivery on 2 December 2026 until 2 December 2031',
  },
};

const notRegistered: WarrantyCheckResult = {
  status: 'not_registered',
  expired: false,
  serialNumber: 'SN-NOPE-000000',
  productCode: null,
  productName: null,
  buyDate: null,
  warrantyMonths: null,
  expiresAt: null,
  message: {
    th: 'ไม่พบสินค้าในระบบ กรุณาตรวจสอบหมายเลขซีเรียลหรือติดต่อฝ่ายขาย',
    en: 'Product not found in system, check the serial number or contact sales',
  },
  details: {
    th: 'ไม่พบหมายเลขซีเรียล SN-NOPE-000000',
    en: 'No product is registered with serial number SN-NOPE-000000',
  },
};

const afterSalesVariants = getVariants('/after-sales', envelope(afterSales));
const CHECK_PATH = mswPath('/after-sales/check-warranty');

/** Answers the check with the result whose serial number was asked for, else not registered. */
const checkAnswers = http.post(CHECK_PATH, async ({ request }) => {
  const { serialNumber } = (await request.json()) as { serialNumber: string };
  const known = [inWarranty, expired, delivered].find(
    (result) => result.serialNumber === serialNumber.toUpperCase(),
  );
  return HttpResponse.json(envelope(known ?? { ...notRegistered, serialNumber }));
});

const meta = {
  title: 'Pages/After-sales',
  component: AfterSalePage,
  decorators: [withApp],
  parameters: {
    route: '/afterSale',
    msw: { handlers: [afterSalesVariants.ok, checkAnswers, ...appHandlers] },
  },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof AfterSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WarrantyAndRefundThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'บริการลูกค้า' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'การรับประกันสินค้า' })).toBeVisible();
    await expect(canvas.getByText('ติดต่อทีมงานพร้อมหมายเลขคำสั่งซื้อและหมายเลขซีเรียล')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'การคืนสินค้าและคืนเงิน' }));
    await expect(canvas.getByText('คืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { msw: { handlers: [afterSalesVariants.loading, checkAnswers, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('กำลังโหลดข้อมูลบริการหลังการขาย…');
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        // Fails once, then answers: the retry button loads the texts.
        (() => {
          let calls = 0;
          return getHandler('/after-sales', () => {
            calls += 1;
            return calls === 1
              ? HttpResponse.json(serverErrorBody, { status: 500 })
              : HttpResponse.json(envelope(afterSales));
          });
        })(),
        checkAnswers,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    // The page's own text in its language, not the server's Thai sentence.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error fetching data');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Warranty' })).toBeVisible();
  },
};

export const NetworkError: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { msw: { handlers: [afterSalesVariants.networkError, checkAnswers, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cannot connect to the server');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const CheckInWarrantyEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Check warranty' }));
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Serial Number'), 'sn-9800x3d-000001');
    await expect(search).toBeEnabled();
    await userEvent.click(search);
    await expect(await canvas.findByText('In warranty')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'AMD Ryzen 7 9800X3D' })).toBeVisible();
    await expect(canvas.getByText('15 January 2025')).toBeVisible();
    await expect(canvas.getByText('24 months')).toBeVisible();
    await expect(canvas.getByText('Covered until')).toBeVisible();
    await expect(canvas.getByText('15 January 2027')).toBeVisible();
  },
};

export const CheckDeliveredUnitThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'ตรวจสอบการรับประกัน' }));
    await userEvent.type(canvas.getByLabelText('Serial Number'), 's6b0nx0t123456a{Enter}');
    await expect(await canvas.findByText('อยู่ในระยะรับประกัน')).toBeVisible();
    // The warranty runs from the delivery, as the server says.
    await expect(canvas.getByText('รับประกันตั้งแต่วันที่ได้รับสินค้า 2 ธันวาคม 2569 ถึง 2 ธันวาคม 2574')).toBeVisible();
  },
};

export const CheckExpiredThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'ตรวจสอบการรับประกัน' }));
    await userEvent.type(canvas.getByLabelText('Serial Number'), 'SN-7600X-000001{Enter}');
    await expect(await canvas.findByText('หมดระยะรับประกัน')).toBeVisible();
    // Thai dates are in the Buddhist era.
    await expect(canvas.getByText('1 มีนาคม 2565')).toBeVisible();
    await expect(canvas.getByText('หมดประกันเมื่อ')).toBeVisible();
    await expect(canvas.getByText('1 มีนาคม 2568')).toBeVisible();
  },
};

export const CheckNotRegistered: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'ตรวจสอบการรับประกัน' }));
    await userEvent.type(canvas.getByLabelText('Serial Number'), 'SN-NOPE-000000');
    await userEvent.click(canvas.getByRole('button', { name: 'ค้นหา' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('ไม่พบสินค้าในระบบ กรุณาตรวจสอบ Serial Number หรือติดต่อฝ่ายขาย');
    await userEvent.click(canvas.getByRole('button', { name: 'ปิดข้อความ' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const CheckBlankSerial: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Check warranty' }));
    await userEvent.type(canvas.getByLabelText('Serial Number'), '   ');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('please enter Serial Number');
  },
};

export const CheckSearching: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        afterSalesVariants.ok,
        http.post(CHECK_PATH, async () => {
          await delay('infinite');
          return HttpResponse.json(envelope(inWarranty));
        }),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'ตรวจสอบการรับประกัน' }));
    await userEvent.type(canvas.getByLabelText('Serial Number'), 'SN-9800X3D-000001{Enter}');
    const busy = await canvas.findByRole('button', { name: 'กำลังค้นหา…' });
    // Busy, it refuses clicks but stays focusable.
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).not.toBeDisabled();
  },
};

export const CheckFailedNetwork: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [afterSalesVariants.ok, http.post(CHECK_PATH, () => HttpResponse.error()), ...appHandlers],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Check warranty' }));
    await userEvent.type(canvas.getByLabelText('Serial Number'), 'SN-9800X3D-000001{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error checking warranty');
  },
};
