import type { components } from '@probuild/api-client';
import { chiangMaiAddress, envelope, getHandler, getVariants, mswPath } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import cpu from '../../../../../.storybook/fixtures/images/cpu.svg';
import type { Order } from '../../orders/orderTypes.ts';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import OrdersPage from './OrdersPage.tsx';

/** The server's figures for an order without shipping or discount, written out as it answers them. */
const pricing = (total: number, priceBeforeTax: number, vat: number): Order['pricing'] => ({
  subtotal: total,
  shipping: 0,
  discount: 0,
  total,
  priceBeforeTax,
  vat,
});

const item = (
  sku: string,
  th: string,
  en: string,
  amount: number,
  price: number,
  totalPrice: number,
): Order['items'][number] => ({
  id: `line-${sku}`,
  sku,
  productName: { th, en },
  img: cpu,
  amount,
  price,
  totalPrice,
  note: '',
  selectedColor: null,
});

const order = (
  overrides: Partial<Order> & Pick<Order, 'orderNumber' | 'items' | 'state' | 'pricing'>,
): Order => ({
  id: overrides.orderNumber,
  buyDate: '2025-01-15T04:00:00Z',
  successDate: null,
  discount: { applied: false, code: null, value: 0 },
  payment: null,
  paymentMethod: 'promptpay',
  shippingAddress: null,
  shippingMethod: 'normal',
  taxInvoiceAddress: null,
  totalPrice: 0,
  // Paid orders here are still being prepared; delivered ones have shipped.
  fulfilment:
    overrides.state === 'inprogress' ? 'preparing' : overrides.state === 'success' ? 'shipped' : null,
  ...overrides,
  // Unpaid orders hold their stock 30 minutes after they are placed.
  payBy:
    overrides.payBy ??
    new Date(Date.parse(overrides.buyDate ?? '2025-01-15T04:00:00Z') + 30 * 60_000).toISOString(),
});

const orders: Order[] = [
  order({
    orderNumber: 'PB-20250201-000042',
    buyDate: '2025-02-01T09:30:00Z',
    state: 'wait',
    items: [item('CPU-AMD-R7-9800X3D', 'AMD Ryzen 7 9800X3D', 'AMD Ryzen 7 9800X3D', 1, 1579000, 1579000)],
    pricing: pricing(1579000, 1475701, 103299),
  }),
  order({
    orderNumber: 'PB-20250115-000123',
    state: 'inprogress',
    paymentMethod: 'credit_card',
    shippingMethod: 'pickup',
    items: [
      item('RAM-KINGSTON-FURY-32', 'แรม Kingston FURY 32GB', 'Kingston FURY 32GB RAM', 2, 389000, 778000),
      item(
        'SSD-SAMSUNG-990-2TB',
        'เอสเอสดี Samsung 990 PRO 2TB',
        'Samsung 990 PRO 2TB SSD',
        1,
        659000,
        659000,
      ),
    ],
    pricing: pricing(1437000, 1342991, 94009),
  }),
  order({
    orderNumber: 'PB-20250110-000099',
    buyDate: '2025-01-10T08:00:00Z',
    state: 'cancelled',
    items: [item('MS-LOGITECH-G305', 'เมาส์ Logitech G305', 'Logitech G305 mouse', 1, 129000, 129000)],
    pricing: pricing(129000, 120561, 8439),
    // Paid, then refunded in full by the shop, which cancelled it.
    refundedAmount: 129000,
  }),
  order({
    orderNumber: 'PB-20241120-000007',
    buyDate: '2024-11-20T02:00:00Z',
    state: 'success',
    items: [item('MS-LOGITECH-G305', 'เมาส์ Logitech G305', 'Logitech G305 mouse', 1, 129000, 129000)],
    pricing: pricing(129000, 120561, 8439),
  }),
];

type OrderPage = components['schemas']['OrderPage'];
const page = (items: Order[], total = items.length): OrderPage => ({ items, total, page: 1, pageSize: 10 });

/** Answers the orders whose number or product name holds `q`, as the server does. */
const listOrders = getHandler('/orders', ({ request }) => {
  const query = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
  const found = orders.filter(
    (candidate) =>
      candidate.orderNumber.toLowerCase().includes(query) ||
      candidate.items.some((line) =>
        `${line.productName.th} ${line.productName.en}`.toLowerCase().includes(query),
      ),
  );
  return HttpResponse.json(envelope(page(found)));
});
const ordersVariants = getVariants('/orders', envelope(page(orders)));
/** The built-in test provider, which takes cards on its own page. */
const testProvider = http.get(mswPath('/payments/config'), () =>
  HttpResponse.json(envelope({ provider: 'test' as const, cardTokens: null })),
);

