import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import gpuImage from '../../../../.storybook/fixtures/images/gpu.svg';
import gpuBack from '../../../../.storybook/fixtures/images/gpu-back.svg';
import gpuIo from '../../../../.storybook/fixtures/images/gpu-io.svg';
import gpuSide from '../../../../.storybook/fixtures/images/gpu-side.svg';
import { ProductGallery } from './ProductGallery.tsx';

const images = [gpuImage, gpuSide, gpuBack, gpuIo];

const meta = {
  title: 'UI/ProductGallery',
  component: ProductGallery,
  args: { images, productName: 'ASUS GeForce RTX 5090 TUF GAMING 32GB' },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers of the thumbnails shown, in order. */
function shownThumbnails(list: HTMLElement) {
  return within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

export const DesktopThai: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'รูปย่อ' });
    await expect(shownThumbnails(list)).toEqual(['รูปที่ 1 จาก 4', 'รูปที่ 2 จาก 4', 'รูปที่ 3 จาก 4']);
    await expect(canvas.getByRole('group', { name: 'รูปที่ 1 จาก 4' })).toBeVisible();

    // The window follows the selection: at the third image it shows 2–4.
    await userEvent.click(canvas.getByRole('button', { name: 'รูปถัดไป' }));
    await userEvent.click(canvas.getByRole('button', { name: 'รูปถัดไป' }));
    await expect(canvas.getByRole('group', { name: 'รูปที่ 3 จาก 4' })).toBeVisible();
    await expect(shownThumbnails(list)).toEqual(['รูปที่ 2 จาก 4', 'รูปที่ 3 จาก 4', 'รูปที่ 4 จาก 4']);

    // Keyboard in the thumbnails: arrows and Home move the selection and the focus along.
    within(list).getByRole('button', { name: 'รูปที่ 3 จาก 4' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const fourth = within(list).getByRole('button', { name: 'รูปที่ 4 จาก 4' });
    await expect(fourth).toHaveAttribute('aria-current', 'true');
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(shownThumbnails(list)).toEqual(['รูปที่ 1 จาก 4', 'รูปที่ 2 จาก 4', 'รูปที่ 3 จาก 4']);
    await expect(within(list).getByRole('button', { name: 'รูปที่ 1 จาก 4' })).toHaveFocus();

    // Previous from the first image wraps to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'รูปก่อนหน้า' }));
    await expect(canvas.getByRole('group', { name: 'รูปที่ 4 จาก 4' })).toBeVisible();
  },
};

export const DotsMobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const dots = canvas.getAllByRole('button', { name: 'Image 3 of 4' });
    // One dot and one thumbnail per image: the dot comes first.
    await userEvent.click(dots[0] as HTMLElement);
    await expect(canvas.getByRole('group', { name: 'Image 3 of 4' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'ASUS GeForce RTX 5090 TUF GAMING 32GB' })).toHaveAttribute(
      'src',
      gpuBack,
    );
  },
};

export const SingleImage: Story = {
  args: { images: [gpuImage] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ASUS GeForce RTX 5090 TUF GAMING 32GB' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoImage: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ไม่มีรูปภาพ')).toBeVisible();
  },
};
