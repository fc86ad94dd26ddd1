import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PageHeader } from './PageHeader.tsx';

const add = fn();

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'พนักงาน',
    description: 'เจ้าของร้านเพิ่มพนักงาน เปลี่ยนบทบาท และปิดใช้งานได้',
    actions: <Button onClick={add}>เพิ่มพนักงาน</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActionThai: Story = {
  play: async ({ canvas, userEvent }) => {
    add.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'พนักงาน' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มพนักงาน' }));
    await expect(add).toHaveBeenCalledTimes(1);
  },
};

export const PhoneEnglish: Story = {
  args: { title: 'Audit log', description: 'Every change staff made, newest first.', actions: undefined },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  },
};
