import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import hero from '../../../../.storybook/fixtures/images/hero-1-pc.svg';
import { ImageUpload } from './ImageUpload.tsx';

/** A 48×48 PNG in the brand colour. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwYnBK4YQOBNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4AS0GV7VUZHseAAAAAElFTkSuQmCC',
  ),
  (character) => character.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

const picker = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;
const zone = (root: HTMLElement) => picker(root).parentElement as HTMLElement;
const dropFiles = (root: HTMLElement, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragover', 'drop']) {
    zone(root).dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
};

const meta = {
  title: 'UI/ImageUpload',
  component: ImageUpload,
  parameters: { layout: 'padded' },
  args: { onUpload: fn(async () => {}) },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'เพิ่มรูปภาพ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เลือกไฟล์' })).toHaveAccessibleDescription(
      'ไฟล์ JPEG, PNG, WebP หรือ AVIF ขนาดไม่เกิน 10 MB ต่อไฟล์',
    );
  },
};

export const ChooseWithTheKeyboardEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opened = fn();
    // The browser's own file dialog is not opened in a test: the picker's click is only counted.
    picker(canvasElement).addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledOnce();
  },
};

export const SendsEachFileInTurnEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args, userEvent }) => {
    const front = png('front.png');
    const back = png('back.png');
    await userEvent.upload(picker(canvasElement), [front, back]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(2));
    await expect(args.onUpload).toHaveBeenNthCalledWith(1, front);
    await expect(args.onUpload).toHaveBeenNthCalledWith(2, back);
    // Sent files leave the list: the owner shows them as stored.
    await waitFor(() => expect(canvasElement.querySelector('li')).toBeNull());
  },
};

export const BusyWhileSending: Story = {
  args: { onUpload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(picker(canvasElement), [png('ด้านหน้า.png'), png('ด้านหลัง.png')]);
    await expect(await canvas.findByText('กำลังอัปโหลด ด้านหน้า.png…')).toBeInTheDocument();
    // The second waits for the first.
    await expect(canvas.getByText('รอคิว…')).toBeVisible();
  },
};

export const RefusesOtherKindsAndTooLargeOnAPhoneEnglish: Story = {
  globals: { locale: 'en', ...mobile },
  play: async ({ canvas, canvasElement, args }) => {
    dropFiles(canvasElement, [
      new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge-photo.jpg', { type: 'image/jpeg' }),
    ]);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'animation.gif is not a JPEG, PNG, WebP or AVIF picture',
      'huge-photo.jpg is larger than 10 MB',
    ]);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const RefusedByTheServerThai: Story = {
  globals: mobile,
  args: {
    onUpload: fn(async () => {
      throw new Error('PICTURE_UNREADABLE');
    }),
    errorText: (_error, name) => `${name} เสียหายหรือไม่ครบ อ่านไม่ได้`,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    dropFiles(canvasElement, [png('สินค้า.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('สินค้า.png เสียหายหรือไม่ครบ อ่านไม่ได้');
    await userEvent.click(canvas.getByRole('button', { name: 'ปิดข้อความของ สินค้า.png' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FullEnglish: Story = {
  globals: { locale: 'en' },
  args: { disabled: true, disabledText: 'A product shows at most 12 pictures. Remove one to add another.' },
  play: async ({ canvas, canvasElement, args }) => {
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    await expect(choose).toHaveAttribute('aria-disabled', 'true');
    await expect(choose).toHaveAccessibleDescription(
      'A product shows at most 12 pictures. Remove one to add another.',
    );
    dropFiles(canvasElement, [png('more.png')]);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const OnePictureWithItsPreviewEnglish: Story = {
  globals: { locale: 'en' },
  args: { multiple: false, current: hero, label: 'Upload a picture for Picture (computer)' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: `The picture now: ${hero}` })).toBeVisible();
    await expect(canvas.getByText('Drag a picture here, or')).toBeVisible();
    await expect(picker(canvasElement)).not.toHaveAttribute('multiple');
    const chosen = png('banner.png');
    await userEvent.upload(picker(canvasElement), [chosen]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(chosen));
    await expect(args.onUpload).toHaveBeenCalledOnce();
  },
};

export const OnePictureOnAPhoneThai: Story = {
  globals: mobile,
  args: { multiple: false, current: hero, label: 'อัปโหลดรูปภาพสำหรับ รูปภาพ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `รูปภาพตอนนี้: ${hero}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เลือกไฟล์' })).toBeVisible();
  },
};

export const APathNotServedShowsTheGlyph: Story = {
  args: { multiple: false, current: '/no-such-picture.webp' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
  },
};
