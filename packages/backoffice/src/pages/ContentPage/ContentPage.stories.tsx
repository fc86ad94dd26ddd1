import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { contentHandlers, UPLOADED_BANNER } from '../../contentStories.fixture.ts';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { ContentPage } from './ContentPage.tsx';

const meta = {
  title: 'Back office/Content',
  component: ContentPage,
  decorators: [withBackoffice],
  parameters: {
    route: '/content',
    token: 'editor-token',
    msw: { handlers: [...contentHandlers, ...backofficeHandlers] },
  },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeBannersThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'เนื้อหาหน้าร้าน' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'แบนเนอร์หน้าแรก' })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('table', { name: 'แบนเนอร์หน้าแรก' });
    await within(table).findByText('พลังเต็มขั้นกับ RTX 5090');
    await expect(within(table).getByText('ซ่อน', { selector: 'span' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'เลื่อนขึ้น hero-rtx-5090' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'เลื่อนลง hero-rtx-5090' }));
    await expect(await canvas.findByText('จัดลำดับใหม่แล้ว')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/content/sections/home-hero/order',
      body: { keys: ['hero-9800x3d', 'hero-rtx-5090', 'hero-songkran'] },
    });
    await userEvent.click(within(table).getByRole('button', { name: 'แสดง hero-songkran' }));
    await expect(await canvas.findByText('hero-songkran แสดงบนหน้าร้านแล้ว')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/content/sections/home-hero/items/hero-songkran',
      body: expect.objectContaining({ isActive: true }),
    });
  },
};

export const AddBannerEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an item' }));
    // A new slide starts from the first one's pictures and texts; the key is the editor's to give.
    await expect(dialog.getByLabelText('Headline (Thai)')).toHaveValue('พลังเต็มขั้นกับ RTX 5090');
    await userEvent.clear(dialog.getByLabelText('Headline (English)'));
    await userEvent.clear(dialog.getByLabelText('Button link'));
    await userEvent.type(dialog.getByLabelText('Button link'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Use a–z, digits and dashes only')).toBeVisible();
    await expect(dialog.getByText('Please fill this in')).toBeVisible();
    await expect(dialog.getByText('A link starts with / or http(s)://')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Key'), 'hero-rtx-5090');
    await userEvent.type(dialog.getByLabelText('Headline (English)'), 'Monsoon sale');
    await userEvent.clear(dialog.getByLabelText('Button link'));
    await userEvent.type(dialog.getByLabelText('Button link'), '/promotion/monsoon');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('An item has this key already')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Key'));
    await userEvent.type(dialog.getByLabelText('Key'), 'monsoon-sale');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('monsoon-sale added; the storefront shows it now')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/content/sections/home-hero/items',
      body: {
        key: 'monsoon-sale',
        isActive: true,
        payload: expect.objectContaining({
          mainText: { th: 'พลังเต็มขั้นกับ RTX 5090', en: 'Monsoon sale' },
          buttonUrl: '/promotion/monsoon',
          image: { pc: '/images/home/hero-rtx-5090-pc.svg', mobile: '/images/home/hero-rtx-5090-mobile.svg' },
        }),
      },
    });
  },
};

export const AboutOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'About us' }));
    const table = await canvas.findByRole('table', { name: 'About us' });
    await expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit about' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit about' }));
    await userEvent.clear(dialog.getByLabelText('Phone'));
    await userEvent.type(dialog.getByLabelText('Phone'), '02-123-4567');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('about saved; the storefront shows it now')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/content/sections/about/items/about',
      body: {
        isActive: true,
        payload: expect.objectContaining({
          companyInfo: expect.objectContaining({ phone: '02-123-4567', line: '@probuild' }),
          brandLogos: { all: [] },
          socialMedia: [],
        }),
      },
    });
  },
};

export const DeletePromotionThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'แถบโปรโมชัน' }));
    const table = await canvas.findByRole('table', { name: 'แถบโปรโมชัน' });
    await userEvent.click(await within(table).findByRole('button', { name: 'ลบ free-shipping' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ลบ free-shipping?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'ลบรายการ' }));
    await expect(await canvas.findByText('ลบ free-shipping แล้ว')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/content/sections/promotion-strip/items/free-shipping',
      body: null,
    });
  },
};

export const PackerIsRefusedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
  },
};

