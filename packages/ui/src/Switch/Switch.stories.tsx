import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  parameters: { layout: 'padded' },
  args: { label: 'ตั้งเป็นที่อยู่เริ่มต้น', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'ตั้งเป็นที่อยู่เริ่มต้น' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('ตั้งเป็นที่อยู่เริ่มต้น'));
    await expect(toggle).not.toBeChecked();
  },
};

export const StatesEnglish: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Switch label="Default address" defaultChecked />
      <Switch label="Email me about promotions" hint="At most two emails a month" />
      <Switch label="Unavailable setting" disabled />
      <Switch label="On, but locked" disabled defaultChecked />
    </div>
  ),
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Default address' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Email me about promotions' }),
    ).toHaveAccessibleDescription('At most two emails a month');
    await expect(canvas.getByRole('switch', { name: 'Unavailable setting' })).toBeDisabled();
  },
};

function DefaultAddressForm({ onSubmit }: { onSubmit: (values: { isDefault: boolean }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { isDefault: false } });
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'start' }}
    >
      <Controller
        name="isDefault"
        control={control}
        render={({ field }) => (
          <Switch
            label="ตั้งเป็นที่อยู่เริ่มต้น"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Button type="submit">บันทึกที่อยู่</Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof DefaultAddressForm> = {
  args: { onSubmit: fn() },
  render: (args) => <DefaultAddressForm {...args} />,
  play: async ({ args: { onSubmit }, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'ตั้งเป็นที่อยู่เริ่มต้น' }));
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(onSubmit).toHaveBeenCalledWith({ isDefault: true }, expect.anything());
  },
};

/** The same on a 375 px phone. */
export const StatesEnglishOnAPhone: Story = {
  ...StatesEnglish,
  globals: { ...StatesEnglish.globals, viewport: { value: 'mobile375', isRotated: false } },
};
