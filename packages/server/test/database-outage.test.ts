import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { openDatabase, POSTGRES_POOL } from '../src/db/open.ts';
import { expectErrorBody } from './support/contract.ts';
import { expectedKind, freshDatabaseTarget } from './support/database.ts';

/**
 * A TCP hop in front of PostgreSQL that a test can cut: `down` refuses connections and drops the
 * open ones (the server stopped), `silent` takes connections and never answers (a dead network),
 * `up` forwards again on the same port.
 */
function cuttableLink(host: string, port: number) {
  let mode: 'up' | 'silent' = 'up';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'silent') return;
    const upstream = connect(port, host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  let listeningPort = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(listeningPort, '127.0.0.1', () => {
        listeningPort = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  return {
    get port() {
      return listeningPort;
    },
    up: async () => {
      mode = 'up';
      if (!server.listening) await listen();
    },
    down: () =>
      new Promise<void>((resolve) => {
        dropAll();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
    silent: async () => {
      dropAll();
      mode = 'silent';
      if (!server.listening) await listen();
    },
  };
}

describe.skipIf(expectedKind !== 'postgres')('with PostgreSQL out of reach', () => {
  it('bounds every pooled session: a statement runs at most 20 s, a transaction idles at most 30 s', async () => {
    const target = await freshDatabaseTarget();
    const database = await openDatabase(target.options);
    try {
      const setting = async (name: string) => {
        const answer = (await database.db.execute(sql.raw(`show ${name}`))) as {
          rows: Record<string, string>[];
        };
        return answer.rows[0]?.[name];
      };
      expect(await setting('statement_timeout')).toBe(`${POSTGRES_POOL.statement_timeout / 1000}s`);
      expect(await setting('idle_in_transaction_session_timeout')).toBe(
        `${POSTGRES_POOL.idle_in_transaction_session_timeout / 1000}s`,
      );
    } finally {
      await database.close();
      await target.remove();
    }
  });

  it('answers 503 with Retry-After, says so on /health, and recovers without a restart', async () => {
    const target = await freshDatabaseTarget({ seeded: true });
    const direct = new URL(target.options.databaseUrl as string);
    const link = cuttableLink(direct.hostname, Number(direct.port || 5432));
    await link.up();
    const throughLink = new URL(direct);
    throughLink.hostname = '127.0.0.1';
    throughLink.port = String(link.port);
    const database = await openDatabase({ databaseUrl: throughLink.toString() });
    const app = await buildApp({ database, staticDir: false, settings: readCommerceSettings({}) });
    const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}` });
    const expectUnavailable = async (url: string) => {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      const body = answer.json();
      expectErrorBody(body);
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
    };
    try {
      expect((await get('/health')).statusCode).toBe(200);
      expect((await get('/web/product-detail/CPU-AMD-R5-5600')).statusCode).toBe(200);

      // The server stops: connections are refused and the pooled ones are gone.
      await link.down();
      await expectUnavailable('/health');
      await expectUnavailable('/web/product-detail/CPU-AMD-R5-5600');

      // A network that swallows packets: the pool gives up on a connection instead of hanging.
      await link.silent();
      await expectUnavailable('/health');

      // Back again: the same app answers, no restart.
      await link.up();
      await expect.poll(async () => (await get('/health')).statusCode, { timeout: 15_000 }).toBe(200);
      expect((await get('/web/product-detail/CPU-AMD-R5-5600')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await link.down();
      await target.remove();
    }
  }, 60_000);
});
