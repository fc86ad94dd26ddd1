import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { type ToastMessage, ToastProvider, useToast } from './Toast.tsx';

function ShowButton({ toast, children }: { toast: ToastMessage; children: string }) {
  const { show } = useToast();
  return <Button onClick={() => show(toast)}>{children}</Button>;
}

/**
 * The notices' region (F8). Radix also reads each notice out through a hidden live region elsewhere in
 * the page, so texts are looked for inside the region only.
 */
const notices = () => screen.getByRole('region', { name: /F8/ });

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  parameters: { layout: 'padded' },
  args: { children: null },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  render: () => (
    <ToastProvider>
      <ShowButton toast={{ tone: 'success', title: 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว', duration: 60_000 }}>
        เพิ่มลงตะกร้า
      </ShowButton>
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(screen.getByRole('region', { name: 'การแจ้งเตือน (F8)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มลงตะกร้า' }));
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มลงตะกร้า' }));
    const toasts = await within(notices()).findAllByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว');
    await expect(toasts).toHaveLength(2);
    // F8 moves focus to the notices; Tab reaches a notice, then its close button, which dismisses it.
    await userEvent.keyboard('[F8]');
    await expect(screen.getByRole('region', { name: 'การแจ้งเตือน (F8)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('ปิดการแจ้งเตือน');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(notices()).getAllByText('เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว')).toHaveLength(1));
  },
};

export const DisappearsAfterItsDuration: Story = {
  render: () => (
    <ToastProvider>
      <ShowButton toast={{ title: 'Link copied', duration: 500 }}>Copy link</ShowButton>
    </ToastProvider>
  ),
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await within(notices()).findByText('Link copied')).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(notices()).queryByText('Link copied')).toBeNull(), {
      timeout: 2_000,
    });
  },
};

export const ErrorEnglishMobile: Story = {
  render: () => (
    <ToastProvider>
      <ShowButton
        toast={{
          tone: 'error',
          title: 'Failed to add product to cart',
          description: 'Server error, please try again',
          duration: 60_000,
        }}
      >
        Add to cart
      </ShowButton>
    </ToastProvider>
  ),
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await expect(screen.getByText('Server error, please try again')).toBeVisible();
  },
};
