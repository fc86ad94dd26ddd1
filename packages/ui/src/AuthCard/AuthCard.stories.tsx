import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { AuthCard } from './AuthCard.tsx';

const meta = {
  title: 'UI/AuthCard',
  component: AuthCard,
  args: {
    title: 'เข้าสู่ระบบหลังร้าน',
    description: 'สำหรับพนักงานของร้านเท่านั้น',
    header: <strong>ProBuild</strong>,
    children: (
      <>
        <TextField label="อีเมล" type="email" />
        <TextField label="รหัสผ่าน" type="password" />
        <Button fullWidth>เข้าสู่ระบบ</Button>
      </>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInThai: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังร้าน' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'เข้าสู่ระบบหลังร้าน' })).toBeVisible();
    await expect(canvas.getByLabelText('อีเมล')).toBeVisible();
  },
};

export const CodeStepPhoneEnglish: Story = {
  args: {
    title: 'Enter the code',
    description: 'Open your authenticator app and type the 6 digits it shows.',
    header: undefined,
    children: (
      <>
        <TextField label="Code" numeric autoComplete="one-time-code" />
        <Button fullWidth>Continue</Button>
      </>
    ),
  },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
    await expect(canvas.getByLabelText('Code')).toHaveAttribute('inputmode', 'numeric');
  },
};
