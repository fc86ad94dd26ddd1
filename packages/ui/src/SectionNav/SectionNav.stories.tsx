import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionNav } from './SectionNav.tsx';

const subcategories = (locale: 'th' | 'en') =>
  [
    { key: 'gpu-nvidia', th: 'NVIDIA GeForce', en: 'NVIDIA GeForce' },
    { key: 'gpu-amd', th: 'AMD Radeon', en: 'AMD Radeon' },
    { key: 'gpu-intel', th: 'Intel Arc', en: 'Intel Arc' },
    { key: 'gpu-workstation', th: 'การ์ดจอสำหรับงานกราฟิก', en: 'Workstation cards' },
    { key: 'gpu-used', th: 'การ์ดจอมือสอง', en: 'Pre-owned cards' },
  ].map((item, index) => ({
    href: `/category/gpu/${item.key}`,
    label: item[locale],
    current: index === 1,
  }));

const meta = {
  title: 'UI/SectionNav',
  component: SectionNav,
  parameters: { layout: 'padded' },
  args: { label: 'หมวดหมู่ย่อย', items: subcategories('th') },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'หมวดหมู่ย่อย' });
    await expect(nav).toBeVisible();
    // Only the shown section is the current page; every section is a link of its own.
    await expect(canvas.getByRole('link', { name: 'AMD Radeon' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'NVIDIA GeForce' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  args: { label: 'Subcategories', items: subcategories('en') },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    // One row that scrolls sideways instead of wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.parentElement?.clientWidth ?? 0);
    await expect(canvas.getByRole('link', { name: 'Pre-owned cards' })).toHaveAttribute(
      'href',
      '/category/gpu/gpu-used',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    // No sections, no empty navigation landmark.
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};
