import { existsSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { readConfig } from '../src/config.ts';
import { type DatabaseTarget, expectedKind } from './support/database.ts';
import { readyUrl, serverDatabase, startServer } from './support/server-process.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A start refused for its settings has neither created tables nor a data folder's database. */
async function expectUntouched(target: DatabaseTarget): Promise<void> {
  if (target.options.dataDir) {
    expect(readdirSync(target.options.dataDir)).toEqual([]);
    return;
  }
  const client = new pg.Client({ connectionString: target.options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as tables from pg_tables where schemaname = 'public'",
    );
    expect(rows[0].tables).toBe(0);
  } finally {
    await client.end();
  }
}

describe('pnpm --filter @probuild/server serve', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('starts on an empty database, seeds it, prints one line, and stops cleanly on SIGTERM', async () => {
    // A first start: an empty PGlite folder, or a new PostgreSQL database.
    const { target, env } = await serverDatabase();
    cleanups.push(target.remove);
    const dataDir = env.DATA_DIR;
    const server = startServer(env);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });

    const url = await readyUrl(server);
    const health = await (await fetch(`${url}/api/v1/health`)).json();
    expect(health.data).toEqual({ status: 'ok', database: expectedKind });
    const tree = await (await fetch(`${url}/api/v1/web/categories/tree`)).json();
    expect(tree.data).toHaveLength(4);

    if (expectedKind === 'pglite') {
      const second = startServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.stderr.join('')).toContain(`The data folder ${dataDir} is already in use by process`);
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout.join('')).toBe(`ProBuild storefront ready at ${url}\n`);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);
});

describe('a slow client', () => {
  it('gets 408 after REQUEST_TIMEOUT_SECONDS, and a stop ends after SHUTDOWN_DEADLINE_SECONDS anyway', async () => {
    const { target, env } = await serverDatabase({ seeded: true });
    const server = startServer({
      ...env,
      REQUEST_TIMEOUT_SECONDS: '2',
      SHUTDOWN_DEADLINE_SECONDS: '1',
    });
    const clients: Socket[] = [];
    /** Half a request: the rest of the body never comes. */
    const halfRequest = async (url: URL) => {
      const client = new Socket();
      clients.push(client);
      await new Promise<void>((resolve) => client.connect(Number(url.port), url.hostname, resolve));
      const received: Buffer[] = [];
      client.on('data', (chunk: Buffer) => received.push(chunk));
      const closed = new Promise((resolve) => client.on('close', resolve));
      client.write(
        'POST /api/v1/customers/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      return { answer: () => closed.then(() => Buffer.concat(received).toString()) };
    };
    try {
      const url = new URL(await readyUrl(server));
      const slow = await halfRequest(url);
      expect((await fetch(new URL('/api/v1/health', url))).status).toBe(200);
      expect(await slow.answer()).toMatch(/^HTTP\/1\.1 408 /);

      // A stop waits for requests in flight, but not past its deadline (shorter than the 2 s above).
      await halfRequest(url);
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(server.stderr.join('')).toContain('The server did not stop within 1 s; ending it.');
    } finally {
      for (const client of clients) client.destroy();
      server.child.kill('SIGKILL');
      await server.exited;
      await target.remove();
    }
  }, 60_000);
});

describe('a production start', () => {
  it('is refused without a real payment provider, saying which settings it needs', async () => {
    const { target, env } = await serverDatabase();
    try {
      for (const provider of [{}, { PAYMENT_PROVIDER: 'test' }]) {
        const server = startServer({
          NODE_ENV: 'production',
          ...env,
          PUBLIC_URL: 'https://shop.example',
          PAYMENT_PROVIDER: '',
          ...provider,
        });
        expect(await server.exited).toBe(1);
        expect(server.stdout.join('')).toBe('');
        expect(server.stderr.join('')).toContain(
          'NODE_ENV=production needs a real payment provider: set PAYMENT_PROVIDER=omise',
        );
        await expectUntouched(target);
      }
    } finally {
      await target.remove();
    }
  }, 60_000);

  it('is refused without a mail server, as reset links must not go to the log', async () => {
    const { target, env } = await serverDatabase();
    try {
      const server = startServer({
        NODE_ENV: 'production',
        ...env,
        PUBLIC_URL: 'https://shop.example',
        PAYMENT_PROVIDER: 'omise',
        OMISE_SECRET_KEY: 'skey_test_0000',
        OMISE_PUBLIC_KEY: 'pkey_test_0000',
        SMTP_URL: '',
      });
      expect(await server.exited).toBe(1);
      expect(server.stdout.join('')).toBe('');
      expect(server.stderr.join('')).toContain('NODE_ENV=production needs a mail server for account mail');
      await expectUntouched(target);
    } finally {
      await target.remove();
    }
  }, 60_000);

  it('is refused without PUBLIC_URL, as links must not be built from the Host a request names', async () => {
    const { target, env } = await serverDatabase();
    try {
      const server = startServer({
        NODE_ENV: 'production',
        ...env,
        PAYMENT_PROVIDER: 'omise',
        OMISE_SECRET_KEY: 'skey_test_0000',
        OMISE_PUBLIC_KEY: 'pkey_test_0000',
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_FROM: 'ProBuild <no-reply@shop.example>',
        PUBLIC_URL: '',
      });
      expect(await server.exited).toBe(1);
      expect(server.stdout.join('')).toBe('');
      expect(server.stderr.join('')).toContain(
        "NODE_ENV=production needs PUBLIC_URL, the shop's address as visitors reach it (like https://shop.example)",
      );
      await expectUntouched(target);
    } finally {
      await target.remove();
    }
  }, 60_000);

  it('is production whatever the case or spaces of NODE_ENV', () => {
    for (const NODE_ENV of ['Production', 'PRODUCTION', ' production ']) {
      expect(() => readCommerceSettings({ NODE_ENV, PUBLIC_URL: 'https://shop.example' }), NODE_ENV).toThrow(
        'NODE_ENV=production needs a real payment provider',
      );
      expect(() => readCommerceSettings({ NODE_ENV }), NODE_ENV).toThrow(
        'NODE_ENV=production needs PUBLIC_URL',
      );
    }
    expect(readCommerceSettings({ NODE_ENV: 'development' }).payments).toEqual({ provider: 'test' });
  });

  it('needs STAFF_SECRET_KEY, 32 bytes in hex or base64, to seal staff authenticator secrets', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_PROVIDER: 'omise',
      OMISE_SECRET_KEY: 'skey_test_0000',
      OMISE_PUBLIC_KEY: 'pkey_test_0000',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'ProBuild <no-reply@shop.example>',
      SHOP_LEGAL_NAME: 'บริษัท ทดสอบ จำกัด',
      SHOP_LEGAL_ADDRESS: '1 ถนนพระราม 1 กรุงเทพมหานคร 10330',
      SHOP_TAX_ID: '0105561000011',
    };
    expect(() => readCommerceSettings(production)).toThrow('NODE_ENV=production needs STAFF_SECRET_KEY');
    for (const STAFF_SECRET_KEY of ['secret', 'ab'.repeat(31), 'QUJD']) {
      expect(() => readCommerceSettings({ ...production, STAFF_SECRET_KEY }), STAFF_SECRET_KEY).toThrow(
        'STAFF_SECRET_KEY must be 32 random bytes',
      );
    }
    const key = Buffer.alloc(32, 7);
    for (const STAFF_SECRET_KEY of [key.toString('hex'), key.toString('base64')]) {
      expect(readCommerceSettings({ ...production, STAFF_SECRET_KEY }).staffSecretKey).toEqual(key);
    }
  });
});

