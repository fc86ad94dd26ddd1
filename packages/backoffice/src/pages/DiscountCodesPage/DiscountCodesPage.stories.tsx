import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { contentHandlers } from '../../contentStories.fixture.ts';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { DiscountCodesPage } from './DiscountCodesPage.tsx';

const meta = {
  title: 'Back office/Discount codes',
  component: DiscountCodesPage,
  decorators: [withBackoffice],
  parameters: {
    route: '/discounts',
    token: 'manager-token',
    msw: { handlers: [...contentHandlers, ...backofficeHandlers] },
  },
} satisfies Meta<typeof DiscountCodesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'โค้ดส่วนลด' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'โค้ดส่วนลด' });
    await within(table).findByText('NEWBUILD10');
    await expect(within(table).getByText('10%')).toBeVisible();
    await expect(within(table).getByText('รวม 100 · ต่อคน 1')).toBeVisible();
    await expect(within(table).getByRole('link', { name: '2 ครั้ง การใช้ NEWBUILD10' })).toHaveAttribute(
      'href',
      '/discounts/NEWBUILD10',
    );
    await expect(within(table).getByText('ปิดใช้งาน', { selector: 'span' })).toBeVisible();
  },
};

export const CreateEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New discount code' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save code' }));
    await expect(await dialog.findByText('A code is 3–32 of A–Z, digits, - and _')).toBeVisible();
    await expect(dialog.getByText('Please enter the discount')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Code'), 'save500');
    await userEvent.type(dialog.getByLabelText('Name (Thai)'), 'ลด 500');
    await userEvent.type(dialog.getByLabelText('Name (English)'), '500 off');
    await userEvent.type(dialog.getByLabelText('Percent'), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Save code' }));
    await expect(await dialog.findByText('A percentage is 1 to 99')).toBeVisible();
    // The server knows the code already: the message shows at the code, and nothing typed is lost.
    await userEvent.clear(dialog.getByLabelText('Percent'));
    await userEvent.type(dialog.getByLabelText('Percent'), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Save code' }));
    await expect(await dialog.findByText('This code exists already (in any letter case)')).toBeVisible();
    await expect(dialog.getByLabelText('Name (English)')).toHaveValue('500 off');
    await userEvent.clear(dialog.getByLabelText('Code'));
    await userEvent.type(dialog.getByLabelText('Code'), 'rainy15');
    await userEvent.type(dialog.getByLabelText('Last day'), '2026-12-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Save code' }));
    await expect(await canvas.findByText('Code RAINY15 saved')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/discount-codes',
      body: {
        code: 'RAINY15',
        name: { th: 'ลด 500', en: '500 off' },
        kind: 'percent',
        value: 15,
        active: true,
        startsAt: null,
        expiresAt: '2026-12-31T23:59:59+07:00',
        minSpend: 0,
        totalUses: null,
        usesPerCustomer: 1,
      },
    });
  },
};

export const DeactivateOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'โค้ดส่วนลด' });
    await userEvent.click(await within(table).findByRole('button', { name: 'ปิดใช้งาน NEWBUILD10' }));
    await expect(await canvas.findByText('ปิดใช้งาน NEWBUILD10 แล้ว ลูกค้าใช้โค้ดนี้ไม่ได้อีก')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/discount-codes/NEWBUILD10',
      body: expect.objectContaining({ active: false, kind: 'percent', value: 10, minSpend: 20000 }),
    });
  },
};

export const AmountTooSmallThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'โค้ดส่วนลด' });
    await userEvent.click(await within(table).findByRole('button', { name: 'แก้ไข SAVE500' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'แก้ไขโค้ด SAVE500' }));
    await expect(dialog.getByLabelText('จำนวนบาท')).toHaveValue('500');
    await userEvent.clear(dialog.getByLabelText('จำนวนบาท'));
    await userEvent.type(dialog.getByLabelText('จำนวนบาท'), '50');
    await userEvent.type(dialog.getByLabelText('วันแรกที่ใช้ได้'), '2026-12-10');
    await userEvent.type(dialog.getByLabelText('วันสุดท้ายที่ใช้ได้'), '2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกโค้ด' }));
    await expect(await dialog.findByText('ส่วนลดแบบจำนวนเงินต้องอย่างน้อย 100 บาท')).toBeVisible();
    await expect(dialog.getByText('วันสิ้นสุดต้องไม่ก่อนวันเริ่ม')).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

export const EditorIsRefusedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'editor-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Discount codes' })).toBeNull();
  },
};

export const ListFailsOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/discount-codes'), () => HttpResponse.error()),
        ...contentHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Cannot connect. Please check the internet and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
