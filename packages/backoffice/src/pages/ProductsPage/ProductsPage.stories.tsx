import { mswBackofficePath } from '@probuild/api-client/backoffice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../products.fixture.ts';
import { backofficeHandlers, desktop, mobile, sent, withBackoffice } from '../../storySupport.tsx';

const meta = {
  title: 'Back office/Products',
  decorators: [withBackoffice],
  parameters: {
    route: '/products',
    token: 'editor-token',
    msw: { handlers: [...productHandlers, ...backofficeHandlers] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListThai: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'สินค้า' });
    await within(table).findByRole('link', { name: 'GPU-ASUS-RTX5080-PRIME' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('ซ่อนอยู่')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เพิ่มสินค้า' })).toBeVisible();
  },
};

export const HiddenOnlyEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Products' });
    await within(table).findByRole('link', { name: 'PSU-MSI-MAG-A750GL-PCIE5' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Visibility' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hidden' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.at(-1)?.body).toMatchObject({ published: 'false', page: '1' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

export const PackerOnAPhoneThai: Story = {
  globals: { ...mobile, locale: 'th' },
  parameters: { token: 'packer-token' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'GPU-ASUS-RTX5080-PRIME' });
    // A packer reads the list but cannot add products.
    await expect(canvas.queryByRole('button', { name: 'เพิ่มสินค้า' })).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/products?q=nothing-like-this' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('nothing-like-this');
  },
};

export const LoadingThai: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/products'), async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...productHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'สินค้า' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ErrorEnglish: Story = {
  globals: { ...mobile, locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get(mswBackofficePath('/products'), () =>
          HttpResponse.json({ success: false, message: 'down', code: 'INTERNAL_ERROR' }, { status: 500 }),
        ),
        ...productHandlers,
        ...backofficeHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
