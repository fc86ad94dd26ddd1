import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  parameters: { layout: 'padded' },
  args: {
    label: 'วิธีรับสินค้า',
    defaultValue: 'normal',
    options: [
      { value: 'normal', label: 'จัดส่งปกติ', description: 'ฟรี ภายใน 3–5 วันทำการ' },
      { value: 'pickup', label: 'รับที่ร้าน', description: 'รับได้ภายใน 1 วันทำการ' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'วิธีรับสินค้า' })).toBeVisible();
    const normal = canvas.getByRole('radio', { name: 'จัดส่งปกติ' });
    const pickup = canvas.getByRole('radio', { name: 'รับที่ร้าน' });
    await expect(pickup).toHaveAccessibleDescription('รับได้ภายใน 1 วันทำการ');
    await userEvent.tab();
    await expect(normal).toHaveFocus();
    // Held down like a real key press: Radix checks the radio that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await expect(pickup).toHaveFocus();
    await expect(pickup).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pickup');
    await userEvent.click(canvas.getByText('จัดส่งปกติ'));
    await expect(normal).toBeChecked();
  },
};

export const HorizontalEnglish: Story = {
  args: {
    label: 'Address type',
    orientation: 'horizontal',
    defaultValue: 'person',
    options: [
      { value: 'person', label: 'Person' },
      { value: 'company', label: 'Company' },
    ],
  },
  globals: { locale: 'en' },
};

export const ErrorAndDisabledOption: Story = {
  args: {
    label: 'ช่องทางชำระเงิน',
    defaultValue: undefined,
    options: [
      { value: 'credit_card', label: 'บัตรเครดิต' },
      { value: 'promptpay', label: 'พร้อมเพย์' },
      { value: 'truemoney', label: 'ทรูมันนี่ (ปิดปรับปรุง)', disabled: true },
    ],
    error: 'กรุณาเลือกช่องทางชำระเงิน',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'ช่องทางชำระเงิน' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('กรุณาเลือกช่องทางชำระเงิน');
    await expect(canvas.getByRole('radio', { name: 'ทรูมันนี่ (ปิดปรับปรุง)' })).toBeDisabled();
  },
};

function PaymentForm({ onSubmit }: { onSubmit: (values: { method: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { method: '' } });
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'start' }}
    >
      <Controller
        name="method"
        control={control}
        rules={{ required: 'กรุณาเลือกช่องทางชำระเงิน' }}
        render={({ field, fieldState }) => (
          <RadioGroup
            label="ช่องทางชำระเงิน"
            options={[
              { value: 'credit_card', label: 'บัตรเครดิต' },
              { value: 'promptpay', label: 'พร้อมเพย์' },
            ]}
            value={field.value}
            onValueChange={field.onChange}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">ชำระเงิน</Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof PaymentForm> = {
  args: { onSubmit: fn() },
  render: (args) => <PaymentForm {...args} />,
  play: async ({ args: { onSubmit }, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ชำระเงิน' }));
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('กรุณาเลือกช่องทางชำระเงิน');
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'พร้อมเพย์' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ชำระเงิน' }));
    await expect(onSubmit).toHaveBeenCalledWith({ method: 'promptpay' }, expect.anything());
  },
};

/** The same on a 375 px phone. */
export const HorizontalEnglishOnAPhone: Story = {
  ...HorizontalEnglish,
  globals: { ...HorizontalEnglish.globals, viewport: { value: 'mobile375', isRotated: false } },
};
