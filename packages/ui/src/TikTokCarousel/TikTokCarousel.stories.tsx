import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { stopExternalFrame } from '../stopExternalFrame.fixture.ts';
import { TikTokCarousel } from './TikTokCarousel.tsx';

// As the content call sends them: full URLs or bare ids (and one entry that is no video).
const links = [
  'https://www.tiktok.com/@probuild/video/7392184531100000001?lang=th',
  '7392184531100000002',
  '7392184531100000003',
  'https://www.tiktok.com/@probuild',
  '7392184531100000004',
  '7392184531100000005',
];

const meta = {
  title: 'UI/TikTokCarousel',
  component: TikTokCarousel,
  args: { label: 'คลิปสั้นจากหน้าร้าน', links },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TikTokCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  play: async ({ canvas, userEvent }) => {
    // The profile link holds no video and is left out.
    await expect(canvas.getAllByRole('button', { name: /^เล่นวิดีโอ TikTok/ })).toHaveLength(5);
    const first = canvas.getByRole('button', { name: 'เล่นวิดีโอ TikTok 1' });
    const track = first.parentElement as HTMLElement;
    const right = canvas.getByRole('button', { name: 'เลื่อนไปทางขวา' });
    await userEvent.click(right);
    await waitFor(() => expect(track.scrollLeft).toBe(374));
    // The focus ring of the button over the clipped last video anti-aliases differently from run to run.
    right.blur();
  },
};

export const PlaysEmbed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'เล่นวิดีโอ TikTok 1' }));
    // The id is the number after "video/" in the URL.
    const player = canvas.getByTitle('วิดีโอ TikTok 1');
    await expect(player).toHaveAttribute('src', 'https://www.tiktok.com/embed/v2/7392184531100000001');
    await stopExternalFrame(player);
  },
};

export const MobileEnglish: Story = {
  args: { label: 'Short clips from the store' },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Short clips from the store' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play TikTok video 1' })).toBeVisible();
  },
};
