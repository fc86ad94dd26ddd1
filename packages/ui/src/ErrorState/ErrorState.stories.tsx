import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'ไม่สามารถดึงข้อมูลสินค้าได้', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่สามารถดึงข้อมูลสินค้าได้');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true, retryLabel: 'ลองใหม่' },
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'ลองใหม่' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const EnglishMobile: Story = {
  args: { message: 'Could not load the recommended products' },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: { message: 'ไม่พบสินค้า', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