describe('in development', () => {
  it('builds links from the address it listens on, the port PORT=0 chose included', async () => {
    const { target, env } = await serverDatabase();
    const server = startServer({ ...env, PUBLIC_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    try {
      const url = await readyUrl(server);
      expect(url).not.toMatch(/:0$/);
      const email = `dev-${Date.now()}@example.com`;
      const registered = await fetch(`${url}/api/v1/customers/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'สมชาย',
          lastName: 'ใจดี',
          email,
          phone: '081-234-5678',
          password: 'long-enough-password',
        }),
      });
      expect(registered.status).toBe(201);
      // Without a mail server the outbox goes to the log.
      for (
        let waited = 0;
        waited < 20_000 && !server.stdout.join('').includes('verify-email');
        waited += 100
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(server.stdout.join('')).toContain(`${url}/verify-email?token=`);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await target.remove();
    }
  }, 60_000);

  it('takes the address it listens on for its own, a host of every interface as localhost', () => {
    const origin = (env: NodeJS.ProcessEnv) => readCommerceSettings(env).shopOrigin;
    expect(origin({})).toBe('http://localhost:8080');
    expect(origin({ HOST: '0.0.0.0', PORT: '9090' })).toBe('http://localhost:9090');
    expect(origin({ HOST: '::', PORT: '9090' })).toBe('http://localhost:9090');
    expect(origin({ HOST: '127.0.0.1', PORT: '9090' })).toBe('http://127.0.0.1:9090');
    expect(origin({ HOST: '::1', PORT: '9090' })).toBe('http://[::1]:9090');
    expect(origin({ HOST: '127.0.0.1', PUBLIC_URL: 'https://shop.example/' })).toBe('https://shop.example');
  });
});

describe('the mail settings', () => {
  it('take SMTP_URL with MAIL_FROM, and refuse an address that is not SMTP or a missing sender', () => {
    expect(
      readCommerceSettings({
        SMTP_URL: 'smtps://shop:secret@mail.example:465',
        MAIL_FROM: 'ProBuild <a@b.example>',
      }).outbox,
    ).toEqual({
      transport: 'smtp',
      smtp: { url: 'smtps://shop:secret@mail.example:465', from: 'ProBuild <a@b.example>' },
    });
    expect(readCommerceSettings({}).outbox).toEqual({ transport: 'log' });
    expect(() =>
      readCommerceSettings({ SMTP_URL: 'https://mail.example', MAIL_FROM: 'a@b.example' }),
    ).toThrow('SMTP_URL must be an smtp:// or smtps:// address');
    expect(() => readCommerceSettings({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      'SMTP_URL needs MAIL_FROM',
    );
  });
});

describe('configuration from the environment', () => {
  it('defaults to port 8080 on every interface, the storefront build and .data at the repository root', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      staticDir: join(repoRoot, 'packages/storefront/dist'),
      shutdownDeadlineSeconds: 10,
      requestTimeoutSeconds: 30,
    });
  });

  it('takes PORT, HOST, DATABASE_URL, DATA_DIR and an empty STATIC_DIR for no storefront', () => {
    expect(
      readConfig({
        PORT: '9090',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://shop@db/shop',
        DATA_DIR: '/var/lib/probuild',
        STATIC_DIR: '',
        SHUTDOWN_DEADLINE_SECONDS: '2.5',
        REQUEST_TIMEOUT_SECONDS: '15',
      }),
    ).toEqual({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://shop@db/shop',
      dataDir: '/var/lib/probuild',
      staticDir: false,
      shutdownDeadlineSeconds: 2.5,
      requestTimeoutSeconds: 15,
    });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535');
    expect(() => readConfig({ SHUTDOWN_DEADLINE_SECONDS: '0' })).toThrow('SHUTDOWN_DEADLINE_SECONDS must be');
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow('REQUEST_TIMEOUT_SECONDS must be');
  });
});
