import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { type Database, openDatabase } from '../src/db/open.ts';
import { freshDataDir } from './support/database.ts';

describe('the DATA_DIR lock of the embedded database', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function dataDir(options?: { empty: boolean }): Promise<string> {
    const target = await freshDataDir(options);
    cleanups.push(target.remove);
    return target.options.dataDir;
  }
  async function open(dir: string): Promise<Database> {
    const database = await openDatabase({ dataDir: dir });
    cleanups.push(database.close);
    return database;
  }

  it('refuses a second opener with a message that says what to do', async () => {
    const dir = await dataDir();
    await open(dir);
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(`data folder ${dir} is already in use by process ${process.pid}.*DATA_DIR.*DATABASE_URL`),
    );
  });

  it('is released on close, so the folder opens again with its data', async () => {
    const dir = await dataDir();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.close();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);

    const again = await open(dir);
    await again.migrate();
    expect(again.kind).toBe('pglite');
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(join(dir, 'server.lock'), `${gone.pid}\n`);
    const database = await open(dir);
    expect(database.kind).toBe('pglite');
  });

  it('refuses a lock held by another live process', async () => {
    const dir = await dataDir({ empty: true });
    // The parent of this test process is alive for the whole test.
    writeFileSync(join(dir, 'server.lock'), `${process.ppid}\n`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by process ${process.ppid}`);
  });
});
