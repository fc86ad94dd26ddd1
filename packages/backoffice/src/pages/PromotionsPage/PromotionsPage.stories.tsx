import { type BackofficeComponents, mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { contentPictureHandlers, UPLOADED_BANNER } from '../../contentStories.fixture.ts';
import { productHandlers } from '../../products.fixture.ts';
import {
  backofficeHandlers,
  desktop,
  mobile,
  ok,
  refused,
  sent,
  withBackoffice,
} from '../../storySupport.tsx';
import { PromotionsPage } from './PromotionsPage.tsx';
import fixture from './promotions.fixture.json';

type StaffPromotion = BackofficeComponents['schemas']['StaffPromotion'];
const promotions = fixture.promotions as StaffPromotion[];
// What an editor types (data, so kept out of the code's strings).
const { typed } = fixture;
const KNOWN_SKUS = new Set(promotions.flatMap((promotion) => promotion.skus));

/** The server's rule for SKUs: each one unknown is named by its place in the list. */
const unknownSkus = (skus: string[]) =>
  skus.flatMap((sku, index) =>
    KNOWN_SKUS.has(sku)
      ? []
      : [{ path: `/body/skus/${index}`, message: `no product ${sku}`, code: 'unknown_product' }],
  );
/** The server's rule for pictures: a path under /images/uploads/ names a picture uploaded. */
const unknownPicture = (image: string | null) =>
  image?.startsWith('/images/uploads/') && image !== UPLOADED_BANNER
    ? [{ path: '/body/image', message: `no uploaded picture at ${image}`, code: 'unknown_picture' }]
    : [];
const invalid = (errors: object[]) =>
  HttpResponse.json(
    { success: false, message: 'PROMOTION_INVALID', code: 'PROMOTION_INVALID', errors },
    { status: 422 },
  );

const promotionHandlers = [
  http.get(mswBackofficePath('/promotions'), () => ok(promotions)),
  http.post(mswBackofficePath('/promotions'), async ({ request }) => {
    const body = (await request.json()) as StaffPromotion;
    sent.push({ path: '/promotions', body });
    if (promotions.some((promotion) => promotion.key === body.key))
      return refused(409, 'PROMOTION_KEY_EXISTS');
    const errors = [...unknownSkus(body.skus), ...unknownPicture(body.image)];
    if (errors.length > 0) return invalid(errors);
    return ok({ ...body, order: promotions.length + 1 }, 201);
  }),
  http.put(mswBackofficePath('/promotions/{promotionKey}'), async ({ request, params }) => {
    const body = (await request.json()) as StaffPromotion;
    sent.push({ path: `/promotions/${String(params.promotionKey)}`, body });
    const promotion = promotions.find((item) => item.key === params.promotionKey);
    if (!promotion) return refused(404, 'PROMOTION_NOT_FOUND');
    const errors = unknownSkus(body.skus);
    return errors.length > 0 ? invalid(errors) : ok({ ...promotion, ...body });
  }),
  http.delete(mswBackofficePath('/promotions/{promotionKey}'), ({ params }) => {
    sent.push({ path: `/promotions/${String(params.promotionKey)}`, body: null });
    return ok(null);
  }),
  http.put(mswBackofficePath('/promotion-order'), async ({ request }) => {
    const body = (await request.json()) as { keys: string[] };
    sent.push({ path: '/promotion-order', body });
    return ok(
      body.keys.map((key, index) => ({
        ...(promotions.find((promotion) => promotion.key === key) as StaffPromotion),
        order: index + 1,
      })),
    );
  }),
];

const meta = {
  title: 'Back office/Promotions',
  component: PromotionsPage,
  decorators: [withBackoffice],
  parameters: {
    route: '/content/promotions',
    token: 'editor-token',
    msw: {
      handlers: [...promotionHandlers, ...contentPictureHandlers, ...productHandlers, ...backofficeHandlers],
    },
  },
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'โปรโมชัน' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'โปรโมชัน' });
    await within(table).findByText('สัปดาห์เกมมิ่ง ลดสูงสุด 20%');
    await expect(within(table).getByText('ปิดใช้')).toBeVisible();
    await expect(within(table).getAllByText('เปิดใช้')).toHaveLength(2);
    // The first cannot move up, the last cannot move down.
    await expect(within(table).getByRole('button', { name: 'เลื่อนขึ้น gaming-week' })).toBeDisabled();
    await expect(within(table).getByRole('button', { name: 'เลื่อนลง songkran' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'เลื่อนลง gaming-week' }));
    await expect(await canvas.findByText('บันทึกลำดับใหม่แล้ว')).toBeVisible();
    await expect(sent).toEqual([
      { path: '/promotion-order', body: { keys: ['free-shipping', 'gaming-week', 'songkran'] } },
    ]);
    // Only the promotions entry is the current page, not the content one above it.
    await expect(canvas.getByRole('link', { name: 'โปรโมชัน' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'เนื้อหาหน้าร้าน' })).not.toHaveAttribute('aria-current');
  },
};

export const EmptyOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/promotions'), () => ok([])),
        ...promotionHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No promotions yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New promotion' })).toBeVisible();
  },
};

