import { envelope, mswPath } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  appHandlers,
  desktop,
  mobile,
  prepareStorage,
  somchai,
  withApp,
} from '../../../shell/storySupport.tsx';
import ProfilePage from '../ProfilePage.tsx';

/** The profile page of Somchai as the server answers it, with these fields changed. */
const profileOf = (changes: Partial<typeof somchai>) =>
  http.get(mswPath('/customers/profile'), () => HttpResponse.json(envelope({ ...somchai, ...changes })));

const sent = (channel: 'email' | 'sms', destination: string, resendAfterSeconds = 60) =>
  HttpResponse.json(
    envelope({ channel, destination, expiresAt: '2030-01-01T00:00:00Z', resendAfterSeconds }),
    { status: 202 },
  );

const meta = {
  title: 'Pages/Profile/Verification',
  component: ProfilePage,
  decorators: [withApp],
  parameters: { route: '/profile', msw: { handlers: appHandlers } },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new email waits for its link: the page says which email still signs in, and sends the link again. */
export const PendingEmailChange: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(
      profileOf({ pendingEmail: 'somchai.new@example.com', phoneVerified: true }),
      http.post(mswPath('/customers/create-email-verification'), async ({ request }) => {
        const body = (await request.json()) as { email: string };
        return body.email === 'somchai.new@example.com'
          ? sent('email', 'so****@example.com', 2)
          : HttpResponse.json({ success: false, code: 'EMAIL_MISMATCH', message: 'x' }, { status: 422 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'ยืนยันข้อมูลของคุณ' });
    await expect(panel).toHaveTextContent(
      'อีเมลใหม่ somchai.new@example.com รอการยืนยัน: กรุณาเปิดลิงก์ที่เราส่งไปที่อีเมลนั้น ระหว่างนี้คุณยังเข้าสู่ระบบด้วย somchai@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งลิงก์ยืนยัน' }));
    await expect(await canvas.findByText('ส่งลิงก์ไปที่ so****@example.com แล้ว ลิงก์ใช้ได้ 24 ชั่วโมง')).toBeVisible();
    // Asked again only after the server's wait (2 s here), counted down on the button.
    await expect(canvas.getByRole('button', { name: /ขอใหม่ได้ใน [12] วินาที/ })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ส่งลิงก์อีกครั้ง' })).toBeEnabled(), {
      timeout: 4_000,
    });
  },
};

/** An unconfirmed email whose link was asked for a moment ago: the server's 429 says to wait. */
export const EmailLinkTooSoonEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(
      profileOf({ emailVerified: false, phoneVerified: true }),
      http.post(mswPath('/customers/create-email-verification'), () =>
        HttpResponse.json({ success: false, code: 'RATE_LIMITED', message: 'wait' }, { status: 429 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('Your email somchai@example.com is not confirmed yet.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    await expect(await canvas.findByText('Please wait a minute before asking again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a confirmation link' })).toBeEnabled();
  },
};

/** The phone by SMS: a code of the wrong shape is refused here, a wrong one by the server, a right one confirms it. */
export const PhoneCode: Story = {
  globals: { ...desktop, locale: 'en' },
  beforeEach({ msw }) {
    let verified = false;
    msw.use(
      http.get(mswPath('/customers/profile'), () =>
        HttpResponse.json(envelope({ ...somchai, phoneVerified: verified })),
      ),
      http.post(mswPath('/customers/create-phone-verification'), () => sent('sms', '081***5678')),
      http.post(mswPath('/customers/verify-phone'), async ({ request }) => {
        await delay(100);
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456') {
          return HttpResponse.json(
            { success: false, code: 'VERIFICATION_CODE_INVALID', message: 'wrong' },
            { status: 422 },
          );
        }
        verified = true;
        return HttpResponse.json(envelope({ phone: '0812345678', phoneVerified: true }));
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your phone 0812345678 is not confirmed yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code by SMS' }));
    const code = await canvas.findByRole('textbox', { name: '6-digit code' });
    await expect(canvas.getByText('Sent to 081***5678; it works for 5 minutes.')).toBeVisible();
    await userEvent.type(code, '12a3');
    await expect(code).toHaveValue('123');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Please enter the 6 digits of the code')).toBeVisible();
    await userEvent.type(code, '000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByText('This code is not right. Please check it and try again.'),
    ).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    // Confirmed, the profile has nothing left to confirm.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Confirm your details' })).toBeNull());
  },
};

/** The number has had its SMS codes for now: the server's TOO_MANY_MESSAGES, not a minute's wait. */
export const SmsOverLimitsThai: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(
      http.post(mswPath('/customers/create-phone-verification'), () =>
        HttpResponse.json(
          { success: false, code: 'TOO_MANY_MESSAGES', message: 'over' },
          { status: 429, headers: { 'retry-after': '3000' } },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ส่งรหัสทาง SMS' }));
    await expect(
      await canvas.findByText('ส่งอีเมลและ SMS ครบจำนวนที่ทำได้ในตอนนี้แล้ว จึงยังไม่ได้ทำรายการนี้ กรุณาลองใหม่ภายหลัง'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'รหัส 6 หลัก' })).toBeNull();
  },
};
