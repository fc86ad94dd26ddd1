import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A page of the production server may take seconds to settle on a busy 2-core machine; a
          // poll waits for it as a locator's waitFor does, instead of Vitest's default second.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
          // In CI a test that fails is run once more, and the summary still names it with its first
          // failure: a timing flake on a loaded runner then shows up without failing the whole run.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
