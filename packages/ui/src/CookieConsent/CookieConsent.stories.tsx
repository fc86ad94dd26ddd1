import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CookieConsent, type CookieConsentProps } from './CookieConsent.tsx';

const meta = {
  title: 'UI/CookieConsent',
  component: CookieConsent,
  args: {
    mode: 'dialog',
    policyHref: '/privacy',
    onAccept: fn(),
    onDecline: fn(),
    onManage: fn(),
    onReset: fn(),
  },
  // The mode follows the choices the way the cookie consent machine moves it (without its timers).
  render: function ConsentFlow(args) {
    const [mode, setMode] = useState<CookieConsentProps['mode']>(args.mode);
    return (
      <CookieConsent
        {...args}
        mode={mode}
        onAccept={() => {
          args.onAccept();
          setMode('banner');
        }}
        onDecline={() => {
          args.onDecline();
          setMode('hidden');
        }}
        onManage={() => {
          args.onManage();
          setMode('dialog');
        }}
        onReset={() => {
          args.onReset();
          setMode('hidden');
        }}
      />
    );
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DialogThai: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' });
    await expect(within(dialog).getByRole('link', { name: 'อ่านนโยบายคุกกี้' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // It came up by itself: the page keeps the focus and its scrolling, and nothing of it is hidden.
    await expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await expect(document.querySelector('[aria-hidden="true"] dialog, [inert] dialog')).toBeNull();
  },
};

export const AcceptShowsBanner: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยอมรับ' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // After accepting, the banner tells so.
    await expect(screen.getByRole('status')).toHaveTextContent('คุณยอมรับการใช้คุกกี้แล้ว');
  },
};

export const BannerManageEnglishMobile: Story = {
  args: { mode: 'banner' },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const banner = within(canvas.getByRole('region', { name: 'Cookie settings' }));
    await expect(banner.getByRole('status')).toHaveTextContent('You accepted cookies.');
    // Manage opens the choice again.
    await userEvent.click(banner.getByRole('button', { name: 'Manage' }));
    await expect(args.onManage).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'This site uses cookies' });
    // Asked for, the choice takes the focus (the Manage button went with the banner).
    await expect(dialog).toHaveFocus();
    await expect(dialog).toHaveAccessibleDescription(
      'We use cookies to make the site work well and remember your settings. You can accept or decline them.',
    );
  },
};

export const DeclineButton: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'เว็บไซต์นี้ใช้คุกกี้' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByRole('region', { name: 'การตั้งค่าคุกกี้' })).toBeNull();
  },
};

/** Escape in the dialog closes it without a choice, which declines; Escape elsewhere on the page does not. */
export const EscapeDeclines: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(within(dialog).getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const BannerResetThai: Story = {
  args: { mode: 'banner' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'รีเซ็ต' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
