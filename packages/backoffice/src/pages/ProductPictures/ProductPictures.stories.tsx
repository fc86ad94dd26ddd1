import {
  mswBackofficePath,
  type ProductPictures,
  type UploadedPicture,
} from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { ProductPicturesPage } from '../ProductPicturesPage/ProductPicturesPage.tsx';

const SKU = 'GPU-ASUS-RTX5070-PRIME-12G';

/** A 48×48 PNG in the brand colour, served for every uploaded picture. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwYnBK4YQOBNLuo9LKqAh8OBZ+qt7zj+Yh0qh8NCkrOf4GTCWQuGhSVnPITQDrRQKD03KikMFxqiOKdeaH7mfZjPQSqHw0KSsOFRgjOrYp1F4AS0GV7VUZHseAAAAAElFTkSuQmCC',
  ),
  (character) => character.charCodeAt(0),
);

// Ids of zeros and the picture's number: the content stories' uploaded banner is all a's, and the page
// keeps a picture it drew for an address, so an id both used would show one story's picture in the other.
const picture = (n: number): UploadedPicture => {
  const id = n.toString(16).padStart(32, '0');
  return { id, path: `/images/uploads/${id}.webp`, width: 2000, height: 1500, bytes: 180_000 };
};

/** The product's pictures as the stand-in server holds them; each story starts from its own. */
let held: UploadedPicture[] = [];
const answer = (): ProductPictures => ({
  sku: SKU,
  pictures: held,
  shown: held.length ? held.map((item) => item.path) : [`/images/products/${SKU}/1.svg`],
});
const envelope = (status = 200) =>
  HttpResponse.json({ success: true, message: 'OK', data: answer() }, { status });
const refused = (status: number, code: string) =>
  HttpResponse.json({ success: false, message: code, code }, { status });

function picturesHandlers(refusal?: { status: number; code: string }): HttpHandler[] {
  return [
    http.get(
      '*/images/uploads/:file',
      () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } }),
    ),
    http.get(mswBackofficePath('/products/{sku}/pictures'), () => envelope()),
    http.post(mswBackofficePath('/products/{sku}/pictures'), async ({ request }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      sent.push({
        path: '/pictures',
        body: { type: request.headers.get('content-type'), bytes: bytes.length },
      });
      if (refusal) return refused(refusal.status, refusal.code);
      held = [...held, picture(held.length + 1)];
      return envelope(201);
    }),
    http.put(mswBackofficePath('/products/{sku}/pictures/order'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      sent.push({ path: '/pictures/order', body });
      if (refusal) return refused(refusal.status, refusal.code);
      held = body.ids.map((id) => held.find((item) => item.id === id) as UploadedPicture);
      return envelope();
    }),
    http.delete(mswBackofficePath('/products/{sku}/pictures/{pictureId}'), ({ params }) => {
      sent.push({ path: '/pictures/remove', body: params.pictureId });
      held = held.filter((item) => item.id !== params.pictureId);
      return envelope();
    }),
  ];
}

/** Every picture shown has loaded (the screenshot waits for them). */
const loaded = (root: HTMLElement) =>
  waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.naturalWidth).toBeGreaterThan(0);
  });

const meta = {
  title: 'Back office/Product pictures',
  component: ProductPicturesPage,
  decorators: [withBackoffice],
  args: { sku: SKU },
  parameters: {
    route: `/products/${SKU}/pictures`,
    token: 'editor-token',
    msw: { handlers: [...picturesHandlers(), ...backofficeHandlers] },
  },
  beforeEach: () => {
    held = [1, 2, 3].map(picture);
  },
} satisfies Meta<typeof ProductPicturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePicturesThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'รูปภาพสินค้า' });
    await expect(within(list).getAllByRole('img')).toHaveLength(3);
    await expect(within(list).getByText('รูปหลัก')).toBeVisible();
    await loaded(canvasElement);
  },
};

export const UploadsAPictureEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Product pictures' });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG], 'box.png', { type: 'image/png' }));
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /^Picture \d of 4$/ })).toHaveLength(4));
    // The file's bytes as they are; the server reads what kind of picture they are.
    await expect(sent.find((call) => call.path === '/pictures')?.body).toEqual({
      type: 'application/octet-stream',
      bytes: PNG.length,
    });
    await loaded(canvasElement);
  },
};

export const ServerRefusesOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [...picturesHandlers({ status: 422, code: 'PICTURE_UNREADABLE' }), ...backofficeHandlers],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Product pictures' });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([PNG], 'broken.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'broken.png: The picture is damaged or cut short and cannot be read',
    );
    await expect(canvas.getAllByRole('img', { name: /^Picture/ })).toHaveLength(3);
    await loaded(canvasElement);
  },
};

export const ReordersOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'รูปภาพสินค้า' });
    await userEvent.click(canvas.getByRole('button', { name: 'เลื่อนรูปที่ 3 ไปก่อนหน้า' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        path: '/pictures/order',
        body: { ids: [picture(1).id, picture(3).id, picture(2).id] },
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'รูปที่ 2 จาก 3' })).toHaveAttribute('src', picture(3).path),
    );
    await loaded(canvasElement);
  },
};

export const SomeoneElseChangedThemEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [...picturesHandlers({ status: 409, code: 'PICTURES_CHANGED' }), ...backofficeHandlers],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('list', { name: 'Product pictures' });
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 2 later' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone else changed these pictures at the same time; the list is reloaded, please try again',
    );
    await loaded(canvasElement);
  },
};

export const RemovingTheLastBringsTheDrawnOnesBackEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach: () => {
    held = [picture(1)];
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Product pictures' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture 1' }));
    await expect(
      await canvas.findByText('No uploaded pictures yet, so the storefront shows the drawn pictures.'),
    ).toBeVisible();
    await expect(sent.at(-1)).toEqual({ path: '/pictures/remove', body: picture(1).id });
    await expect(canvas.queryByRole('list', { name: 'Product pictures' })).toBeNull();
  },
};

export const FullThai: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach: () => {
    held = Array.from({ length: 12 }, (_, index) => picture(index + 1));
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'รูปภาพสินค้า' });
    await expect(canvas.getByRole('button', { name: 'เลือกไฟล์' })).toHaveAccessibleDescription(
      'สินค้าหนึ่งรายการมีรูปได้ไม่เกิน 12 รูป ลบรูปออกก่อนจึงจะเพิ่มได้',
    );
    await loaded(canvasElement);
  },
};

export const PackerMayNotEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
  },
};
