import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Dialog } from './Dialog.tsx';
import { DialogClose } from './DialogClose.ts';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: { layout: 'padded' },
  args: {
    title: 'ลบที่อยู่นี้?',
    description: 'ที่อยู่ “บ้าน – 99/1 ถนนสุขุมวิท” จะถูกลบและกู้คืนไม่ได้',
    size: 'sm',
    onOpenChange: fn(),
    trigger: <Button variant="danger">ลบที่อยู่</Button>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">ยกเลิก</Button>
        </DialogClose>
        <Button variant="danger">ลบ</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'ลบที่อยู่' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'ลบที่อยู่นี้?' });
    await expect(dialog).toHaveAccessibleDescription('ที่อยู่ “บ้าน – 99/1 ถนนสุขุมวิท” จะถูกลบและกู้คืนไม่ได้');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // The page behind cannot scroll while the dialog is open.
    await expect(document.body).toHaveAttribute('data-scroll-locked');

    // Focus starts inside and Tab cycles within the dialog.
    const close = screen.getByRole('button', { name: 'ปิด' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'ลบ' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'ลบ' })).toHaveFocus();

    // Escape closes it and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelButtonCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'ลบที่อยู่' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A dialog opened by the page (no trigger of its own), as a list's "Details" button opens one. */
function OpenedFromAList() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Details of AMD Ryzen 7 9800X3D
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="AMD Ryzen 7 9800X3D" size="sm">
        <p>8 cores, 16 threads, AM5.</p>
      </Dialog>
    </>
  );
}

export const WithoutTriggerReturnsFocus: Story = {
  render: () => <OpenedFromAList />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Details of AMD Ryzen 7 9800X3D' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'AMD Ryzen 7 9800X3D' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back on the button that opened it, so the keyboard user keeps their place in the list.
    await expect(opener).toHaveFocus();
  },
};

export const FormEnglish: Story = {
  args: {
    title: 'Change password',
    description: undefined,
    size: 'md',
    defaultOpen: true,
    trigger: <Button>Change password</Button>,
    children: (
      <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
        <TextField label="Current password" type="password" />
        <TextField label="New password" type="password" hint="At least 8 characters" />
      </div>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </>
    ),
  },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375 - 32);
  },
};
