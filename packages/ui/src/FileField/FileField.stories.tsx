import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileField } from './FileField.tsx';

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

const meta = {
  title: 'UI/FileField',
  component: FileField,
  parameters: { layout: 'padded' },
  args: {
    label: 'ไฟล์สินค้า (CSV)',
    hint: 'ไฟล์ .csv ไม่เกิน 8 MB',
    accept: '.csv,text/csv',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('ไฟล์สินค้า (CSV)');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await expect(input).toHaveAccessibleDescription('ไฟล์ .csv ไม่เกิน 8 MB');
    await userEvent.upload(input, new File(['sku\n'], 'catalogue.csv', { type: 'text/csv' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect((input as HTMLInputElement).files?.[0]?.name).toBe('catalogue.csv');
  },
};

export const RefusedEnglish: Story = {
  args: {
    label: 'Product file (CSV)',
    hint: 'A .csv file of at most 8 MB',
    error: 'This is not a CSV file',
    required: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Product file (CSV) *');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A .csv file of at most 8 MB This is not a CSV file');
  },
};

export const PhoneThai: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('ไฟล์สินค้า (CSV)')).toBeVisible();
  },
};

export const PhoneEnglishDisabled: Story = {
  args: { label: 'Product file (CSV)', hint: 'A .csv file of at most 8 MB', disabled: true },
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Product file (CSV)')).toBeDisabled();
  },
};
