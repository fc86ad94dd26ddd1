import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { messages } from '../Carousel/messages.ts';
import { StepArrows } from './StepArrows.tsx';

const step = fn();

// The buttons alone, in a row: the carousel and the gallery place them over their slides.
const meta = {
  title: 'UI/StepArrows',
  component: StepArrows,
  parameters: { layout: 'padded' },
  args: { labels: { previous: messages.previous, next: messages.next }, classNames: {}, onStep: step },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepArrows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    step.mockClear();
    const [previous, next] = canvas.getAllByRole('button');
    if (!previous || !next) throw new Error('two buttons expected');
    await userEvent.click(next);
    await userEvent.click(previous);
    await expect(step.mock.calls).toEqual([[1], [-1]]);
  },
};

export const EnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};
