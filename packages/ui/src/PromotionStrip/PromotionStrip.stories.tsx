import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PromotionStrip } from './PromotionStrip.tsx';

const meta = {
  title: 'UI/PromotionStrip',
  component: PromotionStrip,
  args: { status: 'ready', title: 'ส่งฟรีทั่วไทย ทุกคำสั่งซื้อ', href: '/promotion/free-shipping' },
} satisfies Meta<typeof PromotionStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InternalLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: /ส่งฟรีทั่วไทย/ });
    await expect(link).toHaveAttribute('href', '/promotion/free-shipping');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
    await expect(link.getBoundingClientRect().height).toBe(45);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const ExternalLinkEnglish: Story = {
  args: { title: 'Free build advice on LINE @probuild', href: 'https://line.me/R/ti/p/@probuild' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Free build advice on LINE @probuild (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', 'https://line.me/R/ti/p/@probuild');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const UnsafeLinkIsNoLink: Story = {
  args: { title: 'ลดรับปีใหม่ สูงสุด 30%', href: 'javascript:alert(1)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('ลดรับปีใหม่ สูงสุด 30%')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[href]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดโปรโมชั่น...');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ErrorThai: Story = {
  args: { status: 'error', errorMessage: 'ไม่สามารถดึงข้อมูลแบนเนอร์ได้' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่สามารถดึงข้อมูลแบนเนอร์ได้');
  },
};

export const Empty: Story = {
  args: { title: undefined, href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('โปรโมชั่นพิเศษ')).toBeVisible();
  },
};

export const MobileLongTitleEnglish: Story = {
  args: { title: 'Free delivery anywhere in Thailand on every order', href: '/promotion/free-shipping' },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    // A title longer than the phone is cut with an ellipsis; the strip keeps its height.
    const link = canvas.getByRole('link', { name: 'Free delivery anywhere in Thailand on every order' });
    await expect(link.getBoundingClientRect().height).toBe(45);
  },
};
