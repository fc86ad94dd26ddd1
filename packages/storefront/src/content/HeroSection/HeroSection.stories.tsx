import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktop, mobile, withStorefront } from '../storySupport.tsx';
import { HeroSection } from './HeroSection.tsx';

const meta = {
  title: 'Pages/Home/Hero carousel',
  component: HeroSection,
  decorators: [withStorefront],
  beforeEach({ msw }) {
    msw.use(handlers.mainPictures.ok);
  },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'พลังเต็มขั้นกับ RTX 5090' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดูสินค้า' })).toHaveAttribute(
      'href',
      '/product/GPU-ASUS-RTX5090-TUF-GAMING-32G',
    );
    // Previous from the first slide wraps to the last; next from there wraps back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'สไลด์ก่อนหน้า' }));
    await expect(canvas.getByRole('heading', { name: 'จัดสเปกคอมในแบบของคุณ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'สไลด์ถัดไป' }));
    await expect(canvas.getByRole('button', { name: 'สไลด์ที่ 1 จาก 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const MobileEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Full power with the RTX 5090' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /2/ }));
    await expect(canvas.getByRole('heading', { name: 'The fastest gaming CPU' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/product/CPU-AMD-R7-9800X3D',
    );
  },
};

export const Loading: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.mainPictures.loading);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('กำลังโหลด...');
  },
};

export const NetworkError: Story = {
  globals: { ...desktop, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.mainPictures.networkError);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้');
  },
};

export const NoImage: Story = {
  globals: { ...mobile, locale: 'th' },
  beforeEach({ msw }) {
    msw.use(handlers.mainPictures.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่มีรูปภาพ')).toBeVisible();
  },
};
