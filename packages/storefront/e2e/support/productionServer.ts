import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** A production server the tests talk to. */
export interface ShopServer {
  url: string;
  /** What the server has printed so far (in development its outbox: verification and reset links). */
  output(): string;
}

export interface RunningServer extends ShopServer {
  stop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the production server every end-to-end file shares. */
    shopUrl: string;
    /** The file the shared server's output goes to, for the links it mails. */
    shopLog: string;
  }
}

/**
 * The production server started once for the whole end-to-end run (e2e/support/global-setup.ts) on a
 * seeded embedded database. Files share its data, so each test makes its own customers and orders.
 */
export function sharedServer(): ShopServer {
  const log = inject('shopLog');
  return { url: inject('shopUrl'), output: () => readFileSync(log, 'utf8') };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts the production server (built storefront + API) exactly as `pnpm start` does, on a free port with a
 * fresh embedded database, and resolves once it prints its URL. `extraEnv` adds settings (e.g. a social
 * sign-in provider); `logFile` also receives everything it prints.
 */
export async function startProductionServer(
  extraEnv: Record<string, string> = {},
  {
    logFile,
    prepare,
  }: {
    logFile?: string;
    /** Runs on the new data folder before the server opens it (e.g. `pnpm staff:create`). */
    prepare?: (dataDir: string) => void;
  } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'probuild-e2e-'));
  prepare?.(dataDir);
  const port = await freePort();
  // Always the embedded database: the end-to-end run must not depend on (or touch) a PostgreSQL server.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    // Each test registers its own customers, every one from 127.0.0.1.
    REGISTRATIONS_PER_MINUTE: '1000',
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'packages/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 150_000);
    const onData = () => {
      const match = output.match(/ready at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
