import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseTarget, expectedKind, freshDatabaseTarget, freshDataDir } from './database.ts';

export const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The shop's server as `pnpm --filter @probuild/server serve` starts it, its output kept. */
export interface RunningServer {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: RunningServer = {
    child,
    stdout: [],
    stderr: [],
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout?.on('data', (chunk: Buffer) => server.stdout.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.stderr.push(chunk.toString()));
  return server;
}

export async function readyUrl(server: RunningServer): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const match = server.stdout.join('').match(/^ProBuild storefront ready at (http:\/\/127\.0\.0\.1:\d+)\n/);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not get ready: ${server.stdout.join('')}${server.stderr.join('')}`);
}

/**
 * A database nobody else uses, for a server process: an empty (or seeded) PGlite folder, or a new
 * PostgreSQL database in a PostgreSQL run; with the environment that points the server at it.
 */
export async function serverDatabase({ seeded = false } = {}): Promise<{
  target: DatabaseTarget;
  env: { DATA_DIR: string; DATABASE_URL: string };
}> {
  const target =
    expectedKind === 'pglite'
      ? await freshDataDir({ empty: !seeded, seeded })
      : await freshDatabaseTarget({ seeded });
  return {
    target,
    env: {
      DATA_DIR: target.options.dataDir ?? join(serverRoot, 'unused-data-dir'),
      DATABASE_URL: target.options.databaseUrl ?? '',
    },
  };
}
