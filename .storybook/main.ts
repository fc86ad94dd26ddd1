import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    // Docs pages written in MDX (the design-token page).
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/storefront/src/**/*.stories.tsx',
    '../packages/backoffice/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Holds MSW's service worker (mockServiceWorker.js), regenerated with `npx msw init .storybook/public`.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
