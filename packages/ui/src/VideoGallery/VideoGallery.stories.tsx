import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stopExternalFrame } from '../stopExternalFrame.fixture.ts';
import { VideoGallery, type VideoGalleryItem } from './VideoGallery.tsx';

const thaiVideos: VideoGalleryItem[] = [
  { id: 'M7lc1UVf-VE', title: 'รีวิว ASUS GeForce RTX 5090 TUF GAMING 32GB' },
  { id: 'ScMzIvxBSi4', title: 'สอนประกอบคอมเกมมิ่งด้วย AMD Ryzen 7 9800X3D' },
  { id: 'aqz-KE-bpKQ', title: 'เลือกพาวเวอร์ซัพพลายให้พอดีกับการ์ดจอ' },
];

const englishVideos: VideoGalleryItem[] = [
  { id: 'M7lc1UVf-VE', title: 'ASUS GeForce RTX 5090 TUF GAMING 32GB review' },
  { id: 'ScMzIvxBSi4', title: 'Building a gaming PC around the AMD Ryzen 7 9800X3D' },
  { id: 'aqz-KE-bpKQ' },
];

const meta = {
  title: 'UI/VideoGallery',
  component: VideoGallery,
  args: { label: 'รีวิวและสอนประกอบคอม', videos: thaiVideos },
} satisfies Meta<typeof VideoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = within(canvas.getByRole('list'));
    const first = list.getByRole('button', { name: 'รีวิว ASUS GeForce RTX 5090 TUF GAMING 32GB' });
    const second = list.getByRole('button', { name: 'สอนประกอบคอมเกมมิ่งด้วย AMD Ryzen 7 9800X3D' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByRole('button', { name: 'เล่นวิดีโอ: รีวิว ASUS GeForce RTX 5090 TUF GAMING 32GB' }),
    ).toBeVisible();

    // Choosing from the list (here by keyboard) puts that video in the main player.
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(
      canvas.getByRole('button', { name: 'เล่นวิดีโอ: สอนประกอบคอมเกมมิ่งด้วย AMD Ryzen 7 9800X3D' }),
    ).toBeVisible();
    // No image of YouTube's is loaded: the tiles are drawn locally.
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const PlaysPrivacyEnhancedEmbed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^เล่นวิดีโอ: / }));
    const player = canvas.getByTitle('รีวิว ASUS GeForce RTX 5090 TUF GAMING 32GB');
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );

    // While playing, choosing another video switches the player to it.
    await userEvent.click(canvas.getByRole('button', { name: 'เลือกพาวเวอร์ซัพพลายให้พอดีกับการ์ดจอ' }));
    const next = canvas.getByTitle('เลือกพาวเวอร์ซัพพลายให้พอดีกับการ์ดจอ');
    await expect(next).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    await stopExternalFrame(next);
  },
};

export const MobileEnglish: Story = {
  args: { label: 'Reviews and build guides', videos: englishVideos },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    // A video without a title is named by its place in the list.
    await expect(canvas.getByRole('button', { name: 'Video 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Play video: ASUS/ })).toBeVisible();
  },
};

export const SingleVideo: Story = {
  args: { videos: thaiVideos.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
