import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LabelledField } from './LabelledField.tsx';

// The frame alone, around a plain input: TextField, TextArea and FileField each draw their own control in it.
const meta = {
  title: 'UI/LabelledField',
  component: LabelledField,
  parameters: { layout: 'padded' },
  args: {
    label: 'ชื่อแบรนด์',
    hint: 'ชื่อที่ลูกค้าเห็นบนหน้าร้าน',
    required: true,
    control: (props) => <input {...props} defaultValue="ASUS" />,
  },
} satisfies Meta<typeof LabelledField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HintThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('ชื่อแบรนด์ *');
    await expect(input).toHaveValue('ASUS');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('ชื่อที่ลูกค้าเห็นบนหน้าร้าน');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorEnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    label: 'Brand name',
    hint: 'The name shoppers see in the shop',
    error: 'Enter the brand name',
    required: false,
    control: (props) => <input {...props} defaultValue="" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Brand name');
    await expect(input).not.toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The hint and the error both describe the control.
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The name shoppers see in the shop'),
    );
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter the brand name'));
  },
};
