import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/index.ts'],
      reporter: ['text', 'text-summary'],
      // The rules decide what a shopper may build: a branch without a test is an untested rule.
      thresholds: { branches: 95, statements: 95, functions: 95, lines: 95 },
    },
  },
});
