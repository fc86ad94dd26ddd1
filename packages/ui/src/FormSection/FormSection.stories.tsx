import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { FormSection } from './FormSection.tsx';

const meta = {
  title: 'UI/FormSection',
  component: FormSection,
  parameters: { layout: 'padded' },
  args: {
    title: 'ราคา',
    children: (
      <>
        <TextField label="ราคา (บาท)" defaultValue="45990" />
        <TextField label="ราคาลด (บาท)" hint="เว้นว่างเมื่อไม่ลดราคา" />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PricesThai: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'ราคา' });
    await expect(group).toContainElement(canvas.getByRole('textbox', { name: 'ราคา (บาท)' }));
    await expect(canvas.getByRole('textbox', { name: 'ราคาลด (บาท)' })).toBeEnabled();
  },
};

export const ReadOnlyEnglishOnAPhone: Story = {
  args: {
    title: 'Specifications',
    disabled: true,
    children: (
      <>
        <TextField label="Socket" defaultValue="AM5" />
        <TextField label="Card length (mm)" defaultValue="304" />
      </>
    ),
  },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Specifications' })).toBeDisabled();
    // A disabled section disables every field in it.
    await expect(canvas.getByRole('textbox', { name: 'Socket' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Card length (mm)' })).toBeDisabled();
  },
};