export const EditEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Promotions' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit สัปดาห์เกมมิ่ง ลดสูงสุด 20%' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Edit promotion “สัปดาห์เกมมิ่ง ลดสูงสุด 20%”' }),
    );
    await expect(dialog.queryByLabelText('Key')).toBeNull();
    await expect(await dialog.findByRole('checkbox', { name: 'Graphics Card' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Power Supply' }));
    const english = dialog.getByLabelText('Title (English)');
    await userEvent.clear(english);
    await userEvent.type(english, 'Gaming week, up to 25% off');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save promotion' }));
    await expect(await canvas.findByText('Promotion “สัปดาห์เกมมิ่ง ลดสูงสุด 20%” saved')).toBeVisible();
    await expect(sent).toEqual([
      {
        path: '/promotions/gaming-week',
        body: {
          kind: 'sale',
          status: 'inactive',
          title: { th: 'สัปดาห์เกมมิ่ง ลดสูงสุด 20%', en: 'Gaming week, up to 25% off' },
          subTitle: promotions[0]?.subTitle,
          categoryKeys: ['gpu', 'psu'],
          skus: promotions[0]?.skus,
          link: '/promotion/gaming-week',
          image: '/images/promotions/gaming-week.svg',
        },
      },
    ]);
  },
};

export const CreateOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มโปรโมชัน' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มโปรโมชัน' }));
    await userEvent.type(dialog.getByLabelText('ลิงก์'), typed.unsafeLink);
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกโปรโมชัน' }));
    await expect(await dialog.findByText('กรุณากรอกชื่อภาษาไทย')).toBeVisible();
    await expect(dialog.getByText('ใช้ตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีดเดี่ยวเท่านั้น')).toBeVisible();
    await expect(dialog.getByText('ลิงก์ต้องขึ้นต้นด้วย / หรือ https:// (ที่อยู่แบบอื่นใช้ไม่ได้)')).toBeVisible();
    await expect(sent).toEqual([]);

    await userEvent.type(dialog.getByLabelText('คีย์'), 'cpu-deals');
    await userEvent.type(dialog.getByLabelText('ชื่อ (ไทย)'), 'ซีพียูราคาพิเศษ');
    await userEvent.clear(dialog.getByLabelText('ลิงก์'));
    await userEvent.type(dialog.getByLabelText('ลิงก์'), '/promotion/cpu-deals');
    await userEvent.type(dialog.getByLabelText('สินค้า (รหัสสินค้า)'), typed.skus);
    await userEvent.type(dialog.getByLabelText('รูปภาพ'), typed.missingUpload);
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกโปรโมชัน' }));
    // The server knows no such products and no such upload: each unknown SKU is named, the picture
    // is refused at its field, and nothing typed is lost.
    await expect(await dialog.findByText('ไม่มีสินค้ารหัสเหล่านี้: NO-SUCH-SKU, ALSO-MISSING')).toBeVisible();
    await expect(dialog.getByText('ไม่มีรูปที่อัปโหลดไว้ที่เส้นทางนี้ กรุณาอัปโหลดรูปอีกครั้ง')).toBeVisible();
    await expect(dialog.getByText('กรุณาแก้ไขช่องที่ทำเครื่องหมายไว้')).toBeVisible();
    await expect(dialog.getByLabelText('ชื่อ (ไทย)')).toHaveValue('ซีพียูราคาพิเศษ');
    await expect(dialog.getByLabelText('สินค้า (รหัสสินค้า)')).toHaveValue(typed.skus);

    await userEvent.clear(dialog.getByLabelText('สินค้า (รหัสสินค้า)'));
    await userEvent.type(dialog.getByLabelText('สินค้า (รหัสสินค้า)'), 'GPU-ASUS-RTX5070-12G');
    await userEvent.clear(dialog.getByLabelText('รูปภาพ'));
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกโปรโมชัน' }));
    await expect(await canvas.findByText('เพิ่มโปรโมชัน “ซีพียูราคาพิเศษ” ไว้ท้ายแถบแล้ว')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/promotions',
      body: {
        key: 'cpu-deals',
        kind: 'sale',
        status: 'active',
        title: { th: 'ซีพียูราคาพิเศษ', en: '' },
        subTitle: { th: '', en: '' },
        categoryKeys: [],
        skus: ['GPU-ASUS-RTX5070-12G'],
        link: '/promotion/cpu-deals',
        image: null,
      },
    });
  },
};

export const ServerErrorEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.put(mswBackofficePath('/promotions/{promotionKey}'), () => refused(500, 'INTERNAL_ERROR')),
        ...promotionHandlers,
        ...productHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Promotions' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit โปรสงกรานต์ คลายร้อน' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit promotion “โปรสงกรานต์ คลายร้อน”' }));
    const subTitle = dialog.getByLabelText('Subtitle (English)');
    await userEvent.clear(subTitle);
    await userEvent.type(subTitle, 'Back next April');
    await userEvent.click(dialog.getByRole('button', { name: 'Save promotion' }));
    await expect(await dialog.findByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(dialog.getByLabelText('Subtitle (English)')).toHaveValue('Back next April');
  },
};

export const ListFailsOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/promotions'), () => HttpResponse.error()),
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

export const PackerIsRefusedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Promotions' })).toBeNull();
  },
};

export const UploadPictureOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Promotions' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit สัปดาห์เกมมิ่ง ลดสูงสุด 20%' }));
    const dialogElement = await screen.findByRole('dialog', {
      name: 'Edit promotion “สัปดาห์เกมมิ่ง ลดสูงสุด 20%”',
    });
    const dialog = within(dialogElement);
    const area = dialog.getByRole('region', { name: 'Upload a picture for Picture' });
    const picker = area.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      picker,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'gaming.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(dialog.getByLabelText('Picture')).toHaveValue(UPLOADED_BANNER));
    await expect(
      await within(area).findByRole('img', { name: `The picture now: ${UPLOADED_BANNER}` }),
    ).toBeVisible();
    area.scrollIntoView({ block: 'end' });
  },
};
