import { envelope, mswPath } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import VerifyEmailPage from './VerifyEmailPage.tsx';

const TOKEN = 'tKn_0123456789abcdefghijklmnopqrstuvwxyzABCD';

const meta = {
  title: 'Pages/VerifyEmail',
  component: VerifyEmailPage,
  decorators: [withApp],
  parameters: { route: `/verify-email?token=${TOKEN}`, msw: { handlers: appHandlers } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (status: number, code: string) =>
  http.get(mswPath('/customers/verify-email/{token}'), () =>
    HttpResponse.json({ success: false, code, message: code }, { status }),
  );

/** The link is confirmed once, whatever the page does (the server counts the calls). */
export const Confirmed: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(mswPath('/customers/verify-email/{token}'), ({ params }) => {
        calls += 1;
        if (params.token !== TOKEN || calls > 1) {
          return HttpResponse.json(
            { success: false, code: 'VERIFICATION_TOKEN_INVALID', message: 'x' },
            { status: 404 },
          );
        }
        return HttpResponse.json(envelope({ email: 'somchai.new@example.com', emailVerified: true }));
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ยืนยันอีเมล somchai.new@example.com เรียบร้อยแล้ว')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ไปที่โปรไฟล์ของฉัน' })).toHaveAttribute('href', '/profile');
  },
};

export const Checking: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(
      http.get(mswPath('/customers/verify-email/{token}'), async () => {
        await delay('infinite');
        return HttpResponse.json(envelope({ email: 'x@example.com', emailVerified: true }));
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('กำลังยืนยันอีเมลของคุณ…');
  },
};

export const UsedOrExpiredLinkEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(answer(404, 'VERIFICATION_TOKEN_INVALID'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This link is invalid, used or expired. You can ask for a new one from your profile.',
      ),
    ).toBeVisible();
  },
};

/** A link without a token of the right shape is not sent to the server at all. */
export const BrokenLink: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/verify-email?token=%3Cscript%3E' },
  beforeEach({ msw }) {
    msw.use(
      http.get(mswPath('/customers/verify-email/{token}'), () => {
        throw new Error('a token of the wrong shape reached the server');
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This link is invalid, used or expired. You can ask for a new one from your profile.',
      ),
    ).toBeVisible();
  },
};

export const EmailTakenMeanwhile: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(answer(409, 'EMAIL_EXISTS'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('อีเมลนี้ถูกใช้โดยบัญชีอื่นแล้ว กรุณาเลือกอีเมลอื่นในหน้าโปรไฟล์')).toBeVisible();
  },
};

export const ServerFailureWithRetry: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(mswPath('/customers/verify-email/{token}'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
          : HttpResponse.json(envelope({ email: 'somchai@example.com', emailVerified: true }));
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('We could not confirm your email just now.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Your email somchai@example.com is confirmed.')).toBeVisible();
  },
};
