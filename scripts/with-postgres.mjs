// `node scripts/with-postgres.mjs <command...>`: runs the command with DATABASE_URL pointing at a
// throw-away PostgreSQL cluster (Debian's server binaries), removed afterwards whatever happens.
// With DATABASE_URL already set it just runs the command; without PostgreSQL binaries it skips.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

// SIGINT/SIGTERM go to the command while it runs; before that they stop the setup. Either way the
// cluster is stopped and removed before we exit.
let child;
let interruptedBy;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interruptedBy = signal;
    child?.kill(signal);
  });
}

if (process.env.DATABASE_URL) process.exit(await run(command, process.env));

const bin = findPostgresBin();
if (!bin) {
  console.log("PostgreSQL run skipped: no PostgreSQL server binaries found (install Debian's postgresql)");
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const clusterDir = mkdtempSync(join(tmpdir(), 'probuild-pg-'));
const dataDir = join(clusterDir, 'data');
let started = false;
let exitCode = 1;
try {
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  if (isRoot) chownSync(clusterDir, ...postgresIds());
  checkNotInterrupted();
  asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  checkNotInterrupted();
  const port = await freePort();
  const settings = [
    `-c port=${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${clusterDir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  asPostgres('pg_ctl', ['start', '-w', '-D', dataDir, '-l', join(clusterDir, 'server.log'), '-o', settings]);
  started = true;
  checkNotInterrupted();
  asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'probuild']);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/probuild`;
  console.log(`PostgreSQL ${bin.version} at ${databaseUrl}`);
  exitCode = await run(command, { ...process.env, DATABASE_URL: databaseUrl });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (interruptedBy) exitCode = 128 + (interruptedBy === 'SIGINT' ? 2 : 15);
} finally {
  if (started) asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate'], { check: false });
  rmSync(clusterDir, { recursive: true, force: true });
}
process.exit(exitCode);

function checkNotInterrupted() {
  if (interruptedBy) throw new Error(`Interrupted (${interruptedBy}) while preparing PostgreSQL`);
}

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && { version: versions[0], dir: join(root, versions[0], 'bin') };
}

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return [id('-u'), id('-g')];
}

/** Runs a PostgreSQL tool, as the postgres user when we are root; throws on failure unless told not to. */
function asPostgres(tool, args, { check = true } = {}) {
  const program = join(bin.dir, tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  // stdin closed and stdout kept apart: pg_ctl's server must not hold on to our terminal.
  const result = spawnSync(file, argv, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    cwd: clusterDir,
  });
  if (check && result.status !== 0) {
    throw new Error(`${tool} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs the command and resolves with its exit code (128 + signal number when a signal ended it). */
function run([file, ...args], env) {
  return new Promise((resolve) => {
    child = spawn(file, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`Could not run ${file}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : 15)));
  });
}
