import { type AddressInfo, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { readCommerceSettings } from './commerce-settings.ts';
import { listenOrigin, readConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { pictureStoreFromEnv } from './pictures/picture-store.ts';
import { seedIfEmpty } from './seed/index.ts';

async function main(): Promise<void> {
  // Every setting is checked before the database is touched: a start refused for its settings leaves
  // the data folder as it was, and says so in a second rather than after a first seed.
  const config = readConfig();
  // PORT=0 takes any free port; it is chosen before the app is made, so the shop's own address (in
  // development, where it listens) names it.
  const listening = { host: config.host, port: config.port || (await freePort(config.host)) };
  const settings = readCommerceSettings(process.env, listening);
  const pictureStore = pictureStoreFromEnv(process.env, config.dataDir);
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    app = await buildApp({
      database,
      staticDir: config.staticDir,
      settings,
      requestTimeoutSeconds: config.requestTimeoutSeconds,
      searchIndexAtStart: true,
      pictureStore,
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    });
    await app.listen(listening);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }

  const server = app;
  stopOnSignal(config.shutdownDeadlineSeconds, async () => {
    await server.close();
    await database.close();
  });
  console.log(`ProBuild storefront ready at ${listenOrigin(listening)}`);
}

/**
 * The first SIGINT/SIGTERM closes the server (answering the requests in flight) and the database; a
 * second one, or a stop still unfinished after the deadline (a client that never finishes its
 * request), ends the process at once with status 1.
 */
function stopOnSignal(deadlineSeconds: number, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      console.error(`The server did not stop within ${deadlineSeconds} s; ending it.`);
      process.exit(1);
    }, deadlineSeconds * 1000).unref();
    stop().catch((error) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** A port free on this host at the moment of asking. */
function freePort(host: string): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exitCode = 1;
});
