import { envelope, getHandler } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  appHandlers,
  customerHandlers,
  desktop,
  mobile,
  prepareStorage,
  withApp,
} from '../../shell/storySupport.tsx';
import LoginPage from './LoginPage.tsx';

const meta = {
  title: 'Pages/Sign in',
  component: LoginPage,
  decorators: [withApp],
  parameters: { route: '/login', msw: { handlers: appHandlers } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** The page's own form: the shell's header also has a log-in button (it opens the login popup). */
const pageForm = async (canvas: { findByRole: typeof screen.findByRole }) =>
  within(await canvas.findByRole('main'));

export const LoginThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ ProBuild' })).toBeVisible();
    // The buttons come with the list of the providers the shop has set up.
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'เข้าสู่ระบบด้วย Facebook' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeEnabled();
  },
};

/** A shop with LINE sign-in alone: no button opens a popup that could only fail. */
export const LoginWithLineAloneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  beforeEach({ msw }) {
    msw.use(
      getHandler('/customers/social-providers', () => HttpResponse.json(envelope({ providers: ['line'] }))),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Log in with LINE' })).toBeEnabled();
    expect(canvas.queryByRole('button', { name: 'Log in with Google' })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Log in with Facebook' })).toBeNull();
  },
};

export const LoginRequiredFields: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const form = await pageForm(canvas);
    await userEvent.click(await form.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('กรุณากรอกอีเมลและรหัสผ่าน');
  },
};

export const LoginWrongPasswordEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'somchai@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.click((await pageForm(canvas)).getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // The form keeps what was typed.
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('somchai@example.com');
  },
};

export const LoginNetworkError: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(customerHandlers.loginNetworkError);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^อีเมล/), 'somchai@example.com');
    await userEvent.type(canvas.getByLabelText(/^รหัสผ่าน/), 'correct-horse');
    await userEvent.click((await pageForm(canvas)).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    );
  },
};

export const RegisterDisabledUntilComplete: Story = {
  parameters: { route: '/register' },
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const submit = await canvas.findByRole('button', { name: 'สมัครสมาชิก' });
    await expect(submit).toBeDisabled();
    await userEvent.type(field('ชื่อ'), 'สมชาย');
    await userEvent.type(field('นามสกุล'), 'ใจดี');
    await userEvent.type(field('อีเมล'), 'somchai@example');
    await userEvent.type(field('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.type(field('รหัสผ่าน'), 'correct-horse');
    await userEvent.type(field('ยืนยันรหัสผ่าน'), 'correct-hors');
    await expect(submit).toBeDisabled();
    await userEvent.type(field('ยืนยันรหัสผ่าน'), 'e');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    // The contract's email format is checked before anything is sent.
    await expect(await canvas.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeVisible();
  },
};

/** The four bad values of a hurried shopper: each field says what is wrong as it is left. */
const badRegistration = async (
  canvas: { findByLabelText: typeof screen.findByLabelText; findByText: typeof screen.findByText },
  userEvent: { type(element: Element, text: string): Promise<void>; tab(): Promise<void> },
  labels: { email: string; phone: string; password: string; confirm: string },
  messages: { email: string; phone: string; password: string; confirm: string },
) => {
  await userEvent.type(await canvas.findByLabelText(new RegExp(`^${labels.email}`)), 'somchai@example');
  await userEvent.tab();
  await expect(await canvas.findByText(messages.email)).toBeVisible();
  await userEvent.type(field(labels.phone), 'abc');
  await userEvent.tab();
  await expect(await canvas.findByText(messages.phone)).toBeVisible();
  await userEvent.type(field(labels.password), 'short');
  await userEvent.tab();
  await expect(await canvas.findByText(messages.password)).toBeVisible();
  await userEvent.type(field(labels.confirm), 'shorter');
  await userEvent.tab();
  await expect(await canvas.findByText(messages.confirm)).toBeVisible();
  await expect(field(labels.confirm)).toHaveAccessibleDescription(messages.confirm);
};

export const RegisterFieldMessagesThai: Story = {
  parameters: { route: '/register' },
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await badRegistration(
      canvas,
      userEvent,
      { email: 'อีเมล', phone: 'เบอร์โทรศัพท์', password: 'รหัสผ่าน', confirm: 'ยืนยันรหัสผ่าน' },
      {
        email: 'กรุณากรอกอีเมลให้ถูกต้อง',
        phone: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง เช่น 081-234-5678',
        password: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
        confirm: 'รหัสผ่านไม่ตรงกัน',
      },
    );
  },
};

export const RegisterFieldMessagesEnglish: Story = {
  parameters: { route: '/register' },
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await badRegistration(
      canvas,
      userEvent,
      { email: 'Email', phone: 'Phone number', password: 'Password', confirm: 'Confirm password' },
      {
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number, e.g. 081-234-5678',
        password: 'The password needs at least 8 characters',
        confirm: 'Passwords do not match',
      },
    );
    // A first name left empty says so too.
    await userEvent.click(field('First name'));
    await userEvent.tab();
    await expect(await canvas.findByText('Please fill in all required fields')).toBeVisible();
  },
};

export const RegisterSuccessEnglish: Story = {
  parameters: { route: '/register' },
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^First name/), 'Somchai');
    await userEvent.type(field('Last name'), 'Jaidee');
    await userEvent.type(field('Email'), 'somchai@example.com');
    await userEvent.type(field('Phone number'), '081-234-5678');
    await userEvent.type(field('Password'), 'correct-horse');
    await userEvent.type(field('Confirm password'), 'correct-horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Registration successful, please login',
    );
    await expect(canvas.queryByLabelText(/^First name/)).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Log in' })).toBeVisible();
    // The email just registered is already in the login form.
    await expect(field('Email')).toHaveValue('somchai@example.com');
  },
};

export const RegisterEmailTaken: Story = {
  parameters: { route: '/register' },
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(customerHandlers.registerEmailTaken);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^ชื่อ/), 'สมชาย');
    await userEvent.type(field('นามสกุล'), 'ใจดี');
    await userEvent.type(field('อีเมล'), 'somchai@example.com');
    await userEvent.type(field('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.type(field('รหัสผ่าน'), 'correct-horse');
    await userEvent.type(field('ยืนยันรหัสผ่าน'), 'correct-horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไข' }));
    await userEvent.click(canvas.getByRole('button', { name: 'สมัครสมาชิก' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('อีเมลนี้ถูกใช้งานแล้ว');
    await expect(field('อีเมล')).toHaveValue('somchai@example.com');
  },
};

export const SocialSignUpNotConfigured: Story = {
  parameters: { route: '/register' },
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign up with Facebook' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Signing in with Facebook is not available on this shop yet. Please use your email and password.',
      ),
    );
  },
};
