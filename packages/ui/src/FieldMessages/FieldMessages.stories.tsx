import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import fieldStyles from '../styles/field.module.css';
import { describedByIds, FieldMessages } from './FieldMessages.tsx';

/**
 * The hint and error under every form control (TextField, Select, Checkbox, RadioGroup, Switch). A bare
 * input stands in for the control here: its description is what `describedByIds` points it at.
 */
const meta = {
  title: 'UI/FieldMessages',
  component: FieldMessages,
  parameters: { layout: 'padded' },
  args: { id: 'postcode' },
  render: ({ id, hint, error }) => (
    <div className={fieldStyles.field} style={{ maxWidth: 400 }}>
      <label htmlFor={id} className={fieldStyles.label}>
        รหัสไปรษณีย์
      </label>
      <input
        id={id}
        aria-describedby={describedByIds(id, hint, error)}
        aria-invalid={error ? true : undefined}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  ),
} satisfies Meta<typeof FieldMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HintThai: Story = {
  args: { hint: 'ตัวเลข 5 หลัก' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('รหัสไปรษณีย์')).toHaveAccessibleDescription('ตัวเลข 5 หลัก');
  },
};

export const ErrorThai: Story = {
  args: { error: 'ไม่พบรหัสไปรษณีย์นี้' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('รหัสไปรษณีย์')).toHaveAccessibleDescription('ไม่พบรหัสไปรษณีย์นี้');
  },
};

export const HintAndErrorEnglish: Story = {
  args: { hint: 'Five digits', error: 'This postcode does not exist' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    // The hint first, then the error, both read with the control.
    await expect(canvas.getByLabelText('รหัสไปรษณีย์')).toHaveAccessibleDescription(
      'Five digits This postcode does not exist',
    );
  },
};

export const NeitherOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('รหัสไปรษณีย์');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};
