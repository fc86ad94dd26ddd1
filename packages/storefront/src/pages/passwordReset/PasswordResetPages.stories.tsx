import { envelope, mswPath, serverErrorBody } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

/** The emails asked for, to check what the page sent. */
const asked: string[] = [];

const requested = http.post(mswPath('/customers/password-reset'), async ({ request }) => {
  asked.push(((await request.json()) as { email: string }).email);
  await delay(100);
  return HttpResponse.json(envelope({ linkMinutes: 30 }), { status: 202 });
});
const confirmed = http.post(mswPath('/customers/password-reset/confirm'), async ({ request }) => {
  const { token } = (await request.json()) as { token: string };
  await delay(100);
  if (token !== 'a-valid-token-from-the-mail') {
    return HttpResponse.json(
      {
        success: false,
        code: 'RESET_TOKEN_INVALID',
        message: 'This reset link is invalid, used or expired; please ask for a new one',
      },
      { status: 400 },
    );
  }
  return HttpResponse.json(envelope({ revokedSessions: 2 }));
});

const meta = {
  title: 'Pages/Password reset',
  component: ForgotPasswordPage,
  decorators: [withApp],
  parameters: { route: '/forgot-password', msw: { handlers: [requested, confirmed, ...appHandlers] } },
  beforeEach() {
    prepareStorage();
    asked.length = 0;
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskThai: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText(/^อีเมล/);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    await expect(await canvas.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeVisible();
    await expect(asked).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, ' somchai@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    await expect(await canvas.findByText(/ใช้ได้ครั้งเดียวภายใน 30 นาที/)).toBeVisible();
    await expect(asked).toEqual(['somchai@example.com']);
  },
};

export const AskFailsEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.post(mswPath('/customers/password-reset'), () =>
          HttpResponse.json(serverErrorBody, { status: 500 }),
        ),
        ...appHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'somchai@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('Something went wrong. Please try again')).toBeVisible();
    // What was typed stays, to try again.
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('somchai@example.com');
  },
};

export const SetNewPasswordEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/reset-password?token=a-valid-token-from-the-mail' },
  play: async ({ canvas, userEvent }) => {
    const password = await canvas.findByLabelText(/^New password/);
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(await canvas.findByText('The password needs at least 8 characters')).toBeVisible();
    await userEvent.type(password, '-but-longer');
    await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), 'short-but-longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your new password is set' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const UsedLinkThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { route: '/reset-password?token=a-token-already-used' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^รหัสผ่านใหม่/), 'a-brand-new-secret');
    await userEvent.type(canvas.getByLabelText(/^ยืนยันรหัสผ่านใหม่/), 'a-brand-new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    await expect(await canvas.findByText(/ลิงก์นี้ใช้ไม่ได้แล้ว/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ขอลิงก์ใหม่' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const LinkWithoutToken: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/reset-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This link no longer works/)).toBeVisible();
  },
};
