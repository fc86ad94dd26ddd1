import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DownloadButton } from './DownloadButton.tsx';

const meta = {
  title: 'UI/DownloadButton',
  component: DownloadButton,
  parameters: { layout: 'padded' },
  args: {
    label: 'ดาวน์โหลดใบกำกับภาษี (PDF)',
    busyLabel: 'กำลังเตรียมเอกสาร…',
    failedText: 'ดาวน์โหลดเอกสารไม่สำเร็จ กรุณาลองอีกครั้ง',
    onDownload: fn(async () => {}),
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Downloads: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ดาวน์โหลดใบกำกับภาษี (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const BusyWhileItComes: Story = {
  args: { onDownload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('button', { name: 'กำลังเตรียมเอกสาร…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const FailsThenTriesAgainEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Download receipt (PDF)',
    busyLabel: 'Preparing the document…',
    failedText: 'The document did not download. Please try again.',
    onDownload: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download receipt (PDF)' }));
    await expect(await canvas.findByText('The document did not download. Please try again.')).toBeVisible();
    // The button is there to try again.
    await userEvent.click(canvas.getByRole('button', { name: 'Download receipt (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(2);
  },
};
