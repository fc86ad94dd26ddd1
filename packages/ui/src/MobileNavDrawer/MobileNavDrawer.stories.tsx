import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CategoryMenu } from '../CategoryMenu/CategoryMenu.tsx';
import { fixtureItems } from '../CategoryMenu/categoryItems.fixture.ts';
import { MobileNavDrawer, type NavLink } from './MobileNavDrawer.tsx';

const thaiLinks: NavLink[] = [
  { href: '/', label: 'หน้าแรก' },
  { href: '/comset', label: 'คอมเซ็ต' },
  { href: '/spec', label: 'จัดสเปกคอม' },
  { href: '/compare', label: 'เปรียบเทียบสินค้า' },
  { href: '/about', label: 'เกี่ยวกับเรา' },
  { href: '/afterSale', label: 'บริการหลังการขาย' },
  { href: '/cart', label: 'ตะกร้าสินค้า' },
];

const englishLinks: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/comset', label: 'Computer sets' },
  { href: '/spec', label: 'Build a PC' },
  { href: '/compare', label: 'Compare' },
  { href: '/about', label: 'About us' },
  { href: '/afterSale', label: 'After-sales service' },
];

const meta = {
  title: 'UI/MobileNavDrawer',
  component: MobileNavDrawer,
  args: { links: thaiLinks, currentPath: '/spec', open: true, onOpenChange: fn() },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: function OpenDrawer(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <MobileNavDrawer
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MobileNavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  play: async ({ args, userEvent }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'เมนู' }));
    const nav = within(drawer.getByRole('navigation', { name: 'เมนู' }));
    await expect(nav.getAllByRole('link')).toHaveLength(7);
    // A sub-page marks its section as current.
    await expect(nav.getByRole('link', { name: 'จัดสเปกคอม' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'หน้าแรก' })).not.toHaveAttribute('aria-current');

    // Choosing a link closes the drawer (the app navigates).
    const about = nav.getByRole('link', { name: 'เกี่ยวกับเรา' });
    about.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(about);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The shop puts its category tree under the page links. */
export const WithCategoriesThai: Story = {
  args: { extra: <CategoryMenu layout="list" status="ready" items={fixtureItems('th')} /> },
  play: async ({ args, userEvent }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'เมนู' }));
    const categories = within(drawer.getByRole('navigation', { name: 'หมวดหมู่สินค้า' }));
    // By keyboard: the entry opens with Enter and its links follow in the tab order.
    const computerParts = categories.getByRole('button', { name: 'อุปกรณ์คอมพิวเตอร์' });
    computerParts.focus();
    await userEvent.keyboard('{Enter}');
    await expect(computerParts).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(categories.getByRole('link', { name: 'ดูอุปกรณ์คอมพิวเตอร์ทั้งหมด' })).toHaveFocus();

    // Choosing a category closes the drawer like a page link does.
    const cpu = categories.getByRole('link', { name: 'ซีพียู' });
    cpu.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(cpu);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EnglishOnComparison: Story = {
  args: {
    links: englishLinks,
    currentPath: '/compare',
    extra: <CategoryMenu layout="list" status="ready" items={fixtureItems('en')} />,
  },
  globals: { locale: 'en' },
  play: async ({ userEvent }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const categories = within(drawer.getByRole('navigation', { name: 'Product categories' }));
    await userEvent.click(categories.getByRole('button', { name: 'Peripherals & Gaming Gear' }));
    await expect(categories.getByRole('link', { name: 'QHD (2K) Monitor' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Compare' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.queryByRole('link', { name: 'Cart' })).toBeNull();
  },
};
