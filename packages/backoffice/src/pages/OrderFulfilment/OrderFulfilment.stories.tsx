import { mswBackofficePath, type OrderDetail } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, ordersFixture, withBackoffice } from '../../storySupport.tsx';
import { OrderPage } from '../OrderPage/OrderPage.tsx';

const NUMBER = 'PB-20261129-000007';
const SOLD = 'SN-9800X3D-000001';
const paidAt = '2026-11-29T05:00:00Z';
const base = ordersFixture[0] as OrderDetail;

/** A paid order of two lines; the graphics card's serials fit a pattern. */
const paidOrder = (): OrderDetail => ({
  ...base,
  orderNumber: NUMBER,
  stage: 'paid',
  shipped: false,
  items: base.items.map((line, index) => ({
    ...line,
    serials: [],
    serialPattern: index === 0 ? 'S[0-9A-Z]{14}' : null,
  })),
  timeline: [
    { at: '2026-11-29T04:50:00Z', kind: 'placed' },
    { at: paidAt, kind: 'paid' },
  ],
});

const packedOrder = (): OrderDetail => {
  const order = paidOrder();
  return {
    ...order,
    stage: 'packing',
    items: order.items.map((line, index) => ({ ...line, serials: [`S6B0NX0T12345${index}A`] })),
    timeline: [
      ...order.timeline,
      { at: '2026-11-29T06:00:00Z', kind: 'packed', by: 'packer@probuild.example' },
    ],
  };
};

let current: OrderDetail = paidOrder();
const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'OK', data });
const refused = (status: number, code: string) =>
  HttpResponse.json({ success: false, message: code, code }, { status });

/** The server's fulfilment, kept for the story: refusals for a sold serial and the wrong shape. */
const fulfilmentHandlers = [
  http.get(mswBackofficePath('/orders/{orderNumber}'), ({ params }) =>
    params.orderNumber === NUMBER ? ok(current) : undefined,
  ),
  http.post(
    mswBackofficePath('/orders/{orderNumber}/lines/{lineId}/serials'),
    async ({ request, params }) => {
      const serial = ((await request.json()) as { serial: string }).serial.trim().toUpperCase();
      if (serial === SOLD) return refused(409, 'SERIAL_ALREADY_SOLD');
      const line = current.items.find((item) => item.id === params.lineId);
      if (line?.serialPattern && !new RegExp(`^(?:${line.serialPattern})$`).test(serial))
        return refused(409, 'SERIAL_PATTERN_MISMATCH');
      current = {
        ...current,
        stage: 'packing',
        items: current.items.map((item) =>
          item.id === params.lineId ? { ...item, serials: [...item.serials, serial] } : item,
        ),
      };
      return ok(current);
    },
  ),
  http.post(mswBackofficePath('/orders/{orderNumber}/fulfilment'), async ({ request }) => {
    const body = (await request.json()) as { step: string; carrier?: string; trackingNumber?: string };
    const at = '2026-11-29T07:00:00Z';
    const by = 'packer@probuild.example';
    if (body.step === 'ship') {
      const trackingNumber = (body.trackingNumber ?? '').toUpperCase();
      if (!/^[A-Z]{2}\d{9}TH$/.test(trackingNumber)) return refused(400, 'INVALID_TRACKING_NUMBER');
      current = {
        ...current,
        stage: 'shipped',
        shipped: true,
        shipment: {
          carrier: 'thailand_post',
          trackingNumber,
          trackingUrl: `https://track.thailandpost.co.th/?trackNumber=${trackingNumber}`,
        },
        timeline: [...current.timeline, { at, kind: 'shipped', by }],
      };
    } else if (body.step === 'readyForPickup') {
      current = {
        ...current,
        stage: 'ready_for_pickup',
        timeline: [...current.timeline, { at, kind: 'readyForPickup', by }],
      };
    } else if (body.step === 'pickUp') {
      current = {
        ...current,
        stage: 'picked_up',
        state: 'success',
        timeline: [...current.timeline, { at: '2026-11-30T03:00:00Z', kind: 'pickedUp', by }],
      };
    } else if (body.step === 'deliver') {
      current = {
        ...current,
        stage: 'delivered',
        state: 'success',
        timeline: [...current.timeline, { at: '2026-11-30T03:00:00Z', kind: 'delivered', by }],
      };
    }
    return ok(current);
  }),
];

