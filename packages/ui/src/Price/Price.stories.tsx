import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatBaht } from '../numberText.ts';
import { Price } from './Price.tsx';

const meta = {
  title: 'UI/Price',
  component: Price,
  parameters: { layout: 'padded' },
  args: { price: 9_659_000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('฿96,590')).toBeVisible();
    await expect(canvas.queryByRole('deletion')).toBeNull();
  },
};

export const OnSaleThai: Story = {
  args: { salePrice: 9_459_000, size: 'lg' },
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('del');
    await expect(original).toHaveTextContent('ราคาปกติ ฿96,590');
    await expect(getComputedStyle(original as HTMLElement).textDecorationLine).toBe('line-through');
    await expect(canvasElement).toHaveTextContent('ราคาพิเศษ ฿94,590');
  },
};

export const OnSaleEnglish: Story = {
  args: { salePrice: 9_459_000 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('Original price ฿96,590');
    await expect(canvasElement).toHaveTextContent('Sale price ฿94,590');
  },
};

export const SalePriceNotLower: Story = {
  args: { salePrice: 9_659_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^฿96,590$/);
  },
};

/** A service the shop gives: free at 0, its price otherwise. */
export const FreeWhenZero: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
      <Price price={0} freeWhenZero />
      <Price price={150_000} freeWhenZero />
      <Price price={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [free, priced, zero] = Array.from(canvasElement.querySelectorAll('[data-size]'));
    await expect(free).toHaveTextContent(/^ฟรี$/);
    await expect(priced).toHaveTextContent(/^฿1,500$/);
    await expect(zero).toHaveTextContent(/^฿0$/);
  },
};

export const FreeWhenZeroEnglish: Story = {
  args: { price: 0, freeWhenZero: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Free$/);
  },
};

export const SatangAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
      <Price price={123_456} size="sm" />
      <Price price={129_000} salePrice={99_050} size="md" />
      <Price price={125_000_000} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('฿1,234.56');
    await expect(canvasElement).toHaveTextContent('฿990.50');
    await expect(canvasElement).toHaveTextContent('฿1,250,000');
    await expect(formatBaht(5)).toBe('฿0.05');
  },
};

/** The same on a 375 px phone. */
export const OnSaleThaiOnAPhone: Story = {
  ...OnSaleThai,
  globals: { ...OnSaleThai.globals, viewport: { value: 'mobile375', isRotated: false } },
};
