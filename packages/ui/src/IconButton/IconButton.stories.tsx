import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import { CartGlyph, SearchGlyph } from '../icons/glyphs.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  parameters: { layout: 'padded' },
  args: { label: 'ปิด', icon: <CloseGlyph />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'ปิด' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: { label: 'Close' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const VariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      <IconButton {...args} size="sm" label="ค้นหา" icon={<SearchGlyph size={16} />} />
      <IconButton {...args} size="md" variant="secondary" label="ตะกร้าสินค้า" icon={<CartGlyph />} />
      <IconButton
        {...args}
        size="lg"
        variant="primary"
        label="ตะกร้าสินค้า (ใหญ่)"
        icon={<CartGlyph size={24} />}
      />
      <IconButton {...args} disabled label="ปิด (ใช้ไม่ได้)" />
      <IconButton {...args} busy label="กำลังบันทึก" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ปิด (ใช้ไม่ได้)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'กำลังบันทึก' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The same on a 375 px phone. */
export const VariantsAndSizesOnAPhone: Story = {
  ...VariantsAndSizes,
  globals: { ...VariantsAndSizes.globals, viewport: { value: 'mobile375', isRotated: false } },
};
