import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, emptyStory, mobile, networkErrorStory, withStorefront } from '../storySupport.tsx';
import { ContentSecondSection } from './ContentSecondSection.tsx';

const meta = {
  title: 'Pages/Home/Content second',
  component: ContentSecondSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.contentSecond.ok);
  },
} satisfies Meta<typeof ContentSecondSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'ทำไมต้องโปรบิลด์' })).toBeVisible();
    const cards = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(cards).toEqual(['ส่งฟรีทั่วไทย', 'รับประกัน 2 ปี', 'ประกอบฟรี']);
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Why ProBuild' })).toBeVisible();
    await expect(canvas.getByText('Tidy cabling, tested before shipping')).toBeVisible();
  },
};

export const NetworkError: Story = networkErrorStory(handlers.contentSecond.networkError);
export const Empty: Story = emptyStory(handlers.contentSecond.empty, 'ยังไม่มีเนื้อหา');
