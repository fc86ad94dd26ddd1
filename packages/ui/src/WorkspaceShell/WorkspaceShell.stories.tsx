import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { WorkspaceShell } from './WorkspaceShell.tsx';

const meta = {
  title: 'UI/WorkspaceShell',
  component: WorkspaceShell,
  args: {
    title: 'ProBuild · หลังร้าน',
    navLabel: 'เมนูหลังร้าน',
    nav: [
      { href: '#home', label: 'ภาพรวม' },
      { href: '#staff', label: 'พนักงาน', current: true },
      { href: '#audit', label: 'บันทึกการแก้ไข' },
    ],
    account: (
      <>
        <span>สมชาย ใจดี</span>
        <Button size="sm" variant="secondary">
          ออกจากระบบ
        </Button>
      </>
    ),
    children: <EmptyState title="ยังไม่มีพนักงาน" />,
  },
} satisfies Meta<typeof WorkspaceShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'เมนูหลังร้าน' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'พนักงาน' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'ภาพรวม' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('main')).toHaveTextContent('ยังไม่มีพนักงาน');
  },
};

export const PhoneEnglish: Story = {
  args: {
    title: 'ProBuild · Back office',
    navLabel: 'Back office menu',
    nav: [
      { href: '#home', label: 'Overview', current: true },
      { href: '#staff', label: 'Staff' },
      { href: '#audit', label: 'Audit log' },
    ],
    account: <span>Somchai Jaidee</span>,
    children: <EmptyState title="Nothing here yet" />,
  },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toBeVisible();
  },
};
