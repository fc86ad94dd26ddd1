import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import gpu from '../../../../.storybook/fixtures/images/gpu.svg';
import gpuSide from '../../../../.storybook/fixtures/images/gpu-side.svg';
import { Button } from '../Button/index.ts';
import { type CompareAttribute, type CompareProduct, CompareTable } from './CompareTable.tsx';

// Graphics cards of the seed catalogue with their catalogue specifications.
const products: CompareProduct[] = [
  {
    id: 'GPU-ASUS-RTX5070TI-TUF-GAMING-OC-16G',
    name: 'ASUS GeForce RTX 5070 Ti TUF GAMING OC 16GB',
    brand: 'ASUS',
    href: '/product/GPU-ASUS-RTX5070TI-TUF-GAMING-OC-16G',
    image: gpu,
    price: 3499000,
    salePrice: 3299000,
  },
  {
    id: 'GPU-MSI-RTX5070TI-VENTUS-3X-OC-16G',
    name: 'MSI GeForce RTX 5070 Ti VENTUS 3X OC 16GB',
    brand: 'MSI',
    href: '/product/GPU-MSI-RTX5070TI-VENTUS-3X-OC-16G',
    image: gpuSide,
    price: 2769000,
  },
  {
    id: 'GPU-GIGABYTE-RTX5060TI-WINDFORCE-OC-16G',
    name: 'GIGABYTE GeForce RTX 5060 Ti WINDFORCE OC 16GB',
    brand: 'GIGABYTE',
    href: '/product/GPU-GIGABYTE-RTX5060TI-WINDFORCE-OC-16G',
    image: null,
    price: 1579000,
  },
  {
    id: 'GPU-ZOTAC-RTX5060TI-TWIN-EDGE-OC-16G',
    name: 'ZOTAC GeForce RTX 5060 Ti Twin Edge OC 16GB',
    brand: 'ZOTAC',
    href: '/product/GPU-ZOTAC-RTX5060TI-TWIN-EDGE-OC-16G',
    image: gpu,
    price: 1679000,
  },
];
const [tuf, ventus, windforce, twinEdge] = products.map((product) => product.id) as [
  string,
  string,
  string,
  string,
];

function attributes(locale: 'th' | 'en'): CompareAttribute[] {
  const th = locale === 'th';
  return [
    {
      id: 'chipset',
      name: th ? 'ชิปเซ็ต' : 'Chipset',
      values: {
        [tuf]: 'GeForce RTX 5070 Ti',
        [ventus]: 'GeForce RTX 5070 Ti',
        [windforce]: 'GeForce RTX 5060 Ti',
        [twinEdge]: 'GeForce RTX 5060 Ti',
      },
    },
    {
      id: 'memory',
      name: th ? 'หน่วยความจำ' : 'Memory',
      values: { [tuf]: '16 GB', [ventus]: '16 GB', [windforce]: '16 GB', [twinEdge]: '16 GB' },
    },
    {
      id: 'boost',
      name: th ? 'บูสต์คล็อก' : 'Boost clock',
      values: { [tuf]: '2610 MHz', [ventus]: '2497 MHz', [windforce]: '2587 MHz', [twinEdge]: '2602 MHz' },
    },
    {
      id: 'length',
      name: th ? 'ความยาวการ์ด' : 'Card length',
      values: { [tuf]: '329 mm', [ventus]: '303 mm', [windforce]: '208 mm', [twinEdge]: '220 mm' },
    },
    {
      id: 'tdp',
      name: th ? 'กำลังไฟ (TDP)' : 'Power (TDP)',
      values: { [tuf]: '300 W', [ventus]: '300 W', [twinEdge]: '180 W' },
    },
  ];
}

const meta = {
  title: 'UI/CompareTable',
  component: CompareTable,
  args: { products: products.slice(0, 3), attributes: attributes('th'), onBuy: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  // Buy marks the product busy until the page hears back, as the comparison page does.
  render: function BuyingTable(args) {
    const [busy, setBusy] = useState(args.busyProductId ?? null);
    return (
      <CompareTable
        {...args}
        busyProductId={busy}
        onBuy={(id) => {
          args.onBuy(id);
          setBusy(id);
        }}
      />
    );
  },
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const table = within(canvas.getByRole('table', { name: 'ตารางเปรียบเทียบสินค้า' }));
    await expect(table.getAllByRole('columnheader')).toHaveLength(3);
    // One row per attribute, named by its header; a missing value shows a dash.
    const tdp = table.getByRole('row', { name: /กำลังไฟ \(TDP\)/ });
    await expect(
      within(tdp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['300 W', '300 W', '–']);

    await userEvent.click(
      table.getByRole('button', { name: 'ซื้อ MSI GeForce RTX 5070 Ti VENTUS 3X OC 16GB' }),
    );
    await expect(args.onBuy).toHaveBeenCalledWith(ventus);
    const busy = table.getByRole('button', { name: 'กำลังเพิ่ม...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // A busy button ignores further clicks.
    await userEvent.click(busy);
    await expect(args.onBuy).toHaveBeenCalledTimes(1);

    await userEvent.click(
      table.getByRole('button', {
        name: 'นำ GIGABYTE GeForce RTX 5060 Ti WINDFORCE OC 16GB ออกจากการเปรียบเทียบ',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(windforce);
  },
};

export const MobileEnglishScrolls: Story = {
  args: { products, attributes: attributes('en'), busyProductId: twinEdge },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Product comparison' });
    const scroller = table.parentElement as HTMLElement;
    // Four columns do not fit a phone: the table scrolls sideways inside its frame.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Chipset',
      'Memory',
      'Boost clock',
      'Card length',
      'Power (TDP)',
    ]);
  },
};

export const NothingChosen: Story = {
  args: { products: [], emptyAction: <Button>เลือกสินค้าเพื่อเปรียบเทียบ</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('ยังไม่ได้เลือกสินค้าเปรียบเทียบ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เลือกสินค้าเพื่อเปรียบเทียบ' })).toBeVisible();
  },
};

export const DifferencesMarked: Story = {
  args: { markDifferences: true },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'ตารางเปรียบเทียบสินค้า' }));
    const marked = (name: RegExp) => table.getByRole('row', { name }).getAttribute('data-differs');
    // Memory is 16 GB on all three; a missing value differs from one that is there.
    await expect(marked(/หน่วยความจำ/)).toBeNull();
    await expect(marked(/ชิปเซ็ต/)).toBe('true');
    await expect(marked(/กำลังไฟ \(TDP\)/)).toBe('true');
    await expect(table.getAllByText('แตกต่างกัน')).toHaveLength(4);
  },
};

export const OnlyDifferencesEnglish: Story = {
  args: {
    products: products.slice(0, 2),
    attributes: attributes('en'),
    markDifferences: true,
    onlyDifferences: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    // The two RTX 5070 Ti cards share chipset, memory and power: only clock and length are left.
    await expect(canvas.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Boost clockDiffers',
      'Card lengthDiffers',
    ]);
  },
};

export const OnlyDifferencesNoneLeft: Story = {
  args: {
    products: products.slice(0, 2),
    attributes: attributes('th').filter((attribute) => ['chipset', 'memory'].includes(attribute.id)),
    onlyDifferences: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
    await expect(canvas.getByRole('cell', { name: 'คุณสมบัติที่แสดงเหมือนกันทุกรายการ' })).toBeVisible();
  },
};
