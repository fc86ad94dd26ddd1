import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'อีเมล', type: 'email', placeholder: 'name@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: 'เราจะส่งใบเสร็จไปที่อีเมลนี้', required: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('อีเมล *');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('เราจะส่งใบเสร็จไปที่อีเมลนี้');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('somchai@example.com');
    await expect(input).toHaveValue('somchai@example.com');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'somchai@', error: 'รูปแบบอีเมลไม่ถูกต้อง', hint: 'เช่น name@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'อีเมล' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Both the hint and the error are linked, so a screen reader reads them with the field.
    await expect(input).toHaveAccessibleDescription('เช่น name@example.com รูปแบบอีเมลไม่ถูกต้อง');
    await expect(canvas.getByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeVisible();
  },
};

export const PasswordEnglish: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'secret-123' },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NumericPostcode: Story = {
  args: { label: 'รหัสไปรษณีย์', type: 'text', placeholder: undefined, numeric: true, maxLength: 5 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('รหัสไปรษณีย์');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '10a2-b30 9');
    await expect(input).toHaveValue('10230');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'somchai@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('อีเมล')).toBeDisabled();
  },
};

interface SignInValues {
  email: string;
  phone: string;
}

/** react-hook-form's register() spread straight onto the fields: its ref, onChange and onBlur reach the input. */
function RegisteredForm({ onSubmit }: { onSubmit: (values: SignInValues) => void }) {
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    defaultValues: { email: '', phone: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <TextField
        label="อีเมล"
        type="email"
        error={formState.errors.email?.message}
        {...register('email', {
          required: 'กรุณากรอกอีเมล',
          pattern: { value: /^\S+@\S+\.\S+$/, message: 'รูปแบบอีเมลไม่ถูกต้อง' },
        })}
      />
      <TextField
        label="เบอร์โทรศัพท์"
        type="tel"
        numeric
        error={formState.errors.phone?.message}
        {...register('phone', { minLength: { value: 10, message: 'เบอร์โทรศัพท์ต้องมี 10 หลัก' } })}
      />
      <Button type="submit">บันทึก</Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof RegisteredForm> = {
  args: { onSubmit: fn() },
  render: (args) => <RegisteredForm {...args} />,
  play: async ({ args: { onSubmit }, canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'อีเมล' });
    const phone = canvas.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });

    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(email).toHaveAccessibleDescription('กรุณากรอกอีเมล');
    // react-hook-form focuses the first invalid field through the ref it registered.
    await expect(email).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'somchai@example.com');
    await userEvent.type(phone, '08-1234-567x8');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(onSubmit).toHaveBeenCalledWith(
      { email: 'somchai@example.com', phone: '0812345678' },
      expect.anything(),
    );
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** The same on a 375 px phone. */
export const WithErrorOnAPhone: Story = {
  ...WithError,
  globals: { ...WithError.globals, viewport: { value: 'mobile375', isRotated: false } },
};

export const DayEnglish: Story = {
  args: {
    label: 'Effective date',
    type: 'date',
    placeholder: undefined,
    defaultValue: '2026-12-01',
    hint: 'Today or later',
  },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Effective date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-12-01');
    await userEvent.clear(input);
    await userEvent.type(input, '2027-01-15');
    await expect(input).toHaveValue('2027-01-15');
    input.blur();
  },
};
