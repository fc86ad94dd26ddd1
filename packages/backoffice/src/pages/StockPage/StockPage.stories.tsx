import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, withBackoffice } from '../../storySupport.tsx';
import { StockPage } from './StockPage.tsx';

const meta = {
  title: 'Back office/Stock',
  component: StockPage,
  decorators: [withBackoffice],
  parameters: { route: '/stock', token: 'manager-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof StockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LowStockThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'สินค้าใกล้หมด' });
    await within(table).findByRole('link', { name: 'CPU-R7-9700X' });
    // The header row and the three products with 5 units or fewer, fewest first.
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('CPU-R7-9700X');
    await expect(rows[3]).toHaveTextContent('RAM-32G-DDR5');
    await expect(canvas.getByText(/สินค้า 3 รายการเหลือไม่เกิน 5 ชิ้น/)).toBeVisible();
  },
};

export const ThresholdAndOpenEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Low stock' });
    await within(table).findByRole('link', { name: 'CPU-R7-9700X' });
    const threshold = canvas.getByRole('textbox', { name: 'Show products with at most (units)' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await within(table).findByRole('link', { name: 'PSU-750W-GOLD' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    // An empty SKU is asked for; a typed one opens that product's stock.
    await userEvent.click(canvas.getByRole('button', { name: "Open a product's stock" }));
    await expect(canvas.getByText('Enter a SKU')).toBeVisible();
  },
};

export const PhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'สินค้าใกล้หมด' });
    await expect(await within(table).findByText('การ์ดจอ RTX 5070 12GB')).toBeVisible();
  },
};

export const FailedEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/stock/low'), () => HttpResponse.error()),
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Cannot connect. Please check the internet and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PackerIsRefusedEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Back office menu' });
    await expect(nav).not.toHaveTextContent('Stock');
  },
};
