import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { FormStack, Stack } from './Stack.tsx';

const submitted = fn();

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    gap: 2,
    direction: 'row',
    children: (
      <>
        <Badge tone="brand">ดูคำสั่งซื้อ</Badge>
        <Badge tone="brand">แพ็คและจัดส่งคำสั่งซื้อ</Badge>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BadgesInARowThai: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ดูคำสั่งซื้อ')).toBeVisible();
  },
};

export const FormEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  render: () => (
    <FormStack
      aria-label="New staff member"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <TextField label="Name" />
      <TextField label="Email" type="email" />
      <Button type="submit">Add staff member</Button>
    </FormStack>
  ),
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    await expect(canvas.getByRole('form', { name: 'New staff member' })).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Add staff member' }));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};
