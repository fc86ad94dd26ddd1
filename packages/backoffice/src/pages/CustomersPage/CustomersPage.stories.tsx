import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';
import { CustomersPage } from './CustomersPage.tsx';

const meta = {
  title: 'Back office/Customers',
  component: CustomersPage,
  decorators: [withBackoffice],
  parameters: { route: '/customers', token: 'manager-token', msw: { handlers: backofficeHandlers } },
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'ลูกค้า' });
    await within(table).findByRole('link', { name: 'วันชัย ดีใจ' });
    // The header row and the newest page of two.
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'ดูลูกค้าก่อนหน้า' }));
    await within(table).findByRole('link', { name: 'สมศักดิ์ โกงเก่ง' });
    await expect(within(table).getByText('ถูกระงับ')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ดูลูกค้าก่อนหน้า' })).toBeNull();
  },
};

export const SearchByPhoneEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('link', { name: 'วันชัย ดีใจ' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Find customers' }), '081-111');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await within(table).findByRole('link', { name: 'สมศักดิ์ โกงเก่ง' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(sent.at(-1)?.body).toMatchObject({ q: '081-111' });
  },
};

export const NobodyFoundPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { route: '/customers?q=nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ไม่พบลูกค้า')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'ค้นหาลูกค้า' })).toHaveValue('nobody');
  },
};

export const ListPhoneEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('link', { name: 'Malee Smith' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const FailsThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/customers'), () =>
          HttpResponse.json({ success: false, message: 'Internal', code: 'INTERNAL_ERROR' }, { status: 500 }),
        ),
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  },
};

export const PackerIsRefusedEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your role may not do this')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Back office menu' });
    await expect(nav).not.toHaveTextContent('Customers');
  },
};

export const LoadingEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/customers'), async () => {
          await delay('infinite');
        }),
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Customers' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('link')).toBeNull();
  },
};
