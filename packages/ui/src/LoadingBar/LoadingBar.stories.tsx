import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'UI/LoadingBar',
  component: LoadingBar,
  args: { value: 40 },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopOfPageThai: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'กำลังโหลดหน้า' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar.getBoundingClientRect().top).toBe(0);
    const indicator = bar.firstElementChild as HTMLElement;
    // 40 %: the indicator is pushed 60 % of its width out of the track.
    await expect(indicator.getBoundingClientRect().right - bar.getBoundingClientRect().left).toBeCloseTo(
      bar.getBoundingClientRect().width * 0.4,
      0,
    );
  },
};

export const InlineEnglish: Story = {
  args: { value: 130, placement: 'inline', label: 'Uploading' },
  globals: { locale: 'en' },
  decorators: [(Story) => <div style={{ padding: 'var(--space-6)' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // Values outside 0–100 are clamped.
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const Mobile: Story = {
  args: { value: 75 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