const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  decorators: [withApp],
  parameters: { route: '/orders', msw: { handlers: [listOrders, testProvider, ...appHandlers] } },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThaiWithAnOrderOpen: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const newest = await canvas.findByRole('button', { name: /PB-20250201-000042/ });
    await expect(newest).toHaveTextContent('สั่งซื้อเมื่อ 1 กุมภาพันธ์ 2568');
    await expect(newest).toHaveTextContent('รอชำระเงิน');
    await expect(newest).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: /PB-20250115-000123/ })).toHaveTextContent(
      'ชำระเงินแล้ว กำลังเตรียมสินค้า',
    );
    await userEvent.click(canvas.getByRole('button', { name: /PB-20250115-000123/ }));
    await expect(canvas.getByRole('button', { name: /PB-20250115-000123/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'แรม Kingston FURY 32GB' })).toHaveAttribute(
      'href',
      '/product/RAM-KINGSTON-FURY-32?section=home',
    );
    await expect(canvas.getByText('รับสินค้าที่ร้าน')).toBeVisible();
    await expect(canvas.getByText('บัตรเครดิต/เดบิต')).toBeVisible();
    // A paid order has no way to pay; the unpaid one (closed) keeps its button hidden.
    await expect(canvas.queryByRole('button', { name: 'ชำระเงินตอนนี้' })).toBeNull();
  },
};

/** A delivered order sent to a home address, one line with the shopper's note. */
const delivered = order({
  orderNumber: 'PB-20241120-000007',
  buyDate: '2024-11-20T02:00:00Z',
  state: 'success',
  items: [
    {
      ...item('MS-LOGITECH-G305', 'เมาส์ Logitech G305', 'Logitech G305 mouse', 1, 129000, 129000),
      note: 'ห่อของขวัญ',
    },
  ],
  pricing: pricing(129000, 120561, 8439),
  shippingAddress: {
    ...chiangMaiAddress,
    createdAt: '2024-11-01T03:20:00Z',
    updatedAt: '2024-11-01T03:20:00Z',
  },
});

/** An opened order says where it went and shows each line's note. */
export const DetailsWithAddressAndNotesPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/orders', () => HttpResponse.json(envelope(page([delivered])))),
        testProvider,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20241120-000007/ }));
    const items = canvas.getByRole('list', { name: 'Items' });
    await expect(items).toHaveTextContent('Note: ห่อของขวัญ');
    await expect(canvas.getByText('Normal shipping')).toBeVisible();
    await expect(canvas.getByText('Mr สมชาย ใจดี')).toBeVisible();
    await expect(canvas.getByText('12/3 ถ.มูลเมือง ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200')).toBeVisible();
    await expect(canvas.getByText('081-234-5678')).toBeVisible();
  },
};

/** A build the shop assembled: the assembly is listed after the parts, at its price then. */
export const AssembledBuildThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/orders', () =>
          HttpResponse.json(
            envelope(
              page([
                {
                  ...delivered,
                  services: [
                    {
                      code: 'assembly' as const,
                      name: { th: 'ประกอบโดยร้าน', en: 'Assembled by the shop' },
                      price: 0,
                    },
                  ],
                },
              ]),
            ),
          ),
        ),
        testProvider,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20241120-000007/ }));
    const items = within(canvas.getByRole('list', { name: 'สินค้า' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items.at(-1)).toHaveTextContent('ประกอบโดยร้าน');
    await expect(items.at(-1)).toHaveTextContent('ฟรี');
    await expect(items.at(-1)).not.toHaveTextContent('฿0');
  },
};

export const RefundedOrderEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const refunded = await canvas.findByRole('button', { name: /PB-20250110-000099/ });
    await expect(refunded).toHaveTextContent('Cancelled');
    await userEvent.click(refunded);
    const details = canvas.getByRole('article', { name: /PB-20250110-000099/ });
    const line = within(details).getByText('Refunded').closest('div');
    await expect(line).toHaveTextContent('฿1,290');
  },
};

export const EnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /PB-20241120-000007/ })).toHaveTextContent(
      'Delivered',
    );
    const paid = canvas.getByRole('button', { name: /PB-20250115-000123/ });
    await expect(paid).toHaveTextContent('2 items');
    await expect(paid).toHaveTextContent('Paid, preparing');
  },
};

export const SearchByProductName: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: /PB-20250201-000042/ });
    await userEvent.type(canvas.getByRole('searchbox'), 'samsung{Enter}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /PB-20250201-000042/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: /PB-20250115-000123/ })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'PB-0000{Enter}');
    await expect(await canvas.findByText('No orders match "PB-0000"')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await expect(await canvas.findByRole('button', { name: /PB-20250201-000042/ })).toBeVisible();
  },
};

export const NoOrdersYet: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: { handlers: [getHandler('/orders', () => HttpResponse.json(envelope(page([])))), ...appHandlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ยังไม่มีคำสั่งซื้อ')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'เลือกซื้อสินค้า' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [ordersVariants.loading, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('กำลังโหลดคำสั่งซื้อ…');
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { msw: { handlers: [ordersVariants.error, ...appHandlers] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your orders');
  },
};

export const ReorderRefused: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        listOrders,
        http.post(mswPath('/cart/add-many/{customerId}'), () =>
          HttpResponse.json(
            {
              success: false,
              code: 'OUT_OF_STOCK',
              message: 'CPU-AMD-9800X3D is out of stock',
              sku: 'CPU-AMD-9800X3D',
              productName: { th: 'ซีพียู AMD Ryzen 7 9800X3D', en: 'AMD Ryzen 7 9800X3D' },
              unitsLeft: 0,
            },
            { status: 409 },
          ),
        ),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20250201-000042/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    // The product's name and the units left in the page's language, not the server's words.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('AMD Ryzen 7 9800X3D is out of stock');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('CPU-AMD-9800X3D');
  },
};