const meta = {
  title: 'Back office/Order fulfilment',
  component: OrderPage,
  decorators: [withBackoffice],
  args: { orderNumber: NUMBER },
  parameters: {
    route: `/orders/${NUMBER}`,
    token: 'packer-token',
    msw: { handlers: [...fulfilmentHandlers, ...backofficeHandlers] },
  },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PackingWithAScannerThai: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach() {
    current = paidOrder();
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'การจัดส่ง' });
    const first = within(panel).getByRole('textbox', { name: /ชิ้นที่ 1 จาก 1 \(GPU-RTX5070\)/ });
    // A scanner types the label, then Enter.
    await userEvent.type(first, 'X6B0NX0T123456A{Enter}');
    await expect(await within(panel).findByText('หมายเลขซีเรียลไม่ตรงกับรูปแบบของสินค้านี้')).toBeVisible();
    await userEvent.clear(first);
    await userEvent.type(first, 's6b0nx0t123456a{Enter}');
    await expect(await within(panel).findByText('S6B0NX0T123456A')).toBeVisible();
    // The next unit's input has the focus, ready for the next scan.
    const next = within(panel).getByRole('textbox', { name: /PSU-750W-GOLD/ });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard(`${SOLD}{Enter}`);
    await expect(await within(panel).findByText('หมายเลขซีเรียลนี้เป็นของสินค้าที่ขายไปแล้ว')).toBeVisible();
    await userEvent.clear(next);
    await userEvent.type(next, 'PSU-0001{Enter}');
    await expect(await within(panel).findByRole('button', { name: 'จัดส่ง' })).toBeVisible();
  },
};

export const ShipOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach() {
    current = packedOrder();
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'Fulfilment' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Carrier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thailand Post' }));
    const tracking = within(panel).getByRole('textbox', { name: 'Tracking number' });
    await userEvent.type(tracking, '12345');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ship' }));
    await expect(
      await within(panel).findByText('This is not a tracking number of that carrier'),
    ).toBeVisible();
    await userEvent.clear(tracking);
    await userEvent.type(tracking, 'ef123456789th');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ship' }));
    await expect(await within(panel).findByText('Shipped with Thailand Post')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      'https://track.thailandpost.co.th/?trackNumber=EF123456789TH',
    );
    const timeline = canvas.getByRole('region', { name: 'Timeline' });
    await expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Shipped · by packer@probuild.example',
    );
  },
};

export const MarkDeliveredEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach() {
    current = { ...packedOrder(), stage: 'shipped', shipped: true };
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'Fulfilment' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Has the customer received the order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(panel).findByText('Delivered')).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  },
};

export const PickupAtTheShopThai: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach() {
    current = { ...packedOrder(), shippingMethod: 'pickup' };
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'การจัดส่ง' });
    // A pickup order is not shipped: no carrier form.
    await expect(within(panel).queryByRole('combobox', { name: 'บริษัทขนส่ง' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'พร้อมให้รับสินค้า' }));
    let dialog = await screen.findByRole('dialog', { name: 'คำสั่งซื้อพร้อมที่ร้านแล้วหรือไม่' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'พร้อมให้รับสินค้า' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(await within(panel).findByRole('button', { name: 'ยืนยันว่ารับสินค้าแล้ว' }));
    dialog = await screen.findByRole('dialog', { name: 'ลูกค้ามารับสินค้าแล้วหรือไม่' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันว่ารับสินค้าแล้ว' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(panel).findByText('รับสินค้าแล้ว')).toBeVisible();
    const timeline = canvas.getByRole('region', { name: 'ลำดับเหตุการณ์' });
    await expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'รับสินค้าแล้ว · โดย packer@probuild.example',
    );
  },
};
