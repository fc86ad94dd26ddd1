import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  appHandlers,
  customerHandlers,
  desktop,
  mobile,
  prepareStorage,
  withApp,
} from '../../shell/storySupport.tsx';
import ProfilePage from './ProfilePage.tsx';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  decorators: [withApp],
  parameters: { route: '/profile', msw: { handlers: appHandlers } },
  beforeEach() {
    prepareStorage({ signedIn: true });
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThaiBuddhistDates: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'สมชาย ใจดี' })).toBeVisible();
    // The initials stand in for the picture (ใจดี → จ: a leading vowel is skipped); the name is written
    // beside them, so they are decorative.
    await expect(canvas.getByText('สจ')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'สมชาย ใจดี' })).toBeNull();
    await expect(canvas.getByText('15 มกราคม 2568 เวลา 10:20')).toBeVisible();
    await expect(canvas.getByText('1 กุมภาพันธ์ 2568 เวลา 17:05')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'แก้ไขโปรไฟล์' })).toHaveAttribute('href', '/profile/edit');
    await expect(canvas.getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' })).toHaveAttribute(
      'href',
      '/profile/change-password',
    );
  },
};

export const EnglishMobile: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('15 January 2025 at 10:20')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(customerHandlers.profileLoading);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('กำลังโหลดโปรไฟล์…')).toBeVisible();
  },
};

export const LoadErrorWithRetry: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(customerHandlers.profileError);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดข้อมูลได้');
    await userEvent.click(canvas.getByRole('button', { name: 'ลองใหม่' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดข้อมูลได้');
  },
};

export const NotFound: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(customerHandlers.profileNotFound);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูลโปรไฟล์');
    await expect(canvas.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeEnabled();
  },
};
