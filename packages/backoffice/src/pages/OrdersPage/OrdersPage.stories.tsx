import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { OrdersPage } from './OrdersPage.tsx';

const meta = {
  title: 'Back office/Orders',
  component: OrdersPage,
  decorators: [withBackoffice],
  parameters: { route: '/orders', token: 'packer-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QueueThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'คำสั่งซื้อ' });
    await within(table).findByRole('link', { name: 'PB-20261129-000003' });
    // The header row and two orders: the newest page.
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('รอชำระเงิน')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูคำสั่งซื้อก่อนหน้า' }));
    await within(table).findByRole('link', { name: 'PB-20261120-000001' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'ดูคำสั่งซื้อก่อนหน้า' })).toBeNull();
  },
};

export const SearchBySkuEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'PB-20261129-000003' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'CPU-R7-9700X');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await within(table).findByRole('link', { name: 'PB-20261128-000002' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(sent.at(-1)?.body).toMatchObject({ q: 'CPU-R7-9700X' });
  },
};

export const BadDayPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'คำสั่งซื้อ' });
    await within(table).findByRole('link', { name: 'PB-20261129-000003' });
    const asked = sent.length;
    await userEvent.type(canvas.getByRole('textbox', { name: 'ตั้งแต่วันที่' }), '29/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'ค้นหา' }));
    await expect(await canvas.findByText('กรอกวันที่แบบ ปปปป-ดด-วว เช่น 2026-11-29')).toBeVisible();
    // A day the server would refuse is not sent.
    await expect(sent.length).toBe(asked);
  },
};

export const EditorIsRefusedEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { token: 'editor-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Back office menu' });
    await expect(nav).not.toHaveTextContent('Orders');
  },
};

export const FilterByStageEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'PB-20261129-000003' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fulfilment stage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Packing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.at(-1)?.body).toMatchObject({ stage: 'packing' }));
  },
};

export const FiltersFromTheAddressThai: Story = {
  globals: { ...desktop, locale: 'th' },
  // A shared link, or the page reloaded after filtering; what is not a filter's value is left out.
  parameters: { route: '/orders?state=wait&q=CPU-R7-9700X&paymentMethod=cash&from=29/11/2026' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'คำสั่งซื้อ' });
    await within(table).findByRole('link', { name: 'PB-20261128-000002' });
    await waitFor(() =>
      expect(sent.filter((call) => call.path === '/orders').at(-1)?.body).toEqual({
        state: 'wait',
        q: 'CPU-R7-9700X',
        limit: '50',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: 'ค้นหา' })).toHaveValue('CPU-R7-9700X');
    await expect(canvas.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('รอชำระเงิน');
  },
};
