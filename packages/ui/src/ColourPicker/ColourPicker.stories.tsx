import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { type ColourOption, ColourPicker } from './ColourPicker.tsx';
import colours from './colours.fixture.json';

// The colours of a case as the product data sends them (ProductColor: name per language, hex code).
const optionsIn = (locale: 'th' | 'en'): ColourOption[] =>
  colours.map((colour) => ({ ...colour, name: colour.name[locale] }));

const meta = {
  title: 'UI/ColourPicker',
  component: ColourPicker,
  args: { label: 'สี', options: optionsIn('th'), value: 'black', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  // The value is controlled: the story keeps it the way a product page would.
  render: function ControlledColourPicker(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ColourPicker
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ColourPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'สี: สีดำ' });
    await expect(group).toBeVisible();
    const black = canvas.getByRole('radio', { name: 'สีดำ' });
    await expect(black).toBeChecked();

    // Keyboard: Tab enters at the chosen colour; arrows move and choose, skipping the unavailable one.
    await userEvent.tab();
    await expect(black).toHaveFocus();
    // Radix moves the focus just after the key goes down and chooses while the key is still down,
    // as a real key press lasts: the key is released only once the focus has moved.
    const press = async (key: string, next: HTMLElement) => {
      await userEvent.keyboard(`{${key}>}`);
      await waitFor(() => expect(next).toHaveFocus());
      await userEvent.keyboard(`{/${key}}`);
    };
    await press('ArrowRight', canvas.getByRole('radio', { name: 'สีขาว' }));
    await expect(canvas.getByRole('radio', { name: 'สีขาว' })).toBeChecked();
    const pink = canvas.getByRole('radio', { name: 'สีชมพู' });
    await press('ArrowRight', pink);
    await expect(pink).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pink');
    await expect(canvas.getByRole('radiogroup', { name: 'สี: สีชมพู' })).toBeVisible();

    // The unavailable colour says so and cannot be chosen.
    const silver = canvas.getByRole('radio', { name: 'สีเงิน (สินค้าหมด)' });
    await expect(silver).toBeDisabled();
    await userEvent.click(silver);
    await expect(pink).toBeChecked();
  },
};

export const EnglishNothingChosen: Story = {
  args: { label: 'Colour', options: optionsIn('en'), value: undefined },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Colour' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'White' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Colour: White' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Silver (out of stock)' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
