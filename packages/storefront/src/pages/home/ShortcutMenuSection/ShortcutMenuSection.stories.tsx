import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  desktop,
  emptyStory,
  mobile,
  networkErrorStory,
  withStorefront,
} from '../../../content/storySupport.tsx';
import { ShortcutMenuSection } from './ShortcutMenuSection.tsx';

const meta = {
  title: 'Pages/Home/Shortcut menu',
  component: ShortcutMenuSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.shortcutMenu.ok);
  },
} satisfies Meta<typeof ShortcutMenuSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'ซีพียู',
      'การ์ดจอ',
      'เมนบอร์ด',
      'แรม',
      'SSD และฮาร์ดดิสก์',
      'จอมอนิเตอร์',
      'คอมประกอบ',
      'จัดสเปกคอม',
    ]);
    await expect(canvas.getByRole('link', { name: 'คอมประกอบ' })).toHaveAttribute('href', '/comset');
    await expect(canvas.getByRole('link', { name: 'ซีพียู' })).not.toHaveAttribute('target');
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Graphics Card' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Shortcuts' })).toBeVisible();
  },
};

export const NetworkError: Story = networkErrorStory(handlers.shortcutMenu.networkError);
export const Empty: Story = emptyStory(handlers.shortcutMenu.empty, 'ยังไม่มีเมนูลัด');
