import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';

/** The stepper with its value kept in state, as a page would. */
function StatefulStepper(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  parameters: { layout: 'padded' },
  args: { value: 1, max: 10, onValueChange: fn() },
  render: (args) => <StatefulStepper {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesBelowOne: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'จำนวน' });
    const minus = canvas.getByRole('button', { name: 'ลดจำนวน' });
    await expect(field).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await userEvent.click(minus);
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveValue('1');
    // Typing 0 is taken back to the minimum.
    await userEvent.clear(field);
    await userEvent.keyboard('0{Enter}');
    await expect(field).toHaveValue('1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const KeyboardAndMaximum: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'จำนวน' });
    const plus = canvas.getByRole('button', { name: 'เพิ่มจำนวน' });
    // The field is the single Tab stop; the buttons are for pointers.
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('10');
    await expect(plus).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(field).toHaveValue('1');
    await userEvent.click(plus);
    await expect(field).toHaveValue('2');
    // Typed digits are kept on blur, within the limits; letters never get in.
    await userEvent.clear(field);
    await userEvent.type(field, '2a5');
    await userEvent.tab();
    await expect(field).toHaveValue('10');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
  },
};

export const SmallEnglish: Story = {
  args: { value: 4, size: 'sm', max: undefined },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('4');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'เพิ่มจำนวน' })).toBeDisabled();
  },
};

/** The same on a 375 px phone. */
export const KeyboardAndMaximumOnAPhone: Story = {
  ...KeyboardAndMaximum,
  globals: { ...KeyboardAndMaximum.globals, viewport: { value: 'mobile375', isRotated: false } },
};
