import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, spyOn, waitFor } from 'storybook/test';
import { productHandlers } from '../../products.fixture.ts';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';

const meta = {
  title: 'Back office/Product editor',
  decorators: [withBackoffice],
  parameters: {
    route: '/products/GPU-ASUS-RTX5080-PRIME',
    token: 'editor-token',
    msw: { handlers: [...productHandlers, ...backofficeHandlers] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewGraphicsCardEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/products/new' },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Product details' });
    await expect(canvas.getByText('Choose a category to see its specification fields')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'gpu-asus-rtx5080-new');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Graphics Card' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ASUS' }));
    // A missing brand is made on the Brands page, in a new tab so nothing typed here is lost.
    const manage = canvas.getByRole('link', { name: 'Manage brands' });
    await expect(manage).toHaveAttribute('href', '/brands');
    await expect(manage).toHaveAttribute('target', '_blank');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Model' }), 'RTX 5080 New');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (Thai)' }), 'ASUS RTX 5080 New');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (English)' }), 'ASUS RTX 5080 New');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Short description (Thai)' }), 'การ์ดจอ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Short description (English)' }), 'A card');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price (baht)' }), '45990.50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Board power' }), '360');
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    // The builder's specs are required before anything is sent.
    await expect(await canvas.findByText('The PC builder needs this specification')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card length' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(sent.filter((call) => call.path === 'POST /products')).toHaveLength(0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card length' }), '304');
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(sent.find((call) => call.path === 'POST /products')?.body).toMatchObject({
        sku: 'GPU-ASUS-RTX5080-NEW',
        categoryKey: 'gpu',
        price: '45990.50',
        salePrice: null,
        specs: { lengthMm: 304, tdpW: 360 },
      }),
    );
    await expect(form).toBeInTheDocument();
  },
};

export const RefusedByTheServerThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const price = await canvas.findByRole('textbox', { name: 'ราคาลด (บาท)' });
    await expect(price).toHaveValue('42990');
    await userEvent.clear(price);
    await userEvent.type(price, '49990');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    // Each field the server names shows its problem in the editor's language; nothing typed is lost.
    await expect(await canvas.findByText('ราคาลดต้องต่ำกว่าราคาปกติ')).toBeVisible();
    await expect(canvas.getByText('ระบบจัดสเปกคอมต้องใช้ค่านี้')).toBeVisible();
    await expect(canvas.getByText('กรุณาแก้ไขช่องที่มีข้อความแจ้ง')).toBeVisible();
    await expect(price).toHaveValue('49990');
  },
};

export const PublishEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Hidden')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Published: shoppers see it now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(sent.filter((call) => call.path === 'publish')).toHaveLength(1);
  },
};

export const PackerReadsOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    const price = await canvas.findByRole('textbox', { name: 'ราคา (บาท)' });
    await expect(price).toBeDisabled();
    await expect(canvas.getByText('บทบาทของคุณดูข้อมูลสินค้าได้เท่านั้น')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'เผยแพร่' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'จัดการแบรนด์' })).toBeNull();
  },
};

export const LoadingEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/products/{sku}'), async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...productHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const NotFoundThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { route: '/products/NO-SUCH-PRODUCT' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่พบสินค้ารหัสนี้')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

export const LeavingWithUnsavedChangesAsksEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const model = await canvas.findByRole('textbox', { name: 'Model' });
    const confirm = spyOn(window, 'confirm').mockReturnValue(false);
    try {
      await userEvent.type(model, ' Mk II');
      await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
      // Asked, and staying: the page and what was typed are still there.
      await expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page?');
      await expect(canvas.getByRole('textbox', { name: 'Model' })).toHaveValue(
        'GeForce RTX 5080 PRIME 16GB Mk II',
      );
    } finally {
      confirm.mockRestore();
    }
  },
};
