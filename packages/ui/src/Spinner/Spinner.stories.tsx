import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด…');
  },
};

export const EnglishWithLabel: Story = {
  args: { size: 'lg', label: 'Loading products…' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products…');
  },
};

export const SizesInBrandColour: Story = {
  render: () => (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-4)', color: 'var(--color-brand)' }}
    >
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** The same on a 375 px phone. */
export const ThaiOnAPhone: Story = {
  ...Thai,
  globals: { ...Thai.globals, viewport: { value: 'mobile375', isRotated: false } },
};
