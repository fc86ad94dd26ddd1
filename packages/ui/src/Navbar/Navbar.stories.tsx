import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CategoryMenu } from '../CategoryMenu/CategoryMenu.tsx';
import { fixtureItems } from '../CategoryMenu/categoryItems.fixture.ts';
import type { NavLink } from '../MobileNavDrawer/index.ts';
import { Navbar } from './Navbar.tsx';

/** The shop's pages as the app passes them, in each language; the cart link only for a customer. */
const PATHS = ['/', '/comset', '/spec', '/compare', '/about', '/afterSale', '/cart'];
const LABELS = {
  th: ['หน้าแรก', 'คอมเซ็ต', 'จัดสเปกคอม', 'เปรียบเทียบสินค้า', 'เกี่ยวกับเรา', 'บริการหลังการขาย', 'ตะกร้าสินค้า'],
  en: ['Home', 'Computer sets', 'Build a PC', 'Compare', 'About us', 'After-sales service', 'Cart'],
};
function pageLinks(locale: 'th' | 'en', signedIn: boolean): NavLink[] {
  const links = PATHS.map((href, index) => ({ href, label: LABELS[locale][index] as string }));
  return signedIn ? links : links.filter((link) => link.href !== '/cart');
}

const meta = {
  title: 'UI/Navbar',
  component: Navbar,
  args: {
    links: pageLinks('th', true),
    currentPath: '/compare',
    signedIn: true,
    cartCount: 3,
    locale: 'th',
    onLocaleChange: fn(),
    onSearch: fn(),
    onAccount: fn(),
    onCart: fn(),
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const DesktopCustomerThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ args, canvas, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'เมนูหลัก' }));
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/comset',
      '/spec',
      '/compare',
      '/about',
      '/afterSale',
      '/cart',
    ]);
    await expect(nav.getByRole('link', { name: 'เปรียบเทียบสินค้า' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'หน้าแรก' })).not.toHaveAttribute('aria-current');
    // Desktop: the pages are in the bar; no hamburger.
    await expect(canvas.queryByRole('button', { name: 'เปิดเมนู' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'ตะกร้าสินค้า (3 ชิ้น)' }));
    await expect(args.onCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ค้นหาสินค้า' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'บัญชีของฉัน' }));
    await expect(args.onAccount).toHaveBeenCalledTimes(1);

    // The language menu by keyboard: open, move to English, choose.
    canvas.getByRole('button', { name: 'ภาษา: ไทย' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: 'ไทย' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

export const DesktopGuestEnglish: Story = {
  args: { links: pageLinks('en', false), signedIn: false, cartCount: 0, locale: 'en', currentPath: '/' },
  globals: { ...desktop, locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    // Guests get no cart link and no count; the cart button asks them to log in (through onCart).
    await expect(nav.queryByRole('link', { name: 'Cart' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const cart = canvas.getByRole('button', { name: 'Cart' });
    await userEvent.click(cart);
    await expect(args.onCart).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onAccount).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
  },
};

export const MobileCustomerThai: Story = {
  args: {
    currentPath: '/comset',
    cartCount: 120,
    drawerExtra: <CategoryMenu layout="list" status="ready" items={fixtureItems('th')} />,
  },
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    // Below 1200 px the pages sit behind the hamburger.
    await expect(canvas.queryByRole('navigation', { name: 'เมนูหลัก' })).toBeNull();
    await expect(canvas.getByText('99+')).toBeVisible();
    const hamburger = canvas.getByRole('button', { name: 'เปิดเมนู' });
    await userEvent.click(hamburger);
    const drawer = within(await screen.findByRole('dialog', { name: 'เมนู' }));
    await expect(drawer.getByRole('link', { name: 'คอมเซ็ต' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'ตะกร้าสินค้า' })).toHaveAttribute('href', '/cart');
    // The extra navigation sits in the drawer, under the page links.
    await expect(drawer.getByRole('navigation', { name: 'หมวดหมู่สินค้า' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();
  },
};

export const MobileGuestEnglish: Story = {
  args: { links: pageLinks('en', false), signedIn: false, cartCount: 0, locale: 'en', currentPath: '/about' },
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
  },
};
