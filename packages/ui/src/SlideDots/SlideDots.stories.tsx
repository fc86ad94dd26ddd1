import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SlideDots } from './SlideDots.tsx';

const select = fn();

const meta = {
  title: 'UI/SlideDots',
  component: SlideDots,
  parameters: { layout: 'padded' },
  args: {
    keys: ['hero-rtx-5090', 'hero-9800x3d', 'hero-spec'],
    current: 1,
    label: (index: number) => `สไลด์ที่ ${index + 1} จาก 3`,
    onSelect: select,
  },
} satisfies Meta<typeof SlideDots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondOfThreeThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    select.mockClear();
    await expect(canvas.getByRole('button', { name: 'สไลด์ที่ 2 จาก 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'สไลด์ที่ 1 จาก 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'สไลด์ที่ 3 จาก 3' }));
    await expect(select).toHaveBeenCalledWith(2);
  },
};

export const FirstOfFiveEnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    keys: ['a', 'b', 'c', 'd', 'e'],
    current: 0,
    label: (index: number) => `Slide ${index + 1} of 5`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
