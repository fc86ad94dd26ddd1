import type { components } from '@probuild/api-client';
import { chiangMaiAddress, envelope, mswPath } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  appHandlers,
  customerHandlers,
  desktop,
  mobile,
  prepareStorage,
  signInPopup,
  withApp,
} from '../../shell/storySupport.tsx';
import PaymentResultPage from './PaymentResultPage.tsx';

const CHECKOUT_ID = 'chk_7f8e9d0c1b2a';

const paid: components['schemas']['CheckoutSession'] = {
  checkoutId: CHECKOUT_ID,
  orderNumber: 'PB-20250115-000123',
  provider: 'test',
  method: 'promptpay',
  status: 'successful',
  amount: 2_590_000,
  currency: 'THB',
  chargeId: 'chrg_test_5f6e7d8c',
  authorizeUri: null,
  qrCode: null,
  failureCode: null,
  failureMessage: null,
};

const checkoutPath = mswPath('/payments/checkout/{checkoutId}');

type Order = components['schemas']['Order'];
/** The paid order as the server answers it: two lines (one with a note), delivered to a home address. */
const order: Order = {
  id: 'order-123',
  orderNumber: paid.orderNumber,
  buyDate: '2025-01-15T04:00:00Z',
  successDate: null,
  state: 'inprogress',
  fulfilment: 'preparing',
  payBy: '2025-01-15T04:30:00Z',
  items: [
    {
      id: 'line-1',
      sku: 'CPU-AMD-R7-9800X3D',
      productName: { th: 'AMD Ryzen 7 9800X3D', en: 'AMD Ryzen 7 9800X3D' },
      img: null,
      amount: 1,
      price: 1_579_000,
      totalPrice: 1_579_000,
      note: 'ห่อของขวัญ',
      selectedColor: null,
    },
    {
      id: 'line-2',
      sku: 'RAM-KINGSTON-FURY-32',
      productName: { th: 'แรม Kingston FURY 32GB', en: 'Kingston FURY 32GB RAM' },
      img: null,
      amount: 2,
      price: 505_500,
      totalPrice: 1_011_000,
      note: '',
      selectedColor: null,
    },
  ],
  totalPrice: 2_590_000,
  pricing: {
    subtotal: 2_590_000,
    shipping: 0,
    discount: 0,
    total: 2_590_000,
    priceBeforeTax: 2_420_561,
    vat: 169_439,
  },
  discount: { applied: false, code: null, value: 0 },
  shippingMethod: 'normal',
  shippingAddress: chiangMaiAddress,
  taxInvoiceAddress: null,
  paymentMethod: 'promptpay',
  payment: null,
};
const orderAnswer = http.get(mswPath('/orders/{orderNumber}'), () => HttpResponse.json(envelope(order)));

/** The paid page's summary of the order: its number, lines, total, address and what comes next. */
async function expectOrderSummary(
  canvas: ReturnType<typeof within>,
  texts: { orderNumber: string; items: string[]; total: string; next: RegExp },
) {
  await expect(await canvas.findByText(new RegExp(texts.orderNumber))).toBeVisible();
  const items = await canvas.findByRole('list', { name: texts.items[0] });
  await expect(within(items).getAllByRole('listitem')).toHaveLength(2);
  for (const name of texts.items.slice(1)) await expect(items).toHaveTextContent(name);
  await expect(items).toHaveTextContent('ห่อของขวัญ');
  await expect(canvas.getByText(texts.total)).toBeVisible();
  await expect(canvas.getByText(order.shippingAddress?.fullAddress ?? '')).toBeVisible();
  await expect(canvas.getByText(texts.next)).toBeVisible();
  // The payment's ids are still there, in small print.
  await expect(canvas.getByText(/chk_7f8e9d0c1b2a/)).toBeVisible();
}

/** The payment as the server answers it to a signed-in customer; a call without a session gets 401. */
const answerSignedIn = (session: components['schemas']['CheckoutSession']) =>
  http.get(checkoutPath, ({ request }) =>
    request.headers.get('authorization')
      ? HttpResponse.json(envelope(session))
      : HttpResponse.json(
          { success: false, code: 'UNAUTHORIZED', message: 'Your session has ended, please login again' },
          { status: 401 },
        ),
  );

