import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import {
  EMPTY_FILTER_VALUE,
  type FilterGroup,
  FilterPanel,
  type FilterPanelProps,
  type FilterValue,
} from './FilterPanel.tsx';

// The spec's groups of the filter drawer.
function groups(locale: 'th' | 'en'): FilterGroup[] {
  const th = locale === 'th';
  return [
    {
      id: 'category',
      title: th ? 'หมวดหมู่' : 'Category',
      options: [
        { value: 'gaming', label: th ? 'เกมมิ่ง' : 'Gaming' },
        { value: 'laptop', label: th ? 'โน้ตบุ๊ก' : 'Laptop' },
        { value: 'workstation', label: th ? 'เวิร์กสเตชัน' : 'Workstation' },
      ],
    },
    {
      id: 'brand',
      title: th ? 'แบรนด์' : 'Brand',
      options: ['GeForce', 'Radeon', 'Zotac'].map((brand) => ({ value: brand, label: brand })),
    },
    {
      id: 'capacity',
      title: th ? 'ความจุ' : 'Capacity',
      options: ['128GB', '1TB', '2TB'].map((capacity) => ({ value: capacity, label: capacity })),
    },
    { id: 'ddr', title: 'DDR', options: ['DDR4', 'DDR5', 'DDR6'].map((ddr) => ({ value: ddr, label: ddr })) },
  ];
}

/** The value kept as a page would keep it, each change also reported to the story's onChange. */
function useControlledValue(args: FilterPanelProps) {
  const [value, setValue] = useState<FilterValue>(args.value);
  const onChange = (next: FilterValue) => {
    args.onChange(next);
    setValue(next);
  };
  return [value, onChange] as const;
}

const meta = {
  title: 'UI/FilterPanel',
  component: FilterPanel,
  args: { value: EMPTY_FILTER_VALUE, onChange: fn(), groups: groups('th'), onClose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
  // The value is controlled: the story keeps it as a list page would.
  render: function ControlledFilters(args) {
    const [value, onChange] = useControlledValue(args);
    return <FilterPanel {...args} value={value} onChange={onChange} />;
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupsAndPriceThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'กรองสินค้า' })).toBeVisible();
    // Default order: price low to high.
    await expect(canvas.getByRole('combobox', { name: 'เรียงตาม' })).toHaveTextContent('ราคา: ต่ำไปสูง');

    // A group opens (plus turns to minus) and closes again.
    const brand = canvas.getByRole('button', { name: 'แบรนด์' });
    await expect(brand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(brand);
    await expect(brand).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Radeon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ selected: { brand: ['Radeon'] } }),
    );
    await userEvent.click(brand);
    await expect(brand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: 'Radeon' })).toBeNull();

    // Price fields take digits only.
    const min = canvas.getByRole('textbox', { name: 'ต่ำสุด' });
    await userEvent.type(min, '1a-5.0x00');
    await expect(min).toHaveValue('15000');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ priceMin: 15000 }));

    await userEvent.click(canvas.getByRole('button', { name: 'ปิดตัวกรอง' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const SortKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const sort = canvas.getByRole('combobox', { name: 'เรียงตาม' });
    sort.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ราคา: สูงไปต่ำ',
      'ราคา: ต่ำไปสูง',
      'ใหม่ล่าสุด',
      'เก่าที่สุด',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'ใหม่ล่าสุด' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'newest' }));
    await waitFor(() => expect(sort).toHaveTextContent('ใหม่ล่าสุด'));
  },
};

export const PriceRangeError: Story = {
  args: {
    value: { ...EMPTY_FILTER_VALUE, priceMin: 50000, priceMax: 10000, selected: { ddr: ['DDR5'] } },
    defaultOpenGroups: ['ddr'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ต่ำสุด' })).toHaveAccessibleDescription(
      'ราคาต่ำสุดต้องไม่เกินราคาสูงสุด',
    );
    await expect(canvas.getByRole('checkbox', { name: 'DDR5' })).toBeChecked();
  },
};

export const DrawerLoadingMobileEnglish: Story = {
  args: { groups: groups('en'), loadingProgress: 40, defaultOpenGroups: ['category'], onClose: undefined },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  render: function FilterDrawer(args) {
    const [open, setOpen] = useState(true);
    const [value, onChange] = useControlledValue(args);
    return (
      <FilterPanel {...args} value={value} onChange={onChange} drawer={{ open, onOpenChange: setOpen }} />
    );
  },
  play: async ({ userEvent }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Filter Products' }));
    await expect(drawer.getByRole('progressbar', { name: 'Loading products' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(drawer.getByRole('button', { name: 'Category' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Gaming' }));
    await expect(drawer.getByRole('checkbox', { name: 'Gaming' })).toBeChecked();
  },
};

/** Filters chosen here for results shown elsewhere: the footer's button leads to them. */
export const DrawerWithResultsButtonThai: Story = {
  args: { onClose: undefined, defaultOpenGroups: ['brand'] },
  globals: { locale: 'th', viewport: { value: 'mobile375', isRotated: false } },
  render: function FilterDrawerWithFooter(args) {
    const [value, onChange] = useControlledValue(args);
    const [shown, setShown] = useState(0);
    return (
      <FilterPanel
        {...args}
        value={value}
        onChange={onChange}
        drawer={{ open: true, onOpenChange: () => {} }}
        footer={
          <Button onClick={() => setShown(value.selected.brand?.length ?? 0)}>{`ดูสินค้า (${shown})`}</Button>
        }
      />
    );
  },
  play: async ({ userEvent }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'กรองสินค้า' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Radeon' }));
    await userEvent.click(drawer.getByRole('button', { name: 'ดูสินค้า (0)' }));
    await expect(drawer.getByRole('button', { name: 'ดูสินค้า (1)' })).toBeVisible();
  },
};
