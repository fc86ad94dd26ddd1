import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { DialogClose } from '../Dialog/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { MenuGlyph } from '../icons/glyphs.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  parameters: { layout: 'padded' },
  args: {
    title: 'ตัวกรองสินค้า',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">ตัวกรอง</Button>,
    children: (
      <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <Checkbox label="ASUS" />
        <Checkbox label="MSI" />
        <Checkbox label="GIGABYTE" />
      </div>
    ),
    footer: (
      <DialogClose asChild>
        <Button fullWidth>แสดงสินค้า</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersFromTheRight: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'ตัวกรอง' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'ตัวกรองสินค้า' });
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.click(screen.getByRole('checkbox', { name: 'MSI' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const MenuFromTheLeftMobile: Story = {
  args: {
    side: 'left',
    title: 'เมนู',
    hideTitle: true,
    trigger: <IconButton label="เปิดเมนู" icon={<MenuGlyph />} />,
    children: (
      <nav aria-label="เมนูหลัก" style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <a href="/">หน้าแรก</a>
        <a href="/spec">จัดสเปกคอม</a>
        <a href="/compare">เปรียบเทียบสินค้า</a>
      </nav>
    ),
    footer: undefined,
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'เปิดเมนู' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'เมนู' });
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(screen.getByRole('link', { name: 'จัดสเปกคอม' })).toBeVisible();
    // A click on the dimmed page (the overlay) closes it.
    await userEvent.click(drawer.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenEnglish: Story = {
  args: {
    defaultOpen: true,
    title: 'Filters',
    trigger: <Button variant="secondary">Filters</Button>,
    footer: undefined,
  },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
