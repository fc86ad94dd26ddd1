import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stopExternalFrame } from '../stopExternalFrame.fixture.ts';
import { Footer, type FooterCompany, type FooterLinkGroup, type FooterSocialLink } from './Footer.tsx';

const thaiCompany: FooterCompany = {
  name: 'บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด',
  description: 'ร้านคอมพิวเตอร์และอุปกรณ์เกมมิ่ง จัดสเปกและประกอบคอมครบวงจร',
  address: '99 ถนนพญาไท แขวงทุ่งพญาไท เขตราชเทวี กรุงเทพมหานคร 10400',
  phone: '02-123-4567',
  email: 'support@probuild.example',
  line: '@probuild',
};

const englishCompany: FooterCompany = {
  ...thaiCompany,
  name: 'ProBuild Computer Co., Ltd.',
  description: 'Computer and gaming hardware, PC building and assembly.',
  address: '99 Phaya Thai Road, Thung Phaya Thai, Ratchathewi, Bangkok 10400',
};

const thaiLinks: FooterLinkGroup[] = [
  {
    title: 'ร้านค้า',
    links: [
      { label: 'คอมเซ็ต', href: '/comset' },
      { label: 'จัดสเปกคอม', href: '/spec' },
      { label: 'เปรียบเทียบสินค้า', href: '/compare' },
    ],
  },
  {
    title: 'ช่วยเหลือ',
    links: [
      { label: 'บริการหลังการขาย', href: '/afterSale' },
      { label: 'เกี่ยวกับเรา', href: '/about' },
      { label: 'นโยบายคุกกี้', href: '/privacy' },
    ],
  },
];

const englishLinks: FooterLinkGroup[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Computer sets', href: '/comset' },
      { label: 'Build a PC', href: '/spec' },
      { label: 'Compare products', href: '/compare' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'After-sales service', href: '/afterSale' },
      { label: 'About us', href: '/about' },
      { label: 'Cookie policy', href: '/privacy' },
    ],
  },
];

const social: FooterSocialLink[] = [
  { id: 'facebook', name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/probuild' },
  { id: 'line', name: 'LINE', icon: 'line', url: 'https://line.me/R/ti/p/@probuild' },
  { id: 'youtube', name: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/@probuild' },
  { id: 'tiktok', name: 'TikTok', icon: 'tiktok', url: 'https://www.tiktok.com/@probuild' },
  { id: 'bad', name: 'Script', icon: 'x', url: 'javascript:alert(1)' },
];

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { status: 'ready', company: thaiCompany, linkGroups: thaiLinks, social, year: 2025 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
    await expect(canvas.getByRole('navigation', { name: 'ช่วยเหลือ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'บริการหลังการขาย' })).toHaveAttribute('href', '/afterSale');

    // Social links are named, open a new tab without opener; a javascript: entry is left out.
    const socialList = within(canvas.getByRole('list', { name: 'โซเชียลมีเดีย' }));
    const facebook = socialList.getByRole('link', { name: 'Facebook (เปิดในแท็บใหม่)' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(socialList.getAllByRole('link')).toHaveLength(4);
    // No map without its address: nothing loads from outside.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const MobileEnglish: Story = {
  args: { company: englishCompany, linkGroups: englishLinks },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByText('© 2025 ProBuild Computer Co., Ltd. – All rights reserved')).toBeVisible();
  },
};

export const WithMap: Story = {
  args: { mapSrc: 'https://www.google.com/maps/embed?pb=probuild-store' },
  play: async ({ canvas }) => {
    // Made once it is near the screen, as it is here.
    const map = await canvas.findByTitle('แผนที่ บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด');
    await expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=probuild-store');
    await stopExternalFrame(map);
  },
};

export const Loading: Story = {
  args: { status: 'loading', company: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดข้อมูล...');
    await expect(canvas.getByRole('heading', { name: 'ติดต่อเรา' })).toBeVisible();
  },
};

export const ErrorThai: Story = {
  args: { status: 'error', company: undefined, mapSrc: 'javascript:alert(1)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
