import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CategoryMenu } from './CategoryMenu.tsx';
import { fixtureItems } from './categoryItems.fixture.ts';

const thaiItems = fixtureItems('th');
const englishItems = fixtureItems('en');

const meta = {
  title: 'UI/CategoryMenu',
  component: CategoryMenu,
  args: { status: 'ready', items: thaiItems, onRetry: fn(), layout: 'bar' },
} satisfies Meta<typeof CategoryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };

export const DesktopThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'อุปกรณ์คอมพิวเตอร์' });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'ซีพียู' })).toBeVisible();

    // Escape closes the panel and gives focus back to its entry; Enter opens it again.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Arrow down moves into the panel, starting with the link to the whole category.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'ดูอุปกรณ์คอมพิวเตอร์ทั้งหมด' })).toHaveFocus();
  },
};

export const DesktopEnglish: Story = {
  args: { items: englishItems },
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const peripherals = canvas.getByRole('button', { name: 'Peripherals & Gaming Gear' });
    await expect(peripherals).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(peripherals).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'QHD (2K) Monitor' })).toHaveAttribute(
      'href',
      '/category/Peripherals%20%26%20Gaming%20Gear/Monitor/QHD%20(2K)%20Monitor',
    );
  },
};

export const MobileThai: Story = {
  args: { layout: 'list' },
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'อุปกรณ์คอมพิวเตอร์' });
    await expect(canvas.queryByRole('link', { name: 'ซีพียู' })).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'ซีพียู' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ซ็อกเก็ต AM5 (AMD)' })).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  args: { items: englishItems, layout: 'list' },
  globals: { ...mobile, locale: 'en' },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดหมวดหมู่สินค้า…');
  },
};

export const LoadingMobile: Story = {
  args: { status: 'loading', layout: 'list' },
  globals: mobile,
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('โหลดหมวดหมู่สินค้าไม่สำเร็จ');
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorEnglish: Story = {
  args: { status: 'error', items: englishItems },
  globals: { locale: 'en' },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ยังไม่มีหมวดหมู่สินค้า')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
