import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import lineLogo from '../../../../.storybook/fixtures/images/chat-line.svg';
import messengerLogo from '../../../../.storybook/fixtures/images/chat-messenger.svg';
import { SpeedDial, type SpeedDialLink } from './SpeedDial.tsx';

// As the chat-link call sends them: not in menu order, and one link that must not become a link.
const thaiLinks: SpeedDialLink[] = [
  {
    id: 'messenger',
    title: 'แชทผ่าน Messenger',
    href: 'https://m.me/probuild',
    image: messengerLogo,
    order: 2,
  },
  { id: 'line', title: 'แชทผ่าน LINE', href: 'https://line.me/R/ti/p/@probuild', image: lineLogo, order: 1 },
  { id: 'bad', title: 'สคริปต์', href: 'javascript:alert(1)', image: null, order: 0 },
  { id: 'service', title: 'ศูนย์บริการหลังการขาย', href: '/afterSale', image: null, order: 3 },
];

const englishLinks: SpeedDialLink[] = [
  {
    id: 'messenger',
    title: 'Chat on Messenger',
    href: 'https://m.me/probuild',
    image: messengerLogo,
    order: 2,
  },
  { id: 'line', title: 'Chat on LINE', href: 'https://line.me/R/ti/p/@probuild', image: lineLogo, order: 1 },
];

const meta = {
  title: 'UI/SpeedDial',
  component: SpeedDial,
  args: { status: 'ready', links: thaiLinks },
} satisfies Meta<typeof SpeedDial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensThai: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'แชทกับเรา' });
    await userEvent.click(trigger);
    const menu = within(await screen.findByRole('dialog', { name: 'แชทกับเรา' }));

    // In the given order; the javascript: entry is left out.
    const links = menu.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'แชทผ่าน LINE (เปิดในแท็บใหม่)',
      'แชทผ่าน Messenger (เปิดในแท็บใหม่)',
      'ศูนย์บริการหลังการขาย',
    ]);
    for (const link of links.slice(0, 2)) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(links[2]).toHaveAttribute('href', '/afterSale');
    await expect(links[2]).not.toHaveAttribute('target');
    // The new-tab note is read by screen readers, not shown.
    for (const note of menu.getAllByText('(เปิดในแท็บใหม่)')) {
      const box = note.getBoundingClientRect();
      await expect(box.width).toBeLessThanOrEqual(1);
      await expect(box.height).toBeLessThanOrEqual(1);
    }
  },
};

export const KeyboardEnglishMobile: Story = {
  args: { links: englishLinks },
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Chat with us' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('link', { name: 'Chat on LINE (opens in a new tab)' }),
    ).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Escape closes the menu and gives the focus back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ErrorThai: Story = {
  args: { status: 'error', errorMessage: 'Failed to fetch chat links', links: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'แชทกับเรา' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch chat links');
  },
};

export const Loading: Story = {
  args: { status: 'loading', links: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'แชทกับเรา' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('กำลังโหลดช่องทางแชท...');
  },
};

export const NoLinks: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
