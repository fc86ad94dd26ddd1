import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, withBackoffice } from '../../storySupport.tsx';
import { OrderPage } from './OrderPage.tsx';

const meta = {
  title: 'Back office/Order',
  component: OrderPage,
  decorators: [withBackoffice],
  args: { orderNumber: 'PB-20261129-000003' },
  parameters: {
    route: '/orders/PB-20261129-000003',
    token: 'packer-token',
    msw: { handlers: backofficeHandlers },
  },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidWithTaxInvoiceThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'PB-20261129-000003' })).toBeVisible();
    const items = canvas.getByRole('table', { name: 'รายการสินค้า' });
    await expect(within(items).getByText('การ์ดจอ RTX 5070 12GB')).toBeVisible();
    await expect(canvas.getByText('บริษัท ดีใจ จำกัด')).toBeVisible();
    await expect(canvas.getByText('เลขประจำตัวผู้เสียภาษี 0105555555555')).toBeVisible();
    const payments = canvas.getByRole('table', { name: 'การชำระเงิน' });
    await expect(within(payments).getAllByRole('row')).toHaveLength(3);
    await expect(within(payments).getByText('insufficient_funds')).toBeVisible();
    await expect(within(payments).getByText('chrg_test_5xa2')).toBeVisible();
    const timeline = canvas.getByRole('region', { name: 'ลำดับเหตุการณ์' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent('ชำระเงินแล้ว');
  },
};

export const CancelledPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  args: { orderNumber: 'PB-20261120-000001' },
  parameters: { route: '/orders/PB-20261120-000001' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The customer did not ask for a tax invoice')).toBeVisible();
    await expect(canvas.getByText('No payment yet')).toBeVisible();
    const timeline = canvas.getByRole('region', { name: 'Timeline' });
    await expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent('Cancelled');
  },
};

export const UnknownNumberEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  args: { orderNumber: 'PB-00000000-000000' },
  parameters: { route: '/orders/PB-00000000-000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order has this number')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all orders' })).toBeVisible();
  },
};
