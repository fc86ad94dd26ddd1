import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const meta = {
  title: 'Back office/Change password',
  component: ChangePasswordDialog,
  decorators: [withBackoffice],
  parameters: { route: '/', token: 'packer-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText('Please enter your current password')).toBeVisible();
    await expect(dialog.getByText('The password needs at least 12 characters')).toBeVisible();

    await userEvent.type(dialog.getByLabelText('Current password'), 'Wrong-password-1');
    await userEvent.type(dialog.getByLabelText('New password', { exact: true }), 'Brand-new-pass-42');
    await userEvent.type(dialog.getByLabelText('New password again'), 'Brand-new-pass-43');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText('The two new passwords differ')).toBeVisible();
    await expect(sent).toEqual([]);

    await userEvent.clear(dialog.getByLabelText('New password again'));
    await userEvent.type(dialog.getByLabelText('New password again'), 'Brand-new-pass-42');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText('The current password is wrong')).toBeVisible();

    await userEvent.clear(dialog.getByLabelText('Current password'));
    await userEvent.type(dialog.getByLabelText('Current password'), 'Right-password-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(
      await dialog.findByText('Password changed. Your other sessions are signed out.'),
    ).toBeVisible();
    await expect(sent.at(-1)).toEqual({
      path: '/session/password',
      body: { currentPassword: 'Right-password-1', newPassword: 'Brand-new-pass-42' },
    });
    await expect(dialog.getByLabelText('Current password')).toHaveValue('');
  },
};

export const OpenThaiPhone: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่านของคุณ' });
    await expect(within(dialog).getByLabelText('รหัสผ่านปัจจุบัน')).toBeVisible();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
