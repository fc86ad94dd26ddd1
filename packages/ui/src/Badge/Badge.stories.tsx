import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'ใหม่' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'error', 'warning', 'info'];

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
          {tones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {tone} {args.children}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const NewProduct: Story = {
  args: { tone: 'brand', children: 'New' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

/** The same on a 375 px phone. */
export const TonesOnAPhone: Story = {
  ...Tones,
  globals: { ...Tones.globals, viewport: { value: 'mobile375', isRotated: false } },
};
