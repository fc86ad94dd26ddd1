import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { SignInPage } from './SignInPage.tsx';

const meta = {
  title: 'Back office/Sign in',
  component: SignInPage,
  decorators: [withBackoffice],
  parameters: { msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบหลังร้าน' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(await canvas.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeVisible();
    await expect(canvas.getByText('กรุณากรอกรหัสผ่าน')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('อีเมล'), 'packer@probuild.example');
    await userEvent.type(canvas.getByLabelText('รหัสผ่าน'), 'Wrong-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(await canvas.findByText('อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  },
};

export const PackerSignsInEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'packer@probuild.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'Right-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hello มานะ แพ็คไว' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Back office menu' });
    // A packer's role holds neither staff nor the audit log.
    await expect(nav).toHaveTextContent('Overview');
    await expect(nav).not.toHaveTextContent('Staff');
    await expect(nav).not.toHaveTextContent('Audit log');
  },
};

export const OwnerCodeStepEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'somchai@probuild.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'Right-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const code = await canvas.findByLabelText('6-digit code');
    await userEvent.type(code, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('The code is 6 digits')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('The code is wrong or already used; try the next one'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('6-digit code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hello สมชาย ใจดี' })).toBeVisible();
    // The code went with the sign-in's own short-lived token.
    await expect(sent.at(-1)).toEqual({
      path: '/session/second-factor',
      body: { code: '123456', token: 'code-challenge' },
    });
    await expect(canvas.getByRole('link', { name: 'Staff' })).toBeVisible();
    // The dashboard it lands on, with its charts drawn: the picture is of the finished page.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-rectangle').length).toBeGreaterThan(20),
    );
  },
};

export const OwnerEnrolsThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('อีเมล'), 'new-owner@probuild.example');
    await userEvent.type(canvas.getByLabelText('รหัสผ่าน'), 'Right-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ตั้งค่าแอปยืนยันตัวตน' })).toBeVisible();
    await expect(canvas.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(canvas.getByRole('link', { name: 'เปิดในแอปยืนยันตัวตน' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    // The same secret as a code to scan, fitting the phone's screen.
    const code = canvas.getByRole('img', { name: 'คิวอาร์โค้ดสำหรับเพิ่มบัญชีนี้ในแอปยืนยันตัวตน' });
    await expect(code).toBeVisible();
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OwnerConfirmsEnrolmentThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('อีเมล'), 'new-owner@probuild.example');
    await userEvent.type(canvas.getByLabelText('รหัสผ่าน'), 'Right-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await userEvent.type(await canvas.findByLabelText('รหัส 6 หลัก'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยัน' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'สวัสดี สมชาย ใจดี' })).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/session/enrolment/confirm',
      body: { code: '123456', token: 'enrol-challenge' },
    });
  },
};
