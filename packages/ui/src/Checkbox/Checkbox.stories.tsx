import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { label: 'ต้องการใบกำกับภาษี', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleWithLabelAndKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'ต้องการใบกำกับภาษี' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('ต้องการใบกำกับภาษี'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Checkbox label="ASUS" defaultChecked />
      <Checkbox label="ทุกยี่ห้อ" checked="indeterminate" />
      <Checkbox label="MSI (สินค้าหมด)" disabled />
      <Checkbox label="เลือกแล้ว แต่ใช้ไม่ได้" disabled defaultChecked />
      <Checkbox label="รับข่าวสารทางอีเมล" hint="ส่งไม่เกินเดือนละ 2 ฉบับ" />
      <Checkbox label="ยอมรับเงื่อนไขการใช้บริการ" error="กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'ทุกยี่ห้อ' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'MSI (สินค้าหมด)' })).toBeDisabled();
    const terms = canvas.getByRole('checkbox', { name: 'ยอมรับเงื่อนไขการใช้บริการ' });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก');
  },
};

export const English: Story = {
  args: { label: 'I need a tax invoice', defaultChecked: true },
  globals: { locale: 'en' },
};

function TermsForm({ onSubmit }: { onSubmit: (values: { terms: boolean }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { terms: false } });
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'start' }}
    >
      <Controller
        name="terms"
        control={control}
        rules={{ validate: (accepted) => accepted || 'กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก' }}
        render={({ field, fieldState }) => (
          <Checkbox
            label="ยอมรับเงื่อนไขการใช้บริการ"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">สมัครสมาชิก</Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof TermsForm> = {
  args: { onSubmit: fn() },
  render: (args) => <TermsForm {...args} />,
  play: async ({ args: { onSubmit }, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'ยอมรับเงื่อนไขการใช้บริการ' });
    await userEvent.click(canvas.getByRole('button', { name: 'สมัครสมาชิก' }));
    await expect(box).toHaveAccessibleDescription('กรุณายอมรับเงื่อนไขก่อนสมัครสมาชิก');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'สมัครสมาชิก' }));
    await expect(onSubmit).toHaveBeenCalledWith({ terms: true }, expect.anything());
  },
};

/** The same on a 375 px phone. */
export const StatesOnAPhone: Story = {
  ...States,
  globals: { ...States.globals, viewport: { value: 'mobile375', isRotated: false } },
};
