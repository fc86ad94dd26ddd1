import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { BottomSheet } from './BottomSheet.tsx';

const meta = {
  title: 'UI/BottomSheet',
  component: BottomSheet,
  parameters: { layout: 'padded' },
  args: {
    title: 'เลือกสินค้าเพื่อเปรียบเทียบ',
    description: 'เลือกได้สูงสุด 4 รายการ',
    onOpenChange: fn(),
    trigger: <Button>เลือกสินค้า</Button>,
    children: <SearchBox label="ค้นหาสินค้า" onSearch={() => {}} />,
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RisesFromTheBottom: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'เลือกสินค้า' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'เลือกสินค้าเพื่อเปรียบเทียบ' });
    await expect(sheet).toHaveAccessibleDescription('เลือกได้สูงสุด 4 รายการ');
    const box = sheet.getBoundingClientRect();
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.width).toBe(window.innerWidth);
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    // A click on the dimmed page (the overlay) closes it; focus goes back to the trigger.
    await userEvent.click(sheet.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenEnglish: Story = {
  args: {
    defaultOpen: true,
    title: 'Choose products to compare',
    description: 'Up to 4 products',
    trigger: <Button>Choose products</Button>,
    children: <SearchBox label="Search products" onSearch={() => {}} />,
  },
  globals: { locale: 'en' },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Choose products to compare' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
