import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/index.ts';
import { formatBaht, formatBahtCompact } from '../numberText.ts';
import { BarChart } from './BarChart.tsx';

interface Day {
  day: string;
  sales: number;
}

// Satang per day, as the server answers them; days without sales are 0.
const SALES = [
  0, 1_250_000, 890_000, 0, 2_589_000, 3_120_050, 450_000, 0, 0, 1_999_000, 5_870_000, 2_100_000, 760_000, 0,
  1_330_000, 980_000, 4_400_000, 0, 2_250_000, 1_600_000, 0, 3_050_000, 2_780_000, 1_120_000, 0, 6_210_000,
  1_450_000, 990_000, 2_340_000, 3_789_000,
];
const days: Day[] = SALES.map((sales, index) => {
  const date = new Date(Date.UTC(2026, 9, 31 + index));
  return { day: date.toISOString().slice(0, 10), sales };
});

const thaiShort = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const thaiLong = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone: 'UTC' });
const englishShort = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const englishLong = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const asDate = (row: Day) => new Date(`${row.day}T00:00:00Z`);

const meta = {
  title: 'UI/BarChart',
  component: BarChart<Day>,
  args: {
    title: 'ยอดขายรายวัน 30 วัน',
    rows: days,
    rowKey: (row: Day) => row.day,
    label: (row: Day) => thaiShort.format(asDate(row)),
    fullLabel: (row: Day) => thaiLong.format(asDate(row)),
    value: (row: Day) => row.sales,
    formatValue: formatBaht,
    formatAxis: formatBahtCompact,
    labelHeader: 'วัน',
    valueHeader: 'ยอดขาย',
  },
} satisfies Meta<typeof BarChart<Day>>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const SalesThai: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('ยอดขายรายวัน 30 วัน', { selector: 'figcaption' })).toBeVisible();
    // Screen readers get the figures as a table: one row per day, Buddhist-era dates, baht.
    const table = canvas.getByRole('table', { name: 'ยอดขายรายวัน 30 วัน' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('rowheader', { name: '29 พฤศจิกายน 2569' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('cell').at(-1)).toHaveTextContent('฿37,890');
    // One bar per day with sales, in the brand colour of the tokens.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-rectangle').length).toBe(22));
    const bar = canvasElement.querySelector('.recharts-rectangle');
    const brand = document.createElement('span');
    brand.style.color = 'var(--color-brand)';
    canvasElement.append(brand);
    await expect(bar && getComputedStyle(bar).fill).toBe(getComputedStyle(brand).color);
    brand.remove();
  },
};

export const BestSellersEnglishPhone: Story = {
  globals: mobile,
  args: {
    title: 'Best sellers, units',
    rows: [
      { day: 'GeForce RTX 5070 12GB', sales: 42 },
      { day: 'Ryzen 7 9700X', sales: 31 },
      { day: 'Corsair 32GB DDR5-6000', sales: 18 },
    ],
    rowKey: (row: Day) => row.day,
    label: (row: Day) => row.day,
    fullLabel: (row: Day) => row.day,
    formatValue: (units: number) => String(units),
    formatAxis: (units: number) => String(units),
    labelHeader: 'Product',
    valueHeader: 'Units',
    layout: 'horizontal',
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Best sellers, units' });
    await expect(within(table).getByRole('rowheader', { name: 'Ryzen 7 9700X' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-rectangle').length).toBe(3));
    // Nothing spills past a 375 px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const SalesEnglishPhone: Story = {
  globals: mobile,
  args: {
    title: 'Sales per day, 30 days',
    label: (row: Day) => englishShort.format(asDate(row)),
    fullLabel: (row: Day) => englishLong.format(asDate(row)),
    labelHeader: 'Day',
    valueHeader: 'Sales',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Sales per day, 30 days' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-rectangle').length).toBe(22));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  globals: desktop,
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  globals: desktop,
  args: { rows: [], empty: <EmptyState title="ยังไม่มียอดขาย" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ยังไม่มียอดขาย')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
