import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, mobile, networkErrorStory, withStorefront } from '../../../content/storySupport.tsx';
import { HomeTailSection } from './HomeTailSection.tsx';

const meta = {
  title: 'Pages/Home/Home tail',
  component: HomeTailSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.homeTailSections.ok);
  },
} satisfies Meta<typeof HomeTailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const promotions = await canvas.findByRole('list', { name: 'โปรโมชัน' });
    await expect(promotions.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'ดูเงื่อนไข' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('heading', { name: 'เช็กความเข้ากันได้' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ไม่แน่ใจว่าจะเลือกอะไร?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/afterSale');
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('0.89% instalments over 6 months with participating credit cards'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/afterSale');
  },
};

export const NetworkError: Story = networkErrorStory(handlers.homeTailSections.networkError);
