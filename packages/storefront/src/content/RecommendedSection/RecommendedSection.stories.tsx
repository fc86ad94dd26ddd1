import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, emptyStory, mobile, networkErrorStory, withStorefront } from '../storySupport.tsx';
import { RecommendedSection } from './RecommendedSection.tsx';

const meta = {
  title: 'Pages/Home/Recommended products',
  component: RecommendedSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.productRecommend.ok);
  },
} satisfies Meta<typeof RecommendedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'สินค้าแนะนำ' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: 'ซื้อสินค้า' })[0]).toHaveAttribute(
      'href',
      '/product/MON-ASUS-TUF-GAMING-VG27AQ?section=home',
    );
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Recommended' })).toBeVisible();
  },
};

export const NetworkError: Story = networkErrorStory(handlers.productRecommend.networkError);
export const Empty: Story = emptyStory(handlers.productRecommend.empty, 'ยังไม่มีสินค้าแนะนำในขณะนี้');
