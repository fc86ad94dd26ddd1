import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CardFields, type CardFieldsProps } from './CardFields.tsx';

/** The fields with their value kept in state, as a checkout page keeps it. */
function StatefulCardFields(props: CardFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CardFields
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
  title: 'UI/CardFields',
  component: CardFields,
  parameters: { layout: 'padded' },
  args: { value: { name: '', number: '', expiry: '', securityCode: '' }, onValueChange: fn() },
  render: (args) => <StatefulCardFields {...args} />,
} satisfies Meta<typeof CardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypedThai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: /หมายเลขบัตร/ });
    await userEvent.type(number, '4242424242424242');
    // Grouped as printed on the card.
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    const expiry = canvas.getByRole('textbox', { name: /วันหมดอายุ/ });
    await userEvent.type(expiry, '1229');
    await expect(expiry).toHaveValue('12/29');
    const code = canvas.getByRole('textbox', { name: /รหัสความปลอดภัย/ });
    await userEvent.type(code, '12a34');
    await expect(code).toHaveValue('1234');
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อบนบัตร/ }), 'SOMCHAI JAIDEE');
  },
};

export const ErrorsEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    value: { name: '', number: '4242 4242 4242 4241', expiry: '10/26', securityCode: '12' },
    errors: {
      name: 'Enter the name on the card',
      number: 'Check the card number',
      expiry: 'This card has expired',
      securityCode: 'Enter the 3 or 4 digits',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'Check the card number',
    );
    await expect(canvas.getByRole('textbox', { name: /Expiry/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Phone: Story = {
  globals: { locale: 'th', viewport: { value: 'mobile375', isRotated: false } },
};
