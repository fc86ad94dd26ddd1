import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Popover, PopoverClose } from './Popover.tsx';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  parameters: { layout: 'padded' },
  args: {
    title: 'ช่วงราคา',
    onOpenChange: fn(),
    trigger: <Button variant="secondary">ราคา: ไม่จำกัด</Button>,
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--space-3)' }}>
        <TextField label="ต่ำสุด (บาท)" numeric />
        <TextField label="สูงสุด (บาท)" numeric />
      </div>
    ),
    footer: (
      <>
        <Button variant="ghost" size="sm">
          ล้าง
        </Button>
        <PopoverClose asChild>
          <Button size="sm">ยืนยัน</Button>
        </PopoverClose>
      </>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceRangeKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'ราคา: ไม่จำกัด' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'ช่วงราคา' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the popover.
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ConfirmCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ราคา: ไม่จำกัด' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'ต่ำสุด (บาท)' }), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpenMobileEnglish: Story = {
  args: {
    defaultOpen: true,
    title: 'Price range',
    trigger: <Button variant="secondary">Price: no limit</Button>,
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--space-3)' }}>
        <TextField label="Min (THB)" numeric />
        <TextField label="Max (THB)" numeric />
      </div>
    ),
    footer: undefined,
  },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Price range' });
    await expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
