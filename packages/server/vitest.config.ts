import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/no-deprecated-calls.ts'],
    // Each file copies a migrated (or seeded) template database: seconds on a quiet machine, much longer
    // on a loaded one.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A file waits on its database for much of its time, so two files share even a 2-core machine well
    // (Vitest would run one at a time there): the PostgreSQL run takes 130 s instead of 180 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share its loaded modules: each file would otherwise load the whole server
    // and its contract again (80 s of a 260 s run). Every file builds its own app on its own database,
    // so nothing a test changes is seen by another file.
    isolate: false,
  },
});
