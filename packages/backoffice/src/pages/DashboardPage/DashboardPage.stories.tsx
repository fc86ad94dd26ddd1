import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  backofficeHandlers,
  dashboardFixture,
  desktop,
  mobile,
  withBackoffice,
} from '../../storySupport.tsx';
import { DashboardPage } from './DashboardPage.tsx';

const meta = {
  title: 'Back office/Dashboard',
  component: DashboardPage,
  decorators: [withBackoffice],
  parameters: { route: '/', token: 'manager-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (data: unknown, wait = 0) => ({
  msw: {
    handlers: [
      http.get(mswBackofficePath('/dashboard'), async () => {
        if (wait) await delay(wait);
        return HttpResponse.json({ success: true, message: 'OK', data });
      }),
      ...backofficeHandlers,
    ],
  },
});

export const ManagerThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, canvasElement }) => {
    const sales = await canvas.findByRole('table', { name: 'ยอดขายรายวัน 30 วันล่าสุด' });
    await expect(within(sales).getAllByRole('row')).toHaveLength(31);
    // The server's satang as baht; the day in the Buddhist era with its orders.
    await expect(
      within(sales).getByRole('rowheader', { name: '29 พฤศจิกายน 2569 · 3 คำสั่งซื้อ' }),
    ).toBeInTheDocument();
    await expect(within(sales).getAllByRole('cell').at(-1)).toHaveTextContent('฿37,890');
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-rectangle').length).toBeGreaterThan(20),
    );
    const low = canvas.getByRole('table', { name: 'สินค้าใกล้หมด: 23 รายการมีสต็อก 5 ชิ้นหรือน้อยกว่า' });
    await expect(within(low).getAllByRole('row')).toHaveLength(4);
    const best = canvas.getByRole('table', { name: 'สินค้าขายดีและยอดขาย (30 วัน)' });
    await expect(within(best).getByText('฿1,045,800')).toBeVisible();
  },
};

export const OwnerPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { token: 'owner-token' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Sales per day, last 30 days' });
    await expect(canvas.getByRole('table', { name: 'Orders by state (30 days)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-rectangle').length).toBeGreaterThan(20),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const LoadingEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: answering(dashboardFixture, 60_000),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('figure')[0]).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByRole('table', { name: 'Sales per day, last 30 days' })).toBeNull();
  },
};

export const NoSalesYetThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: answering({
    ...dashboardFixture,
    days: dashboardFixture.days.map((day) => ({ ...day, sales: 0, orders: 0 })),
    states: dashboardFixture.states.map((row) => ({ ...row, count: 0 })),
    bestSellers: [],
    lowStock: { threshold: 5, total: 0, products: [] },
  }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('ยังไม่มียอดขายใน 30 วันล่าสุด')).length).toBeGreaterThan(0);
    await expect(canvas.getByText('ไม่มีสินค้าใกล้หมด')).toBeVisible();
  },
};

export const FailsEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/dashboard'), () =>
          HttpResponse.json({ success: false, message: 'Internal', code: 'INTERNAL_ERROR' }, { status: 500 }),
        ),
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PackerSeesTheQueueEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Orders to pack' })).toHaveAttribute(
      'href',
      '/orders?stage=paid',
    );
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};
