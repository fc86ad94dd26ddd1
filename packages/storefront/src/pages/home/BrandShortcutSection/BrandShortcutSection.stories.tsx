import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  desktop,
  emptyStory,
  mobile,
  networkErrorStory,
  withStorefront,
} from '../../../content/storySupport.tsx';
import { BrandShortcutSection } from './BrandShortcutSection.tsx';

const meta = {
  title: 'Pages/Home/Brand scroller',
  component: BrandShortcutSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.brandShortcuts.ok);
  },
} satisfies Meta<typeof BrandShortcutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ASUS' })).toHaveAttribute('href', '/brand/ASUS');
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'เลื่อนไปทางซ้าย' })).toBeDisabled();
    // The scroller is the section's one region (no second one of the same name around it).
    await expect(canvas.getAllByRole('region', { name: 'แบรนด์' })).toHaveLength(1);
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const right = await canvas.findByRole('button', { name: /right/i });
    const track = canvas.getByRole('link', { name: 'ASUS' }).parentElement as HTMLElement;
    await userEvent.click(right);
    await waitFor(() => expect(track.scrollLeft).toBe(200));
    await expect(canvas.getByRole('link', { name: 'Thermalright' })).toHaveAttribute(
      'href',
      '/brand/Thermalright',
    );
  },
};

export const NetworkError: Story = networkErrorStory(handlers.brandShortcuts.networkError);
export const Empty: Story = emptyStory(handlers.brandShortcuts.empty, 'ยังไม่มีแบรนด์');
