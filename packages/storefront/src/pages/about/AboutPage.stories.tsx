import { handlers } from '@probuild/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appHandlers, desktop, mobile, prepareStorage, withApp } from '../../shell/storySupport.tsx';
import AboutPage from './AboutPage.tsx';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  decorators: [withApp],
  parameters: { route: '/about', msw: { handlers: [...appHandlers] } },
  beforeEach() {
    prepareStorage();
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThaiDesktop: Story = {
  globals: { ...desktop, locale: 'th' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.querySelector('a[href^="tel:"]')).not.toBeNull();
    await expect(main.querySelector('a[href="/privacy"]')).not.toBeNull();
  },
};

export const EnglishPhone: Story = {
  globals: { ...mobile, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
  },
};

export const LoadError: Story = {
  globals: { ...desktop, locale: 'th' },
  parameters: { msw: { handlers: [handlers.about.error, ...appHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ลองใหม่' })).toBeEnabled();
  },
};
