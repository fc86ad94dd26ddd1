import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that tests copy instead of creating one each (seconds each). */
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const templateDir = await mkdtemp(join(tmpdir(), 'probuild-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateDir', templateDir);
  return () => rm(templateDir, { recursive: true, force: true });
}
