import { defineConfig } from 'vitest/config';

/**
 * A package of pure rules tested in Node, where every branch of `src/` must be tested: the run fails
 * under 95 % branches, statements, functions or lines.
 */
export function fullyCoveredUnitTests() {
  return defineConfig({
    test: {
      environment: 'node',
      include: ['test/**/*.test.ts'],
      coverage: {
        enabled: true,
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/index.ts'],
        reporter: ['text', 'text-summary'],
        thresholds: { branches: 95, statements: 95, functions: 95, lines: 95 },
      },
    },
  });
}