export const SectionFailsOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/content/sections/{sectionId}'), () => HttpResponse.error()),
        ...contentHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('เชื่อมต่อไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

/** A PNG's first bytes: what the stories' server takes as a picture. */
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
/** The file picker of the upload area named `name`. */
const pickerOf = (area: HTMLElement) => area.querySelector('input[type="file"]') as HTMLInputElement;

export const UploadBannerPictureEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Home banners' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit hero-rtx-5090' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit hero-rtx-5090' }));
    const area = dialog.getByRole('region', { name: 'Upload a picture for Desktop picture' });
    await userEvent.upload(pickerOf(area), png('monsoon.png'));
    // The field holds the path the server answered, and the area shows that picture.
    await waitFor(() => expect(dialog.getByLabelText('Desktop picture')).toHaveValue(UPLOADED_BANNER));
    await expect(
      await within(area).findByRole('img', { name: `The picture now: ${UPLOADED_BANNER}` }),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Phone picture')).toHaveValue('/images/home/hero-rtx-5090-mobile.svg');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('hero-rtx-5090 saved; the storefront shows it now')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/content/sections/home-hero/items/hero-rtx-5090',
      body: expect.objectContaining({
        payload: expect.objectContaining({
          image: { pc: UPLOADED_BANNER, mobile: '/images/home/hero-rtx-5090-mobile.svg' },
        }),
      }),
    });
  },
};

export const BannerPictureRefusedOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'แบนเนอร์หน้าแรก' });
    await userEvent.click(await within(table).findByRole('button', { name: 'แก้ไข hero-rtx-5090' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'แก้ไข hero-rtx-5090' }));
    const field = dialog.getByLabelText('ภาพสำหรับคอมพิวเตอร์');
    await userEvent.clear(field);
    await userEvent.type(field, '/images/home/typed-pc.svg');
    const area = dialog.getByRole('region', { name: 'อัปโหลดรูปภาพสำหรับ ภาพสำหรับคอมพิวเตอร์' });
    await userEvent.upload(pickerOf(area), new File(['not a picture'], 'เสีย.png', { type: 'image/png' }));
    await expect(await within(area).findByRole('alert')).toHaveTextContent(
      'เสีย.png: ไฟล์รูปเสียหายหรือไม่ครบ อ่านไม่ได้',
    );
    // What was typed stays.
    await expect(field).toHaveValue('/images/home/typed-pc.svg');
    area.scrollIntoView({ block: 'end' });
  },
};

export const MissingUploadOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'แบนเนอร์หน้าแรก' });
    await userEvent.click(await within(table).findByRole('button', { name: 'แก้ไข hero-rtx-5090' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'แก้ไข hero-rtx-5090' });
    const dialog = within(dialogElement);
    const field = dialog.getByLabelText('ภาพสำหรับคอมพิวเตอร์');
    await userEvent.clear(field);
    await userEvent.type(field, `/images/uploads/${'0'.repeat(32)}.webp`);
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึก' }));
    const refusal = await dialog.findByRole('alert');
    await expect(refusal).toHaveTextContent('เส้นทางรูปภาพไม่ตรงกับรูปที่อัปโหลดไว้ กรุณาอัปโหลดรูปอีกครั้ง');
    // Save was pressed at the end of the form: the refusal above the fields is brought into view.
    await waitFor(() => {
      const box = refusal.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await expect(field).toHaveValue(`/images/uploads/${'0'.repeat(32)}.webp`);
  },
};

export const BannerPictureUploadingThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.post(mswBackofficePath('/content/pictures'), () => new Promise<never>(() => {})),
        ...contentHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'แบนเนอร์หน้าแรก' });
    await userEvent.click(await within(table).findByRole('button', { name: 'แก้ไข hero-rtx-5090' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'แก้ไข hero-rtx-5090' }));
    const area = dialog.getByRole('region', { name: 'อัปโหลดรูปภาพสำหรับ ภาพสำหรับคอมพิวเตอร์' });
    await userEvent.upload(pickerOf(area), png('มรสุม.png'));
    await expect(await within(area).findByText('กำลังอัปโหลด มรสุม.png…')).toBeInTheDocument();
    await expect(dialog.getByLabelText('ภาพสำหรับคอมพิวเตอร์')).toHaveValue('/images/home/hero-rtx-5090-pc.svg');
    area.scrollIntoView({ block: 'end' });
  },
};
