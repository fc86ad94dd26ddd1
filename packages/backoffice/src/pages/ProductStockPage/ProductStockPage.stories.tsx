import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { ProductStockPage } from './ProductStockPage.tsx';

const meta = {
  title: 'Back office/Product stock',
  component: ProductStockPage,
  decorators: [withBackoffice],
  args: { sku: 'GPU-RTX5070' },
  parameters: { route: '/stock/GPU-RTX5070', token: 'editor-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof ProductStockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MovementsThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'การ์ดจอ RTX 5070 12GB' })).toBeVisible();
    await expect(canvas.getByText('คงเหลือ 3 ชิ้น')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'ความเคลื่อนไหวของสต็อก' });
    await within(table).findByText('นับได้ 3 จากที่คาดไว้ 5');
    // The newest page: the header row and four movements, newest first.
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('ตรวจนับ');
    await expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'PB-20261129-000003' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูรายการก่อนหน้า' }));
    await within(table).findByText('ยอดยกมา');
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: 'ดูรายการก่อนหน้า' })).toBeNull();
  },
};

export const ReceiveEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('3 units in stock');
    const form = canvas.getByRole('form', { name: 'Receive' });
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    await expect(await within(form).findByText('Enter the number of units')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Units' }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    await expect(await within(form).findByText('At least 1 unit')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Units' }), '12');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'PO-2026-120');
    await userEvent.click(within(form).getByRole('button', { name: 'Receive' }));
    await expect(await within(form).findByText('Saved')).toBeVisible();
    const [receipt] = sent.filter((call) => call.path === '/stock/receipts');
    await expect(receipt?.body).toMatchObject({ quantity: 12, note: 'PO-2026-120' });
    await expect(receipt?.body).toMatchObject({ key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  },
};

export const AdjustNeedsReasonPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('3 units in stock');
    await userEvent.click(canvas.getByRole('tab', { name: 'Adjust' }));
    const form = canvas.getByRole('form', { name: 'Adjust' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Units' }), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust' }));
    await expect(await within(form).findByText('Give the reason for the adjustment')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Lost in the warehouse');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust' }));
    // Nine units to remove of three: the server refuses, and what was typed stays.
    await expect(await within(form).findByText('There are not that many units to remove')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue('Lost in the warehouse');
    await expect(sent.find((call) => call.path === '/stock/adjustments')?.body).toMatchObject({
      quantity: -9,
      reason: 'Lost in the warehouse',
    });
  },
};

export const StockTakePhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('คงเหลือ 3 ชิ้น');
    await userEvent.click(canvas.getByRole('tab', { name: 'ตรวจนับ' }));
    const form = canvas.getByRole('form', { name: 'ตรวจนับ' });
    await expect(within(form).getByText(/ในระบบมี 3 ชิ้น/)).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'นับได้ (ชิ้น)' }), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'ตรวจนับ' }));
    await expect(await within(form).findByText('บันทึกแล้ว')).toBeVisible();
    await expect(sent.find((call) => call.path === '/stock/counts')?.body).toMatchObject({
      counted: 2,
      expected: 3,
    });
  },
};

export const UnknownProductEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  args: { sku: 'NO-SUCH-SKU' },
  parameters: { route: '/stock/NO-SUCH-SKU' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No product has this SKU')).toBeVisible();
  },
};
