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
import { ListBannerSection } from './ListBannerSection.tsx';

const meta = {
  title: 'Pages/Home/List banners',
  component: ListBannerSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.listBanners.ok);
  },
} satisfies Meta<typeof ListBannerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const titles = (await canvas.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    // Active banners only, by order: the inactive "เกมมิ่งเกียร์" is not shown.
    await expect(titles).toEqual(['การ์ดจอรุ่นใหม่', 'อัปเกรดเครื่องให้แรงขึ้น']);
    const cards = canvas.getByRole('list', { name: 'สินค้าในการ์ดจอรุ่นใหม่' });
    await expect(cards.querySelectorAll('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: 'ซื้อสินค้า' })[0]).toHaveAttribute(
      'href',
      '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G?section=home',
    );
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'New graphics cards' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Buy Product' })).toHaveLength(8);
  },
};

export const NetworkError: Story = networkErrorStory(handlers.listBanners.networkError);
export const Empty: Story = emptyStory(handlers.listBanners.empty, 'ยังไม่มีรายการสินค้า');
