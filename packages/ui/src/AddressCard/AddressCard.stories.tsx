import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddressCard } from './AddressCard.tsx';

const meta = {
  title: 'UI/AddressCard',
  component: AddressCard,
  args: {
    fullName: 'นายสมชาย ใจดี',
    fullAddress: '99/1 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    phone: '081-234-5678',
    purposes: ['shipping', 'taxInvoice'],
    isDefault: true,
    onCopy: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPersonThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('article', { name: 'นายสมชาย ใจดี' })).toBeVisible();
    const badges = canvas.getByRole('list', { name: 'ประเภทที่อยู่' });
    await expect(badges).toHaveTextContent('ค่าเริ่มต้นที่อยู่จัดส่งที่อยู่ใบกำกับภาษี');
    await expect(canvas.getByText('โทร 081-234-5678')).toBeVisible();

    // Each icon button is named with what it does to whose address; keyboard reaches all three.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'คัดลอกที่อยู่ของ นายสมชาย ใจดี' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'แก้ไขที่อยู่ของ นายสมชาย ใจดี' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ลบที่อยู่ของ นายสมชาย ใจดี' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const CompanyTaxInvoiceEnglishMobile: Story = {
  args: {
    fullName: 'ProBuild Computer Co., Ltd. (Head office)',
    fullAddress: '99 Phaya Thai Road, Thung Phaya Thai, Ratchathewi, Bangkok 10400',
    phone: '02-123-4567',
    purposes: ['taxInvoice'],
    isDefault: false,
  },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const badges = canvas.getByRole('list', { name: 'Address type' });
    await expect(badges).toHaveTextContent('Tax-invoice address');
    await expect(badges).not.toHaveTextContent('Default');
    await expect(
      canvas.getByRole('button', { name: 'Delete the address of ProBuild Computer Co., Ltd. (Head office)' }),
    ).toBeVisible();
  },
};

/** No purpose chosen counts as shipping; deleting is in progress. */
export const DeletingNoPurposeThai: Story = {
  args: { purposes: [], isDefault: false, busyAction: 'delete' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'ประเภทที่อยู่' })).toHaveTextContent('ที่อยู่จัดส่ง');
    const remove = canvas.getByRole('button', { name: 'ลบที่อยู่ของ นายสมชาย ใจดี' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
