import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../storySupport.tsx';
import NotFoundPage from './NotFoundPage.tsx';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  decorators: [withApp],
  parameters: { route: '/no-such-page', msw: { handlers: [...appHandlers] } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFromThePhone: Story = {
  globals: { ...mobile, locale: 'th' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
    const main = canvas.getByRole('main');
    const search = main.querySelector('[role="combobox"]');
    if (!(search instanceof HTMLElement)) throw new Error('no search on the page');
    await userEvent.type(search, 'RTX');
    const results = await canvas.findByRole('listbox');
    await expect(results).toBeVisible();
    await expect(results).toHaveTextContent('RTX');
    await expect(canvas.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  },
};

export const EnglishDesktop: Story = {
  globals: { ...desktop, locale: 'en' },
  parameters: { route: '/product-list/old-link' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('Try searching for the product you want')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};
