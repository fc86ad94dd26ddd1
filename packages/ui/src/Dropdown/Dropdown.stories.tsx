import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { ChevronDownGlyph } from '../icons/controlGlyphs.tsx';
import { UserGlyph } from '../icons/glyphs.tsx';
import { Dropdown } from './Dropdown.tsx';

const logout = fn();

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  parameters: { layout: 'padded' },
  args: {
    align: 'start',
    trigger: <IconButton variant="secondary" label="บัญชีของฉัน" icon={<UserGlyph />} />,
    items: [
      { kind: 'link', id: 'profile', label: 'ข้อมูลส่วนตัว', href: '/profile' },
      { kind: 'link', id: 'orders', label: 'ประวัติการสั่งซื้อ', href: '/orders' },
      { kind: 'separator', id: 'separator' },
      { id: 'logout', label: 'ออกจากระบบ', onSelect: logout, danger: true },
    ],
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenuKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    logout.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'ข้อมูลส่วนตัว' })).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'ข้อมูลส่วนตัว' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'ออกจากระบบ' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // The button as it is now: the one pressed may have been the stand-in shown while the menu loaded.
    await expect(canvas.getByRole('button', { name: 'บัญชีของฉัน' })).toHaveFocus();
  },
};

const sortChange = fn();

export const SortChoiceEnglish: Story = {
  args: {
    trigger: (
      <Button variant="secondary">
        Sort: Price: low to high <ChevronDownGlyph size={18} />
      </Button>
    ),
    items: [],
    choice: {
      label: 'Sort by',
      value: 'price_asc',
      onValueChange: sortChange,
      options: [
        { value: 'price_asc', label: 'Price: low to high' },
        { value: 'price_desc', label: 'Price: high to low' },
        { value: 'name_asc', label: 'Name: A–Z' },
        { value: 'name_desc', label: 'Name: Z–A' },
      ],
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    sortChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /^Sort/ }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Price: low to high' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Name: Z–A' }));
    await expect(sortChange).toHaveBeenCalledWith('name_desc');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const OpenMobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'บัญชีของฉัน' }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
