import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { StaffPage } from './StaffPage.tsx';

const meta = {
  title: 'Back office/Staff',
  component: StaffPage,
  decorators: [withBackoffice],
  parameters: { route: '/staff', token: 'owner-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'พนักงาน' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'พนักงาน' });
    await within(table).findByText('somying@probuild.example');
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'พนักงาน' })).toHaveAttribute('aria-current', 'page');
    await expect(within(table).getByRole('button', { name: 'เปิดใช้งาน ปิติ เขียนเก่ง' })).toBeVisible();
  },
};

export const ListPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Staff' });
    await within(table).findByText('mana@probuild.example');
    await expect(within(table).getAllByText('Never')).toHaveLength(1);
  },
};

export const AddStaffEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }));
    await expect(await form.findByText('Please enter a name')).toBeVisible();
    await expect(form.getByText('The password needs at least 12 characters')).toBeVisible();
    await userEvent.type(form.getByLabelText('Name'), 'Wanee Packs');
    await userEvent.type(form.getByLabelText('Email'), 'somying@probuild.example');
    await userEvent.type(form.getByLabelText(/^First password/), 'Kh0ng-Dee-2026!');
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }));
    await expect(await form.findByText('A staff member has this email already')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Email'));
    await userEvent.type(form.getByLabelText('Email'), 'wanee@probuild.example');
    await userEvent.click(form.getByRole('button', { name: 'Add staff member' }));
    await expect(await canvas.findByText('Wanee Packs added')).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/staff',
      body: {
        name: 'Wanee Packs',
        email: 'wanee@probuild.example',
        role: 'packer',
        password: 'Kh0ng-Dee-2026!',
      },
    });
  },
};

export const DeactivateAndRevokeThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'พนักงาน' });
    await userEvent.click(await within(table).findByRole('button', { name: 'ปิดใช้งาน มานะ แพ็คไว' }));
    await expect(await canvas.findByText('บันทึกแล้ว')).toBeVisible();
    await expect(sent.at(-1)).toEqual({ path: '/staff/s-packer', body: { active: false } });
    await userEvent.click(within(table).getByRole('button', { name: 'ออกจากระบบทุกเครื่อง มานะ แพ็คไว' }));
    await expect(await canvas.findByText('ออกจากระบบ มานะ แพ็คไว แล้ว 2 เซสชัน')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'ยกเลิกแอปยืนยันตัวตน สมหญิง รักดี' }));
    await expect(
      await canvas.findByText('ยกเลิกแอปยืนยันตัวตนของ สมหญิง รักดี แล้ว เข้าระบบครั้งหน้าต้องตั้งค่าใหม่'),
    ).toBeVisible();
    await expect(sent.at(-1)).toEqual({ path: '/staff/s-manager', body: { secondFactor: false } });
    // The last owner stays: the server refuses, the page says why.
    await userEvent.click(within(table).getByRole('button', { name: 'ปิดใช้งาน สมชาย ใจดี' }));
    await expect(await canvas.findByText('ร้านต้องมีเจ้าของร้านที่ใช้งานอยู่อย่างน้อยหนึ่งคน')).toBeVisible();
  },
};

export const PackerIsRefusedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ListFailsThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: {
    msw: {
      handlers: [http.get(mswBackofficePath('/staff'), () => HttpResponse.error()), ...backofficeHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('เชื่อมต่อไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};
