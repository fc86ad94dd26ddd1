import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavLinkList } from './NavLinkList.tsx';

const thaiLinks = [
  { href: '/', label: 'หน้าแรก' },
  { href: '/comset', label: 'คอมเซต' },
  { href: '/spec', label: 'จัดสเปกคอม' },
  { href: '/compare', label: 'เปรียบเทียบ' },
];

const follow = fn();

// Unstyled on purpose: the Navbar and the phone's drawer give the list its look through `classNames`.
const meta = {
  title: 'UI/NavLinkList',
  component: NavLinkList,
  parameters: { layout: 'padded' },
  args: { links: thaiLinks, currentPath: '/spec/123', classNames: {}, onFollow: follow },
} satisfies Meta<typeof NavLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubPageThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    follow.mockClear();
    // A sub-page marks its section's link, never the home link.
    await expect(canvas.getByRole('link', { name: 'จัดสเปกคอม' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'หน้าแรก' })).not.toHaveAttribute('aria-current');
    const compare = canvas.getByRole('link', { name: 'เปรียบเทียบ' });
    compare.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(compare);
    await expect(follow).toHaveBeenCalledTimes(1);
  },
};

export const HomeEnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    currentPath: '/',
    links: [
      { href: '/', label: 'Home' },
      { href: '/comset', label: 'Computer sets' },
      { href: '/spec', label: 'Build a PC' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Build a PC' })).not.toHaveAttribute('aria-current');
  },
};
