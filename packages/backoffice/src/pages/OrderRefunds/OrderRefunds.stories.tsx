import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { OrderPage } from '../OrderPage/OrderPage.tsx';

const meta = {
  title: 'Back office/Order refunds',
  component: OrderPage,
  decorators: [withBackoffice],
  args: { orderNumber: 'PB-20261129-000003' },
  parameters: {
    route: '/orders/PB-20261129-000003',
    token: 'manager-token',
    msw: { handlers: backofficeHandlers },
  },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefundDialogThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const refunds = await canvas.findByRole('region', { name: 'การคืนเงิน' });
    await expect(within(refunds).getByText('rfnd_test_5xb1')).toBeVisible();
    await userEvent.click(within(refunds).getByRole('button', { name: 'คืนเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'คืนเงินบางรายการ' });
    // The power supply is refunded already: only the graphics card is left to choose.
    await expect(within(dialog).getAllByRole('spinbutton')).toHaveLength(1);
    await expect(within(dialog).getByText('เลือกอย่างน้อยหนึ่งชิ้น')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มจำนวน' }));
    await expect(await within(dialog).findByText('ยอดที่จะคืน')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/refunds/preview',
      body: { lines: [{ line: 0, quantity: 1 }] },
    });
  },
};

export const RefundConfirmedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const refunds = await canvas.findByRole('region', { name: 'Refunds' });
    await userEvent.click(within(refunds).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund items' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await within(dialog).findByText('Amount to refund');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm refund' });
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refund = sent.find((call) => call.path === '/refunds');
    await expect(refund?.body).toMatchObject({ lines: [{ line: 0, quantity: 1 }] });
    await expect((refund?.body as { key?: string } | undefined)?.key).toMatch(/^[0-9a-f-]{36}$/);
  },
};

export const CancelPaidPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const refunds = await canvas.findByRole('region', { name: 'Refunds' });
    await userEvent.click(within(refunds).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await expect(await within(dialog).findByText('Amount to refund')).toBeVisible();
    await expect(sent.at(-1)).toEqual({ path: '/refunds/preview', body: { all: true } });
  },
};

export const PackerReadsOnlyEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    const refunds = await canvas.findByRole('region', { name: 'Refunds' });
    const table = within(refunds).getByRole('table', { name: 'Refund list' });
    await expect(within(table).getByText('somying@probuild.example')).toBeVisible();
    await expect(within(table).getByText('Succeeded')).toBeVisible();
    await expect(within(refunds).queryByRole('button', { name: 'Refund' })).toBeNull();
    await expect(within(refunds).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};
