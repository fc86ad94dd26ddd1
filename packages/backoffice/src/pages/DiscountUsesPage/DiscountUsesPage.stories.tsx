import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentHandlers } from '../../contentStories.fixture.ts';
import { backofficeHandlers, desktop, mobile, withBackoffice } from '../../storySupport.tsx';
import { DiscountUsesPage } from './DiscountUsesPage.tsx';

const meta = {
  title: 'Back office/Discount code uses',
  component: DiscountUsesPage,
  decorators: [withBackoffice],
  args: { code: 'NEWBUILD10' },
  parameters: {
    route: '/discounts/NEWBUILD10',
    token: 'owner-token',
    msw: { handlers: [...contentHandlers, ...backofficeHandlers] },
  },
} satisfies Meta<typeof DiscountUsesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UsesThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'การใช้โค้ด NEWBUILD10' })).toBeVisible();
    await expect(await canvas.findByText('ใช้ไป 2 ครั้ง · ยกเลิกแล้ว 1 ครั้ง (คืนสิทธิ์แล้ว)')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'การใช้โค้ด NEWBUILD10' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'PB-20261128-000123' })).toHaveAttribute(
      'href',
      '/orders/PB-20261128-000123',
    );
    await expect(within(table).getByText('฿4,500')).toBeVisible();
  },
};

export const UsesOnAPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 uses · 1 cancelled (given back)')).toBeVisible();
    await expect(canvas.getByText('peter.parker.long.address@example.com')).toBeVisible();
  },
};

export const NoUsesYetEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  args: { code: 'SAVE500' },
  parameters: { route: '/discounts/SAVE500' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order has used this code yet')).toBeVisible();
  },
};

export const UnknownCodeThai: Story = {
  globals: { ...desktop, locale: 'th' },
  args: { code: 'NOPE' },
  parameters: { route: '/discounts/NOPE' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่พบโค้ดส่วนลดนี้')).toBeVisible();
  },
};