const meta = {
  title: 'Pages/Payment result',
  component: PaymentResultPage,
  decorators: [withApp],
  parameters: {
    route: `/payment/success?checkout_id=${CHECKOUT_ID}&charge_id=chrg_test_5f6e7d8c`,
    msw: { handlers: [answerSignedIn(paid), orderAnswer, ...appHandlers] },
  },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof PaymentResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SHOP = ' | ProBuild Computer';

export const Paid: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ชำระเงินสำเร็จ' })).toBeVisible();
    await expect(canvas.getByText('หมายเลขคำสั่งซื้อ PB-20250115-000123')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`ชำระเงินสำเร็จ${SHOP}`));
    await expectOrderSummary(canvas, {
      orderNumber: 'PB-20250115-000123',
      items: ['สินค้า', 'AMD Ryzen 7 9800X3D', 'แรม Kingston FURY 32GB'],
      total: '฿25,900',
      next: /กำลังเตรียมสินค้า/,
    });
  },
};

export const PaidEnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expectOrderSummary(canvas, {
      orderNumber: 'PB-20250115-000123',
      items: ['Items', 'AMD Ryzen 7 9800X3D', 'Kingston FURY 32GB RAM'],
      total: '฿25,900',
      next: /preparing your order/,
    });
  },
};

export const PaidThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ชำระเงินสำเร็จ' })).toBeVisible();
    await expectOrderSummary(canvas, {
      orderNumber: 'PB-20250115-000123',
      items: ['สินค้า', 'AMD Ryzen 7 9800X3D', 'แรม Kingston FURY 32GB'],
      total: '฿25,900',
      next: /กำลังเตรียมสินค้า/,
    });
  },
};

export const PaidEnglishDesktop: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expectOrderSummary(canvas, {
      orderNumber: 'PB-20250115-000123',
      items: ['Items', 'AMD Ryzen 7 9800X3D', 'Kingston FURY 32GB RAM'],
      total: '฿25,900',
      next: /preparing your order/,
    });
  },
};

/** The provider sends a declined payment to the success address too: the tab says what the page says. */
export const DeclinedOnTheSuccessAddress: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(answerSignedIn({ ...paid, status: 'failed', chargeId: null, failureCode: 'declined' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'การชำระเงินไม่สำเร็จ' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`การชำระเงินไม่สำเร็จ${SHOP}`));
  },
};

/**
 * A payment that reached the provider after the order's time to pay ran out: the order was cancelled,
 * and the page says why and that the money goes back, not that the order was paid twice.
 */
export const PaidAfterTheTimeRanOut: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(answerSignedIn({ ...paid, status: 'failed', failureCode: 'paid_too_late' }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The payment did not go through' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/arrived after the time to pay had run out and the order was cancelled/),
    ).toBeVisible();
    await expect(canvas.queryByText(/already paid/)).toBeNull();
  },
};

/**
 * A payer whose session has ended opens their real result link: the shop cannot tell them how the
 * payment went, so it asks them to log in and says nothing of success or failure.
 */
export const SignedOut: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach() {
    prepareStorage();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบเพื่อดูผลการชำระเงิน' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูผล' })).toBeVisible();
    await expect(canvas.queryByText(/ไม่สำเร็จ|ไม่พบ|สำเร็จ/)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`เข้าสู่ระบบเพื่อดูผลการชำระเงิน${SHOP}`));
  },
};

/** The stored session has expired (the lookup answers 401); logging in from the page shows the result. */
export const SessionEndedThenLogsIn: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach({ msw }) {
    // The stored token is stale: the first lookup goes out with it and is refused.
    let refused = false;
    msw.use(
      customerHandlers.loginOk,
      http.get(checkoutPath, ({ request }) => {
        if (!refused || !request.headers.get('authorization')) {
          refused = true;
          return HttpResponse.json(
            { success: false, code: 'UNAUTHORIZED', message: 'Your session has ended, please login again' },
            { status: 401 },
          );
        }
        return HttpResponse.json(envelope(paid));
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in to see this payment' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/did not go through|not found/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to see the result' }));
    const popup = await signInPopup();
    await userEvent.type(within(popup).getByLabelText(/^Email/), 'somchai@example.com');
    await userEvent.type(within(popup).getByLabelText(/^Password/), 'correct-horse');
    await userEvent.click(within(popup).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByText('Order number PB-20250115-000123')).toBeVisible();
  },
};

/** How often the failing story's lookup was asked. */
let lookups = 0;

/** No answer from the shop says nothing about the payment: the page says it could not check, and asks again. */
export const CheckFailed: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    lookups = 0;
    msw.use(
      http.get(checkoutPath, () => {
        lookups += 1;
        return HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong' },
          { status: 503 },
        );
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not check this payment' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/did not go through|not found/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(lookups).toBe(2));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not check this payment' }),
    ).toBeVisible();
  },
};
