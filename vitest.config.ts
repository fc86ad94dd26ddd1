// Story tests in Chromium: every story of the root Storybook runs as a test (render, play function,
// axe with zero violations) and is compared with its baseline screenshot (.storybook/vitest.setup.ts).
//   run:               pnpm exec vitest run --config vitest.config.ts --project storybook
//   rewrite baselines: pnpm exec vitest run --config vitest.config.ts --project storybook -u
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_STABLE_PIXEL_ARGS } from './scripts/chromium.ts';

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...CHROMIUM_STABLE_PIXEL_ARGS],
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // In CI a story that fails is run once more, and the summary still names it with its first
          // failure (as the end-to-end tests do): a timing flake on a loaded 2-core runner shows up
          // without failing the whole run.
          retry: process.env.CI ? 1 : 0,
          // All story files share one page instead of a new frame each: a new frame loads the preview, its
          // styles and the mock worker again, seconds per file on a 2-core machine (the run takes a third
          // of the time). Each story still starts clean: its own providers, query cache and mock handlers.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromium,
              contextOptions: {
                // Larger than every story viewport, so Vitest never scales the story's frame down.
                viewport: { width: 1440, height: 900 },
                // Motion tokens drop to 0 ms, so screenshots never catch a transition midway.
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              // pixelmatch's default threshold (0.1) lets a visibly darker brand magenta (#8a1c68) pass. At 0.01
              // a change of a few steps in one colour channel fails, while the ±1 anti-aliasing noise seen between
              // runs here still passes. A handful of single pixels may also differ under heavy CPU load (a glyph
              // edge landing on another subpixel); a real change of a token moves hundreds, so up to 8 are allowed.
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 8 },
              },
            },
            // Needed to write new baselines (the Storybook plugin turns file writes off otherwise).
            api: { allowWrite: true },
          },
        },
      },
      // The ui package's pure functions (its components are tested through their stories above).
      { test: { name: 'ui-unit', environment: 'node', include: ['packages/ui/src/**/*.test.ts'] } },
      // The lint rules that hold the architecture (import direction, money only on the server).
      {
        test: {
          name: 'lint-rules',
          environment: 'node',
          include: ['lint/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
