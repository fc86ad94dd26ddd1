import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withStorefront } from '../../content/storySupport.tsx';
import { FilterDrawerFooter } from './FilterDrawerFooter.tsx';

const meta = {
  title: 'Pages/List/Filter drawer footer',
  component: FilterDrawerFooter,
  decorators: [withStorefront],
  parameters: { layout: 'padded' },
  args: { label: 'ดูสินค้า 3 รายการ', disabled: false, onShow: fn(), onRetry: fn() },
} satisfies Meta<typeof FilterDrawerFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** The results are counted: the button closes the drawer on them. */
export const ReadyThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ดูสินค้า 3 รายการ' }));
    await expect(args.onShow).toHaveBeenCalledOnce();
  },
};

export const ReadyEnglishDesktop: Story = {
  globals: { ...desktop, locale: 'en' },
  args: { label: 'Show 1 product' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show 1 product' })).toBeEnabled();
  },
};

/** While the count is asked for, or when nothing matches, the button is off. */
export const Loading: Story = {
  globals: { ...mobile, locale: 'th' },
  args: { label: 'กำลังโหลดสินค้า…', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'กำลังโหลดสินค้า…' })).toBeDisabled();
  },
};

export const Empty: Story = {
  globals: { ...mobile, locale: 'en' },
  args: { label: 'Show 0 products', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show 0 products' })).toBeDisabled();
  },
};

/** The count failed: the reason, and a button to ask again. */
export const CountFailed: Story = {
  globals: { ...mobile, locale: 'en' },
  args: { error: 'Could not connect to the server' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not connect to the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
