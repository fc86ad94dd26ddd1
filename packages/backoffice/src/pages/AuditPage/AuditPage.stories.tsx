import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, withBackoffice } from '../../storySupport.tsx';
import { AuditPage } from './AuditPage.tsx';

const meta = {
  title: 'Back office/Audit log',
  component: AuditPage,
  decorators: [withBackoffice],
  parameters: { route: '/audit', token: 'owner-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof AuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirstThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'บันทึกการแก้ไข' });
    await within(table).findByText('active: true → false');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'ดูรายการก่อนหน้า' }));
    // The first owner came from the command on the server.
    await expect(await within(table).findByText('คำสั่งบนเซิร์ฟเวอร์')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'ดูรายการก่อนหน้า' })).toBeNull();
  },
};

export const OrderEntryEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('active: true → false');
    await userEvent.click(canvas.getByRole('button', { name: 'Show older entries' }));
    // An order's entry names the whole order number, which opens its page.
    const order = await within(table).findByRole('link', { name: 'PB-20261031-000042' });
    await expect(order).toHaveAttribute('href', '/orders/PB-20261031-000042');
    // A recorded refund's JSON wraps in its cell: the log does not scroll sideways.
    const frame = table.parentElement;
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(frame?.clientWidth ?? 0);
  },
};

export const PhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Audit log' });
    await expect(await within(table).findByText('role: — → "packer"')).toBeVisible();
    await expect(within(table).getByText(/^Staff member added/)).toBeVisible();
  },
};

export const ManagerIsRefusedThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { token: 'manager-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('บทบาทของคุณทำรายการนี้ไม่ได้')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'เมนูหลังร้าน' });
    await expect(nav).not.toHaveTextContent('บันทึกการแก้ไข');
  },
};
