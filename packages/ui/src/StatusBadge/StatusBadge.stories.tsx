import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  parameters: { layout: 'padded' },
  args: { kind: 'order', status: 'success' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllStatuses() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        {['success', 'inprogress', 'wait', 'cancelled', 'lost'].map((status) => (
          <StatusBadge key={status} kind="order" status={status} />
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
        {['active', 'inactive', 'suspended', 'banned'].map((status) => (
          <StatusBadge key={status} kind="customer" status={status} />
        ))}
        <StatusBadge kind="emailVerified" verified />
        <StatusBadge kind="emailVerified" verified={false} />
      </div>
    </div>
  );
}

/** One badge; its kind and status are controls. */
export const Single: Story = {
  args: { kind: 'order', status: 'inprogress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('กำลังจัดส่ง')).toBeVisible();
  },
};

export const AllThai: Story = {
  args: meta.args,
  render: () => <AllStatuses />,
  play: async ({ canvas }) => {
    for (const text of ['จัดส่งสำเร็จ', 'กำลังจัดส่ง', 'รอชำระเงิน', 'ยกเลิกแล้ว', 'ERROR']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    for (const text of ['ใช้งานอยู่', 'ไม่ได้ใช้งาน', 'ถูกระงับ', 'ไม่ทราบสถานะ', 'ยืนยันอีเมลแล้ว', 'ยังไม่ยืนยันอีเมล']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const AllEnglish: Story = {
  args: meta.args,
  render: () => <AllStatuses />,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    for (const text of ['Delivered', 'Being delivered', 'Awaiting payment', 'Cancelled', 'ERROR']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    for (const text of [
      'Active',
      'Inactive',
      'Suspended',
      'Unknown status',
      'Email verified',
      'Email not verified',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

function PaidOrders() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <StatusBadge kind="order" status="inprogress" fulfilment="preparing" />
      <StatusBadge kind="order" status="inprogress" fulfilment="shipped" />
      <StatusBadge kind="order" status="success" fulfilment="shipped" />
    </div>
  );
}

/** A paid order: "paid, preparing" until it ships, then the states' own labels. */
export const PaidOrdersThai: Story = {
  args: meta.args,
  render: () => <PaidOrders />,
  play: async ({ canvas }) => {
    for (const text of ['ชำระเงินแล้ว กำลังเตรียมสินค้า', 'กำลังจัดส่ง', 'จัดส่งสำเร็จ']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const PaidOrdersEnglish: Story = {
  args: meta.args,
  render: () => <PaidOrders />,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    for (const text of ['Paid, preparing', 'Being delivered', 'Delivered']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The same on a 375 px phone. */
export const AllThaiOnAPhone: Story = {
  ...AllThai,
  globals: { ...AllThai.globals, viewport: { value: 'mobile375', isRotated: false } },
};
