import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, emptyStory, mobile, networkErrorStory, withStorefront } from '../storySupport.tsx';
import { ContentFirstSection } from './ContentFirstSection.tsx';

const meta = {
  title: 'Pages/Home/Content first',
  component: ContentFirstSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.contentFirst.ok);
  },
} satisfies Meta<typeof ContentFirstSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'จัดสเปกคอมด้วยตัวเอง' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'เริ่มจัดสเปก' })).toHaveAttribute('href', '/spec');
    await expect(canvas.getByRole('link', { name: 'ดูคอมเซ็ต' })).toHaveAttribute('href', '/comset');
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ready-built computer sets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the sets' })).toHaveAttribute('href', '/comset');
  },
};

export const NetworkError: Story = networkErrorStory(handlers.contentFirst.networkError);
export const Empty: Story = emptyStory(handlers.contentFirst.empty, 'ยังไม่มีเนื้อหา');
