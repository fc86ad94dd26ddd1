import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file opens its own seeded database: seconds on a quiet machine, much longer on a loaded one.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