/** What the shop was asked to start, in the TrueMoney story. */
const trueMoneyBodies: unknown[] = [];

/**
 * An unpaid order paid from the history by another method than it was placed with: TrueMoney takes
 * a mobile number (Pay stays off until it is one), and the provider's refusal is shown in the popup
 * with the number still typed.
 */
export const PaysAnUnpaidOrderByTrueMoney: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        listOrders,
        testProvider,
        http.post(mswPath('/payments/checkout'), async ({ request }) => {
          trueMoneyBodies.push(await request.json());
          return HttpResponse.json(
            { success: false, code: 'PAYMENT_FAILED', message: 'The payment failed: wallet balance too low' },
            { status: 422 },
          );
        }),
        ...appHandlers,
      ],
    },
  },
  beforeEach() {
    trueMoneyBodies.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20250201-000042/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Pay order PB-20250201-000042' }));
    // The order was placed for PromptPay: that method is chosen first.
    await expect(popup.getByRole('radio', { name: 'PromptPay' })).toBeChecked();
    await userEvent.click(popup.getByRole('radio', { name: 'TrueMoney Wallet' }));
    const pay = popup.getByRole('button', { name: /^Pay ฿/ });
    await expect(pay).toBeDisabled();
    await userEvent.type(popup.getByRole('textbox', { name: /phone/i }), '0812345678');
    await expect(pay).toBeEnabled();
    await userEvent.click(pay);
    await expect(await popup.findByRole('alert')).toHaveTextContent(
      'Payment error: The payment failed, please try again or choose another method',
    );
    await expect(popup.getByRole('textbox', { name: /phone/i })).toHaveValue('0812345678');
    await expect(trueMoneyBodies).toEqual([
      expect.objectContaining({
        orderNumber: 'PB-20250201-000042',
        method: 'truemoney',
        phone: '0812345678',
      }),
    ]);
  },
};

/** The orders whose document the shop was asked for, in the document stories. */
const documentRequests: string[] = [];

/** A delivered order that asked for a tax invoice. */
const withTaxInvoice = { ...delivered, taxInvoiceAddress: delivered.shippingAddress };

/** A paid order that asked for a tax invoice offers it as a PDF, fetched with the shopper's session. */
export const DownloadsTheTaxInvoiceThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/orders', () => HttpResponse.json(envelope(page([withTaxInvoice])))),
        http.get(mswPath('/orders/{orderNumber}/document'), ({ params }) => {
          documentRequests.push(String(params.orderNumber));
          return new HttpResponse(new Blob(['%PDF-1.3\n%%EOF\n'], { type: 'application/pdf' }), {
            headers: { 'content-disposition': 'attachment; filename="INV-2568-000001.pdf"' },
          });
        }),
        testProvider,
        ...appHandlers,
      ],
    },
  },
  beforeEach() {
    documentRequests.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20241120-000007/ }));
    await expect(canvas.queryByRole('button', { name: /ใบเสร็จรับเงิน/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ดาวน์โหลดใบกำกับภาษี (PDF)' }));
    await waitFor(() => expect(documentRequests).toEqual(['PB-20241120-000007']));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Without a tax-invoice request the paid order has a receipt; a failed download says so. */
export const ReceiptDownloadFailsEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/orders', () => HttpResponse.json(envelope(page([delivered])))),
        http.get(mswPath('/orders/{orderNumber}/document'), () =>
          HttpResponse.json({ success: false, code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 }),
        ),
        testProvider,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20241120-000007/ }));
    await expect(canvas.queryByRole('button', { name: /tax invoice/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download receipt (PDF)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The document could not be downloaded. Please try again.',
    );
  },
};

/** A paid order on its way: the carrier, the tracking number and the carrier's tracking page. */
const shipped: Order = {
  ...delivered,
  orderNumber: 'PB-20261129-000012',
  state: 'inprogress',
  fulfilment: 'shipped',
  successDate: null,
  shipment: {
    carrier: 'thailand_post',
    carrierName: { th: 'ไปรษณีย์ไทย', en: 'Thailand Post' },
    trackingNumber: 'EF123456789TH',
    trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EF123456789TH',
  },
};

export const ShippedWithTrackingThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        getHandler('/orders', () => HttpResponse.json(envelope(page([shipped])))),
        testProvider,
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /PB-20261129-000012/ }));
    await expect(canvas.getByText('จัดส่งโดย ไปรษณีย์ไทย หมายเลขพัสดุ EF123456789TH')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ติดตามพัสดุ' })).toHaveAttribute(
      'href',
      'https://track.thailandpost.co.th/?trackNumber=EF123456789TH',
    );
  },
};
