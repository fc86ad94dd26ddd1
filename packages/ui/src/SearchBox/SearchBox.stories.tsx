import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  parameters: { layout: 'padded' },
  args: { label: 'ค้นหาสินค้า', placeholder: 'ค้นหาสินค้า เช่น การ์ดจอ', onSearch: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSearchesAndClear: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('search', { name: 'ค้นหาสินค้า' })).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'ค้นหาสินค้า' });
    await expect(canvas.queryByRole('button', { name: 'ล้างคำค้นหา' })).toBeNull();

    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('  การ์ดจอ RTX {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('การ์ดจอ RTX');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('  การ์ดจอ RTX ');

    await userEvent.click(canvas.getByRole('button', { name: 'ล้างคำค้นหา' }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');

    await userEvent.keyboard('ซีพียู');
    await userEvent.click(canvas.getByRole('button', { name: 'ค้นหา' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('ซีพียู');
  },
};

export const CompactMobileEnglish: Story = {
  args: { label: 'Search products', placeholder: 'Search products', compact: true, defaultValue: 'RTX 5090' },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('RTX 5090');
  },
};

export const OrderHistory: Story = {
  args: { label: 'ค้นหาคำสั่งซื้อ', placeholder: 'เลขที่คำสั่งซื้อหรือชื่อสินค้า', submitLabel: 'ค้นหาคำสั่งซื้อ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ค้นหาคำสั่งซื้อ' })).toBeVisible();
  },
};
