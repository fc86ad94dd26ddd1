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
    // The button and the empty choice read in the app's language, whatever the browser's.
    await expect(canvas.getByText('เลือกไฟล์')).toBeVisible();
    await expect(canvas.getByText('ยังไม่ได้เลือกไฟล์')).toBeVisible();
    await userEvent.upload(input, new File(['sku\n'], 'catalogue.csv', { type: 'text/csv' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect((input as HTMLInputElement).files?.[0]?.name).toBe('catalogue.csv');
    await expect(canvas.getByText('catalogue.csv')).toBeVisible();
    await expect(canvas.queryByText('ยังไม่ได้เลือกไฟล์')).toBeNull();
  },
};

export const KeyboardEnglish: Story = {
  args: { label: 'Product file (CSV)', hint: 'A .csv file of at most 8 MB' },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Choose file')).toBeVisible();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    // The native input takes the focus from the keyboard, and it is what a click on the button reaches.
    await userEvent.tab();
    const input = canvas.getByLabelText('Product file (CSV)');
    await expect(input).toHaveFocus();
    const button = canvas.getByText('Choose file').getBoundingClientRect();
    const reached = document.elementFromPoint(button.x + button.width / 2, button.y + button.height / 2);
    await expect(reached).toBe(input);
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
    await expect(canvas.getByLabelText('ไฟล์สินค้า (CSV)')).toHaveAttribute('type', 'file');
    await expect(canvas.getByText('เลือกไฟล์')).toBeVisible();
  },
};

export const PhoneEnglishDisabled: Story = {
  args: { label: 'Product file (CSV)', hint: 'A .csv file of at most 8 MB', disabled: true },
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Product file (CSV)')).toBeDisabled();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
  },
};
