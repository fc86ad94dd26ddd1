import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AlertBox, type AlertBoxProps } from './AlertBox.tsx';

/** Removes the box when it asks to be dismissed, as a page would. */
function ShownUntilDismissed(props: AlertBoxProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <AlertBox
      {...props}
      onDismiss={() => {
        setShown(false);
        props.onDismiss?.();
      }}
    />
  ) : (
    <p>ไม่มีข้อความ</p>
  );
}

const meta = {
  title: 'UI/AlertBox',
  component: AlertBox,
  parameters: { layout: 'padded' },
  args: { tone: 'success', children: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว', onDismiss: fn() },
  render: (args) => <ShownUntilDismissed {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AlertBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessAutoClears: Story = {
  args: { autoClearMs: 3_000 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว');
    await expect(canvas.queryByRole('button')).toBeNull();
    const shownAt = performance.now();
    // Gone after the 3 seconds it was given, not before.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 4_000 });
    await expect(performance.now() - shownAt).toBeGreaterThan(2_900);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ErrorDismissible: Story = {
  args: {
    tone: 'error',
    title: 'เพิ่มสินค้าไม่สำเร็จ',
    children: 'กรุณาเข้าสู่ระบบก่อน',
    dismissible: true,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('เพิ่มสินค้าไม่สำเร็จกรุณาเข้าสู่ระบบก่อน');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const BothEnglishMobile: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <AlertBox tone="success" dismissible onDismiss={() => {}}>
        Address saved
      </AlertBox>
      <AlertBox tone="error" title="Could not save" dismissible onDismiss={() => {}}>
        Error saving, please try again
      </AlertBox>
    </div>
  ),
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Dismiss message' })).toHaveLength(2);
  },
};
