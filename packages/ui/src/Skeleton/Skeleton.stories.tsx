import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product card while it loads: the region says it is busy, the shapes stay hidden from screen readers. */
function ProductCardSkeleton() {
  return (
    <div
      role="status"
      aria-label="กำลังโหลดสินค้า"
      style={{ display: 'grid', gap: 'var(--space-3)', width: 240 }}
    >
      <Skeleton shape="rect" height={180} />
      <Skeleton lines={2} />
      <Skeleton width={96} height={24} />
    </div>
  );
}

export const ProductCardLoading: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'กำลังโหลดสินค้า' })).toBeVisible();
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(shapes).toHaveLength(3);
    const [, lines] = shapes;
    await expect(lines?.children).toHaveLength(2);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-4)' }}>
      <Skeleton shape="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={3} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(48);
    await expect(circle.getBoundingClientRect().height).toBe(48);
  },
};

export const Mobile: Story = {
  render: () => <ProductCardSkeleton />,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
