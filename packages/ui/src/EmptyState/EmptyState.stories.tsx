import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { CartGlyph } from '../icons/glyphs.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'ไม่พบสินค้า', hint: 'ลองเปลี่ยนคำค้นหาหรือตัวกรอง' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProductsThai: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ไม่พบสินค้า')).toBeVisible();
    await expect(canvas.getByText('ลองเปลี่ยนคำค้นหาหรือตัวกรอง')).toBeVisible();
  },
};

const continueShopping = fn();

export const EmptyCartWithActionEnglish: Story = {
  args: {
    icon: <CartGlyph size={40} strokeWidth={1.5} />,
    title: 'Your cart is empty',
    hint: undefined,
    action: <Button onClick={continueShopping}>Continue shopping</Button>,
  },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    continueShopping.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue shopping' }));
    await expect(continueShopping).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
