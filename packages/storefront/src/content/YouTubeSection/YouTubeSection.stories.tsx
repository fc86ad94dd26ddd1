import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, emptyStory, mobile, networkErrorStory, withStorefront } from '../storySupport.tsx';
import { YouTubeSection } from './YouTubeSection.tsx';

const meta = {
  title: 'Pages/Home/YouTube gallery',
  component: YouTubeSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.socialPresentations.ok);
  },
} satisfies Meta<typeof YouTubeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'รีวิวและสอนประกอบคอม' })).toBeVisible();
    // Only the YouTube presentation: the TikTok one of the same answer belongs to its own section.
    await expect(canvas.queryByText('คลิปสั้นจากหน้าร้าน')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'วิดีโอ 2' }));
    await expect(canvas.getByRole('button', { name: 'วิดีโอ 2' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'เล่นวิดีโอ: วิดีโอ 2' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Reviews and build guides' })).toBeVisible();
  },
};

export const NetworkError: Story = networkErrorStory(handlers.socialPresentations.networkError);
export const Empty: Story = emptyStory(handlers.socialPresentations.empty, 'ยังไม่มีวิดีโอ');
