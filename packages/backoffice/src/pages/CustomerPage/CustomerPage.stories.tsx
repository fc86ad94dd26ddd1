import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { CustomerPage } from './CustomerPage.tsx';

const meta = {
  title: 'Back office/Customer',
  component: CustomerPage,
  decorators: [withBackoffice],
  args: { customerId: 'c-1' },
  parameters: { route: '/customers/c-1', token: 'manager-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'วันชัย ดีใจ', level: 1 })).toBeVisible();
    await expect(canvas.getByText('เข้าสู่ระบบด้วย: รหัสผ่าน, LINE')).toBeVisible();
    const orders = canvas.getByRole('table', { name: 'คำสั่งซื้อของลูกค้า' });
    // Each order links to its page in the order queue.
    await expect(await within(orders).findByRole('link', { name: 'PB-20261129-000003' })).toHaveAttribute(
      'href',
      '/orders/PB-20261129-000003',
    );
    const addresses = canvas.getByRole('table', { name: 'ที่อยู่ที่บันทึกไว้' });
    await expect(within(addresses).getAllByRole('row')).toHaveLength(3);
    await expect(within(addresses).getByText('บริษัท ดีใจ จำกัด')).toBeVisible();
  },
};

export const SuspendWithReasonEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
    await expect(dialog).toHaveTextContent('วันชัย ดีใจ is signed out everywhere at once');
    // No reason, no call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await expect(await within(dialog).findByText('Please give a reason')).toBeVisible();
    await expect(sent.filter((call) => call.path.endsWith('/status'))).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Chargeback fraud, case 88',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sent.at(-1)).toEqual({
      path: '/customers/c-1/status',
      body: { status: 'suspended', reason: 'Chargeback fraud, case 88' },
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chargeback fraud, case 88');
    await expect(canvas.getByRole('button', { name: 'Reactivate account' })).toBeVisible();
  },
};

export const SuspendedPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  args: { customerId: 'c-3' },
  parameters: { route: '/customers/c-3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ปฏิเสธการชำระเงินซ้ำ 3 ครั้ง');
    await expect(canvas.getByRole('button', { name: 'เปิดใช้บัญชีอีกครั้ง' })).toBeVisible();
    await expect(await canvas.findByText('ยังไม่มีคำสั่งซื้อ')).toBeVisible();
    await expect(canvas.getByText('ยังไม่มีที่อยู่')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const UnknownEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  args: { customerId: 'c-404' },
  parameters: { route: '/customers/c-404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No customer has this id')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to customers' })).toBeVisible();
  },
};

export const LoadingThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/customers/{customerId}'), async () => {
          await delay('infinite');
        }),
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('กำลังโหลด');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
