import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImageOrderList } from './ImageOrderList.tsx';

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** A square picture in one colour, as an SVG data URL. */
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${colour}"/></svg>`)}`;

const items = [
  { id: 'a', src: swatch('purple'), width: 400, height: 400, detail: '2000×2000' },
  { id: 'b', src: swatch('steelblue'), width: 400, height: 400, detail: '1600×1200' },
  { id: 'c', src: swatch('seagreen'), width: 400, height: 400, detail: '1200×1600' },
];

const meta = {
  title: 'UI/ImageOrderList',
  component: ImageOrderList,
  parameters: { layout: 'padded' },
  args: { label: 'รูปภาพสินค้า', items, onMove: fn(), onRemove: fn() },
} satisfies Meta<typeof ImageOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePictures: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'รูปภาพสินค้า' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('รูปหลัก')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'รูปที่ 2 จาก 3' })).toBeVisible();
  },
};

export const MovesAndRemovesEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Product pictures' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 2 earlier' }));
    await expect(args.onMove).toHaveBeenCalledWith('b', 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 2 later' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('b', 2);
    // The first cannot go earlier, nor the last later.
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 1 earlier' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 3 later' }));
    await expect(args.onMove).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture 3' }));
    await expect(args.onRemove).toHaveBeenCalledWith('c');
  },
};

export const BusyOnAPhone: Story = {
  globals: mobile,
  args: { busy: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'ลบรูปที่ 1' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};
