import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const serviceTabs = [
  { value: 'warranty', label: 'การรับประกัน', content: <p>สินค้าทุกชิ้นรับประกัน 2 ปี นับจากวันที่ได้รับสินค้า</p> },
  { value: 'refund', label: 'การคืนสินค้าและคืนเงิน', content: <p>คืนสินค้าได้ภายใน 7 วันนับจากวันที่ได้รับสินค้า</p> },
  { value: 'check', label: 'ตรวจสอบการรับประกัน', content: <p>กรอกหมายเลขซีเรียลเพื่อตรวจสอบ</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  args: { label: 'บริการหลังการขาย', items: serviceTabs, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardThai: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'บริการหลังการขาย' })).toBeVisible();
    const warranty = canvas.getByRole('tab', { name: 'การรับประกัน' });
    await expect(warranty).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('รับประกัน 2 ปี');

    await userEvent.tab();
    await expect(warranty).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const refund = canvas.getByRole('tab', { name: 'การคืนสินค้าและคืนเงิน' });
    await expect(refund).toHaveFocus();
    await expect(refund).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('refund');
    await expect(canvas.getByRole('tabpanel', { name: 'การคืนสินค้าและคืนเงิน' })).toHaveTextContent('ภายใน 7 วัน');
    // Tab leaves the tab list for the open panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ControlledEnglish: Story = {
  args: {
    label: 'My account',
    value: 'orders',
    items: [
      { value: 'personal-info', label: 'Personal info', content: <p>Name, email and phone.</p> },
      { value: 'addresses', label: 'Addresses', content: <p>Shipping and tax-invoice addresses.</p> },
      { value: 'orders', label: 'Order history', content: <p>Your orders.</p> },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Order history' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Addresses' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('addresses');
  },
};

export const MobileScrolls: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The edges show a shade where tabs are out of sight (fixed to the box), under covers that move
    // with the tabs and hide it at the first or last tab.
    await expect(getComputedStyle(list).backgroundAttachment).toBe('local, local, scroll, scroll');
  },
};

const accountTabs = [
  { value: 'personal-info', label: 'ข้อมูลส่วนตัว', content: <p>ชื่อ อีเมล และเบอร์โทรศัพท์</p> },
  { value: 'address', label: 'ที่อยู่', content: <p>ที่อยู่จัดส่งและที่อยู่ใบกำกับภาษี</p> },
  { value: 'order-history', label: 'ประวัติการสั่งซื้อ', content: <p>คำสั่งซื้อของคุณ</p> },
];

export const SideMenuDesktop: Story = {
  args: { label: 'บัญชีของฉัน', items: accountTabs, layout: 'side' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'บัญชีของฉัน' });
    // Beside the panel: the menu is a column left of the open panel.
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    const panel = canvas.getByRole('tabpanel');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().left);
    await userEvent.click(canvas.getByRole('tab', { name: 'ที่อยู่' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('ที่อยู่จัดส่ง');
  },
};

export const SideMenuMobileOnTop: Story = {
  args: { label: 'บัญชีของฉัน', items: accountTabs, layout: 'side' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    // Below 768 px the side menu becomes tabs above the panel.
    await expect(getComputedStyle(list).flexDirection).toBe('row');
    await expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('tabpanel').getBoundingClientRect().top,
    );
  },
};
