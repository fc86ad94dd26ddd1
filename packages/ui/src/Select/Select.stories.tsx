import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Select } from './Select.tsx';

const sortOptions = [
  { value: 'price-asc', label: 'ราคา: ต่ำไปสูง' },
  { value: 'price-desc', label: 'ราคา: สูงไปต่ำ' },
  { value: 'name-asc', label: 'ชื่อ: A–Z' },
  { value: 'name-desc', label: 'ชื่อ: Z–A' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: 'เรียงตาม', options: sortOptions, placeholder: 'เลือกการเรียง', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'เรียงตาม' });
    await expect(trigger).toHaveTextContent('เลือกการเรียง');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('price-desc');
    await expect(trigger).toHaveTextContent('ราคา: สูงไปต่ำ');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenWithPointer: Story = {
  args: { defaultValue: 'name-asc' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'เรียงตาม' }));
    const chosen = await screen.findByRole('option', { name: 'ชื่อ: A–Z' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getAllByRole('option')).toHaveLength(4);
    await userEvent.click(screen.getByRole('option', { name: 'ราคา: ต่ำไปสูง' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('price-asc');
  },
};

export const ErrorEnglish: Story = {
  args: {
    label: 'Province',
    placeholder: 'Choose a province',
    options: [
      { value: 'bangkok', label: 'Bangkok' },
      { value: 'chiang-mai', label: 'Chiang Mai' },
    ],
    error: 'Please choose a province',
    hint: 'Where the order is delivered',
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'Where the order is delivered Please choose a province',
    );
  },
};

export const InlinePageSize: Story = {
  args: {
    label: 'Items per page',
    layout: 'inline',
    defaultValue: '4',
    options: ['4', '8', '12', '16', '20'].map((size) => ({ value: size, label: size })),
  },
  globals: { locale: 'en' },
};

export const LabelHiddenInATable: Story = {
  args: { labelHidden: true },
  play: async ({ canvas }) => {
    // Named for screen readers, with no visible label taking room.
    const trigger = canvas.getByRole('combobox', { name: 'เรียงตาม' });
    await expect(trigger).toBeVisible();
    await expect(canvas.getByText('เรียงตาม').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'price-asc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'เรียงตาม' })).toBeDisabled();
  },
};

/** react-hook-form's Controller: value, onValueChange, onBlur and ref come from `field`. */
function ControlledForm({ onSubmit }: { onSubmit: (values: { sort: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { sort: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <Controller
        name="sort"
        control={control}
        rules={{ required: 'กรุณาเลือกการเรียง' }}
        render={({ field, fieldState }) => (
          <Select
            label="เรียงตาม"
            options={sortOptions}
            placeholder="เลือกการเรียง"
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">ใช้</Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof ControlledForm> = {
  args: { onSubmit: fn() },
  render: (args) => <ControlledForm {...args} />,
  play: async ({ args: { onSubmit }, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'เรียงตาม' });
    await userEvent.click(canvas.getByRole('button', { name: 'ใช้' }));
    await expect(trigger).toHaveAccessibleDescription('กรุณาเลือกการเรียง');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'ชื่อ: Z–A' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ใช้' }));
    await expect(onSubmit).toHaveBeenCalledWith({ sort: 'name-desc' }, expect.anything());
  },
};

/** The same on a 375 px phone. */
export const ErrorEnglishOnAPhone: Story = {
  ...ErrorEnglish,
  globals: { ...ErrorEnglish.globals, viewport: { value: 'mobile375', isRotated: false } },
};
