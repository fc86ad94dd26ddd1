import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { pageItems } from './pageItems.ts';

/** Keeps page and page size in state, as the comparison page does (a new page size goes back to page 1). */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        props.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: {
    page: 2,
    pageSize: 4,
    totalItems: 42,
    pageSizeOptions: [4, 8, 12, 16, 20],
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible page row as text, e.g. "1 2 3 4 … 11". */
const pageRow = (navigation: HTMLElement) =>
  [...navigation.querySelectorAll('li')].map((item) => item.textContent).join(' ');

export const EllipsesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(navigation).toHaveTextContent('Showing 5–8 of 42 items');
    await expect(pageRow(navigation)).toBe('1 2 3 4 … 11');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(pageRow(navigation)).toBe('1 … 3 4 5 … 11');
    await expect(navigation).toHaveTextContent('Showing 13–16 of 42 items');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(pageRow(navigation)).toBe('1 … 8 9 10 11');
    await expect(navigation).toHaveTextContent('Showing 41–42 of 42 items');
    // Next is unavailable on the last page but keeps focus.
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardThai: Story = {
  args: { page: 1 },
  play: async ({ args, canvas, userEvent }) => {
    const navigation = canvas.getByRole('navigation', { name: 'การแบ่งหน้า' });
    await expect(navigation).toHaveTextContent('แสดง 1–4 จาก 42 รายการ');
    const previous = canvas.getByRole('button', { name: 'ก่อนหน้า' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    // Tab through pages 1, 2, 3, 4 and 11 to Next.
    for (let press = 0; press < 6; press += 1) await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'ถัดไป' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(next).toHaveFocus();
    await expect(navigation).toHaveTextContent('แสดง 5–8 จาก 42 รายการ');
  },
};

export const PageSizeSelect: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(select).toHaveTextContent('4');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: '12' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(12);
    const navigation = canvas.getByRole('navigation');
    await expect(navigation).toHaveTextContent('Showing 1–12 of 42 items');
    await expect(pageRow(navigation)).toBe('1 2 3 4');
  },
};

export const MobileMiddlePage: Story = {
  args: { page: 6 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation');
    await expect(pageRow(navigation)).toBe('1 … 5 6 7 … 11');
    await expect(navigation.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: 'ถัดไป' })).toBeVisible();
    // Every page count keeps to at most five numbers.
    for (let total = 1; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const numbers = pageItems(page, total).filter((item) => typeof item === 'number');
        await expect(numbers.length).toBeLessThanOrEqual(5);
        await expect(numbers).toContain(page);
      }
    }
  },
};

export const FewPagesNoSizeSelect: Story = {
  args: { page: 1, totalItems: 7, pageSizeOptions: undefined },
  play: async ({ canvas }) => {
    await expect(pageRow(canvas.getByRole('navigation'))).toBe('1 2');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
