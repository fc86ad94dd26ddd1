import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type CommerceSettings, readCommerceSettings } from '../../src/commerce-settings.ts';
import type { Database } from '../../src/db/open.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dispose(): Promise<void>;
}

/**
 * The real app on a fresh, migrated and seeded database. Settings default to an empty environment:
 * the test payment provider, no social sign-in.
 */
export async function createTestApp({
  staticDir = false,
  settings = readCommerceSettings({}),
}: {
  staticDir?: string | false;
  settings?: CommerceSettings;
} = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase({ seeded: true });
  const app = await buildApp({ database, staticDir, settings });
  return {
    app,
    database,
    async dispose() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * A test file's app: started before its first test and closed after its last. The answer reads the
 * running app through getters, so it can be declared at the top of a file or describe block.
 */
export function useTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Pick<TestApp, 'app' | 'database'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.dispose());
  const running = () => {
    if (!current) throw new Error('the test app starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
  };
}
