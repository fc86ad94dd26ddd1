import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ComsetConfigurator } from './ComsetConfigurator.tsx';

const part = (id: string, name: string, price: number, discount: number) => ({ id, name, price, discount });

const meta = {
  title: 'UI/ComsetConfigurator',
  component: ComsetConfigurator,
  parameters: { layout: 'padded' },
  args: {
    levels: [
      { key: 'default', name: 'เริ่มต้น', price: 5_263_000 },
      { key: 'normal', name: 'แนะนำ', price: 6_148_000 },
      { key: 'hiend', name: 'จัดเต็ม', price: 7_991_000 },
    ],
    level: 'default',
    onLevelChange: fn(),
    groups: [
      {
        key: 'cpu',
        label: 'ซีพียู',
        options: [
          part('cpu-1', 'AMD Ryzen 5 7600X', 729_000, 22_000),
          part('cpu-2', 'AMD Ryzen 7 7800X3D', 1_359_000, 41_000),
          part('cpu-3', 'AMD Ryzen 7 9800X3D', 1_790_000, 54_000),
        ],
      },
      {
        key: 'gpu',
        label: 'การ์ดจอ',
        options: [
          part('gpu-1', 'GIGABYTE RTX 5060 Ti WINDFORCE OC 16G', 1_690_000, 51_000),
          part('gpu-2', 'MSI RTX 5070 GAMING TRIO OC 12G', 2_290_000, 69_000),
        ],
      },
      {
        key: 'ram',
        label: 'แรม',
        options: [part('ram-1', 'Kingston FURY Beast DDR5-6000 2×16GB', 389_000, 19_000)],
      },
    ],
    chosen: { cpu: 'cpu-1', gpu: 'gpu-1', ram: 'ram-1' },
    onPartChange: fn(),
    extras: [
      {
        key: 'monitor',
        label: 'จอมอนิเตอร์',
        items: [
          { id: 'monitor-1', name: 'MSI G255F', image: null, price: 349_000, oldPrice: 399_000 },
          { id: 'monitor-2', name: 'MSI MAG 275QF', description: '27" 1440p 180 Hz', price: 659_000 },
        ],
      },
    ],
    chosenExtras: { monitor: null },
    onExtraChange: fn(),
    quote: { status: 'ready', unitPrice: 5_263_000, normalPrice: 5_355_000, saving: 92_000 },
  },
} satisfies Meta<typeof ComsetConfigurator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseParts: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'ปรับสเปกชุดของคุณ' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'เริ่มต้น' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'AMD Ryzen 7 7800X3D' })).toHaveAccessibleDescription(
      '฿13,590 ถูกลง ฿410 เมื่อซื้อเป็นชุด',
    );
    const summary = within(canvas.getByRole('status'));
    await expect(summary.getByText('฿52,630')).toBeVisible();
    await expect(summary.getByText('฿53,550').tagName).toBe('DEL');
    await expect(summary.getByText('ประหยัด ฿920')).toBeVisible();

    await userEvent.click(canvas.getByText('AMD Ryzen 7 7800X3D'));
    await expect(args.onPartChange).toHaveBeenLastCalledWith('cpu', 'cpu-2');
    await userEvent.click(canvas.getByText('จัดเต็ม'));
    await expect(args.onLevelChange).toHaveBeenLastCalledWith('hiend');
    await userEvent.click(canvas.getByText('MSI MAG 275QF'));
    await expect(args.onExtraChange).toHaveBeenLastCalledWith('monitor', 'monitor-2');
  },
};

export const OwnConfigurationEnglish: Story = {
  args: {
    levels: [
      { key: 'default', name: 'Standard', price: 5_263_000 },
      { key: 'normal', name: 'Recommended', price: 6_148_000 },
    ],
    level: null,
    groups: meta.args.groups.map((group, index) => ({
      ...group,
      label: ['CPU', 'Graphics card', 'Memory'][index] ?? group.label,
    })),
    extras: meta.args.extras.map((group) => ({ ...group, label: 'Monitor' })),
    chosen: { cpu: 'cpu-3', gpu: 'gpu-1', ram: 'ram-1' },
    chosenExtras: { monitor: 'monitor-1' },
    quote: { status: 'ready', unitPrice: 6_674_000, normalPrice: 6_817_000, saving: 143_000 },
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Your own configuration')).toBeVisible();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(4);
    await expect(canvas.getByText('You save ฿1,430')).toBeVisible();
    await userEvent.click(canvas.getByText('No add'));
    await expect(args.onExtraChange).toHaveBeenLastCalledWith('monitor', null);
  },
};

export const PricingOnPhone: Story = {
  args: { quote: { status: 'pending' } },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('กำลังคำนวณราคา…')).toBeVisible();
    await expect(canvas.queryByText(/ประหยัด/)).toBeNull();
  },
};

export const UpdatingKeepsThePreviousPrice: Story = {
  args: {
    quote: { status: 'ready', unitPrice: 5_263_000, normalPrice: 5_355_000, saving: 92_000, updating: true },
    disabled: false,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('status');
    await expect(summary).toHaveAttribute('aria-busy', 'true');
    await expect(within(summary).getByText('฿52,630')).toBeVisible();
    await expect(within(summary).getByText('กำลังคำนวณราคา…')).toBeVisible();
  },
};

export const PriceErrorEnglish: Story = {
  args: { quote: { status: 'error', onRetry: fn() } },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not price this configuration');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.quote.status !== 'error') throw new Error('The story shows a failed quote');
    await expect(args.quote.onRetry).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
