import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, emptyStory, mobile, networkErrorStory, withStorefront } from '../storySupport.tsx';
import { TikTokSection } from './TikTokSection.tsx';

const meta = {
  title: 'Pages/Home/TikTok carousel',
  component: TikTokSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.socialPresentations.ok);
  },
} satisfies Meta<typeof TikTokSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'คลิปสั้นจากหน้าร้าน' })).toBeVisible();
    await expect(canvas.queryByText('รีวิวและสอนประกอบคอม')).toBeNull();
    // The full URL of the first video plays by its number.
    await userEvent.click(canvas.getAllByRole('button', { name: /^เล่น/ })[0] as HTMLElement);
    const player = canvas.getByTitle('วิดีโอ TikTok 1');
    await expect(player).toHaveAttribute('src', 'https://www.tiktok.com/embed/v2/7392184531100000001');
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Short clips from the store' })).toBeVisible();
  },
};

export const NetworkError: Story = networkErrorStory(handlers.socialPresentations.networkError);
export const Empty: Story = emptyStory(handlers.socialPresentations.empty, 'ยังไม่มีคลิป');
