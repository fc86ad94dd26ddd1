import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Member {
  id: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
}

const members: Member[] = [
  { id: '1', name: 'สมชาย ใจดี', email: 'somchai@probuild.example', role: 'เจ้าของร้าน', active: true },
  { id: '2', name: 'สมหญิง รักดี', email: 'somying@probuild.example', role: 'ผู้จัดการ', active: true },
  { id: '3', name: 'มานะ แพ็คไว', email: 'mana@probuild.example', role: 'พนักงานแพ็ค', active: false },
];

const columns: DataTableColumn<Member>[] = [
  { key: 'name', header: 'ชื่อ', cell: (row) => row.name },
  { key: 'email', header: 'อีเมล', cell: (row) => row.email },
  { key: 'role', header: 'บทบาท', cell: (row) => row.role },
  {
    key: 'status',
    header: 'สถานะ',
    cell: (row) => (
      <Badge tone={row.active ? 'success' : 'neutral'}>{row.active ? 'ใช้งาน' : 'ปิดใช้งาน'}</Badge>
    ),
  },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Member>,
  args: { caption: 'พนักงาน', columns, rows: members, rowKey: (row: Member) => row.id },
} satisfies Meta<typeof DataTable<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StaffThai: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'พนักงาน' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ชื่อ', 'อีเมล', 'บทบาท', 'สถานะ']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'mana@probuild.example' })).toBeVisible();
  },
};

export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    // Each cell carries its column's heading for the card layout.
    const cell = canvas.getByRole('cell', { name: 'somying@probuild.example' });
    await expect(cell).toHaveAttribute('data-label', 'อีเมล');
  },
};

export const PhoneLongValues: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    rows: [
      {
        id: '9',
        name: 'chrg_test_5xbj2lnh0x5h6fpe3k3q7w2c9',
        email: 'a.very.long.address.for.a.company.account@probuild-computer.example',
        role: 'insufficient_funds_in_the_account_of_the_card_holder',
        active: true,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('cell', { name: 'chrg_test_5xbj2lnh0x5h6fpe3k3q7w2c9' });
    // Ids, addresses and provider messages without spaces wrap inside the card: nothing scrolls sideways.
    const frame = canvasElement.querySelector('table')?.parentElement;
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(frame?.clientWidth ?? 0);
  },
};

export const LoadingEnglish: Story = {
  args: { caption: 'Staff', rows: [], loading: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Staff' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyEnglish: Story = {
  args: {
    caption: 'Audit log',
    rows: [],
    empty: <EmptyState title="Nothing has been changed yet" />,
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been changed yet')).toBeVisible();
  },
};
