import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../src/db/open.ts';
import { customers, orders, products } from '../src/db/schema/index.ts';
import { createStaff } from '../src/staff/accounts.ts';
import { moveStock } from '../src/stock/stock-ledger.ts';
import { STAFF_PASSWORD } from './support/backoffice.ts';
import { type DatabaseTarget, expectedKind, freshDatabaseTarget } from './support/database.ts';
import { httpShopper } from './support/http-shopper.ts';
import { type LocalMailServer, startMailServer } from './support/mail-server.ts';
import { GRAPHICS_CARD_SATANG, graphicsCardInput } from './support/product-editing.ts';
import { type RunningServer, readyUrl, startServer } from './support/server-process.ts';

const WARRANTY_CHECKS_PER_MINUTE = 30;

/** A plain product of the seed, the `index`-th by SKU: each test takes its own shelf. */
async function seededProductSku(db: AppDatabase, index: number): Promise<string> {
  const [product] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.productType, 'product'))
    .orderBy(products.sku)
    .offset(index)
    .limit(1);
  return product?.sku as string;
}

/** A proxy in front that sends each request to the next instance in turn, as a load balancer does. */
function roundRobin(upstreams: URL[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[next++ % upstreams.length] as URL;
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        // Hop-by-hop headers stay between the proxy and the instance, as in a real proxy: the
        // instance's `Keep-Alive: timeout=72` would have the client reuse sockets this server closes
        // after its own 5 s idle time ("other side closed").
        const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe.skipIf(expectedKind !== 'postgres')('two instances on one PostgreSQL behind a proxy', () => {
  let target: DatabaseTarget;
  const instances: RunningServer[] = [];
  let proxy: { url: string; server: Server };
  let mailServer: LocalMailServer;

  const { call, customer, buyerWithCart: buyerWithCartOf } = httpShopper(() => proxy.url);

  beforeAll(async () => {
    target = await freshDatabaseTarget({ seeded: true });
    // Both instances send the outbox to one local mail server.
    mailServer = await startMailServer();
    const env = {
      DATABASE_URL: target.options.databaseUrl as string,
      TRUST_PROXY: '127.0.0.1',
      REGISTRATIONS_PER_MINUTE: '100',
      SMTP_URL: mailServer.url,
      MAIL_FROM: 'ProBuild <no-reply@probuild.test>',
      WARRANTY_CHECKS_PER_MINUTE: String(WARRANTY_CHECKS_PER_MINUTE),
      // Both instances look for lapsed orders every second, so their rounds meet.
      ORDER_EXPIRY_POLL_SECONDS: '1',
    };
    instances.push(startServer(env), startServer(env));
    const urls = await Promise.all(instances.map(readyUrl));
    proxy = await roundRobin(urls.map((url) => new URL(url)));
  }, 120_000);

  afterAll(async () => {
    proxy?.server.close();
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await target?.remove();
    await mailServer?.close();
  });

  it('counts failed sign-ins once for both: of 40 at once, 5 are checked and 35 refused', async () => {
    const { email } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call('POST', '/customers/login', { identifier: email, password: 'nope' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('counts requests per address once for both: of 40 warranty checks at once, 30 are answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call('POST', '/after-sales/check-warranty', { serialNumber: `SN-TWO-${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - WARRANTY_CHECKS_PER_MINUTE);
    expect(statuses.filter((status) => status === 200)).toHaveLength(WARRANTY_CHECKS_PER_MINUTE);
  });

  it('makes one order of one Idempotency-Key sent to both, and sells the last unit once', async () => {
    const database = await openDatabase(target.options);
    try {
      const sku = await seededProductSku(database.db, 0);
      const buyerWithCart = () => buyerWithCartOf(sku);
      const { buyer: me, body, headers } = await buyerWithCart();
      // The same attempt reaches both instances at once (a retry through the balancer).
      const both = await Promise.all([
        call('POST', '/orders', body, headers),
        call('POST', '/orders', body, headers),
      ]);
      expect(both.map((answer) => answer.status)).toEqual([201, 201]);
      const numbers = both.map((answer) => (answer.body.data as { orderNumber: string }).orderNumber);
      expect(numbers[0]).toBe(numbers[1]);
      const placed = await database.db.select().from(orders).where(eq(orders.customerId, me.id));
      expect(placed).toHaveLength(1);

      // One unit left, two buyers, one through each instance: one order, no stock below zero.
      await database.db.update(products).set({ stock: 1 }).where(eq(products.sku, sku));
      const attempts = [await buyerWithCart(), await buyerWithCart()];
      const raced = await Promise.all(
        attempts.map((attempt) => call('POST', '/orders', attempt.body, attempt.headers)),
      );
      expect(raced.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const [left] = await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.sku, sku));
      expect(left?.stock).toBe(0);
    } finally {
      await database.close();
    }
  });
  it('finds a product renamed in the database by its new name through either instance', async () => {
    const database = await openDatabase(target.options);
    try {
      const sku = await seededProductSku(database.db, 3);
      const skusFound = async (q: string) => {
        const answer = await call('GET', `/web/search-product/search?q=${encodeURIComponent(q)}`);
        return (answer.body as { data: Array<{ sku: string }> }).data.map((product) => product.sku);
      };
      // Both instances have built their index before the change.
      expect([await skusFound('quxwidget'), await skusFound('quxwidget')]).toEqual([[], []]);
      await database.db
        .update(products)
        .set({ nameEn: 'Quxwidget Deluxe', searchText: sql`${products.searchText} || ' quxwidget deluxe'` })
        .where(eq(products.sku, sku));
      expect([await skusFound('quxwidget deluxe'), await skusFound('quxwidget deluxe')]).toEqual([
        [sku],
        [sku],
      ]);
    } finally {
      await database.close();
    }
  });

  it("shows a product published, repriced and unpublished through one instance at the other's next request", async () => {
    const database = await openDatabase(target.options);
    try {
      const email = `editor-${randomUUID()}@probuild.example`;
      await createStaff(
        database.db,
        { id: null, email: 'test' },
        { email, name: 'An editor', role: 'editor', password: STAFF_PASSWORD },
      );
      const staffCall = async (method: string, path: string, body?: unknown, token?: string) => {
        const answer = await fetch(`${proxy.url}/api/backoffice/v1${path}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: answer.status, body: (await answer.json()) as { data: { token: string } } };
      };
      const signIn = await staffCall('POST', '/session', { email, password: STAFF_PASSWORD });
      const token = signIn.body.data.token;
      const input = graphicsCardInput({ model: 'GeForce RTX 5080 Vexmorrow' });
      expect((await staffCall('POST', '/products', input, token)).status).toBe(201);
      await moveStock(database.db, input.sku, 3, { kind: 'received' });

      const found = async () => {
        const answer = await call('GET', '/web/search-product/search?q=vexmorrow');
        return (answer.body as { data: Array<{ sku: string }> }).data.map((product) => product.sku);
      };
      const detail = async () => {
        const answer = await call('GET', `/web/product-detail/${input.sku}`);
        return answer.status === 200 ? (answer.body.data as { price: number }).price : answer.status;
      };
      // Each instance reads (and keeps) its answers before every change.
      expect([await found(), await found(), await detail(), await detail()]).toEqual([[], [], 404, 404]);
      expect((await staffCall('POST', `/products/${input.sku}/publish`, undefined, token)).status).toBe(200);
      expect([await found(), await found()]).toEqual([[input.sku], [input.sku]]);
      expect([await detail(), await detail()]).toEqual([GRAPHICS_CARD_SATANG, GRAPHICS_CARD_SATANG]);
      expect(
        (await staffCall('PUT', `/products/${input.sku}`, { ...input, price: '41990' }, token)).status,
      ).toBe(200);
      expect([await detail(), await detail()]).toEqual([4_199_000, 4_199_000]);
      expect((await staffCall('POST', `/products/${input.sku}/unpublish`, undefined, token)).status).toBe(
        200,
      );
      expect([await found(), await found(), await detail(), await detail()]).toEqual([[], [], 404, 404]);
    } finally {
      await database.close();
    }
  });

  it('sends each message of the outbox once, though both instances deliver it', async () => {
    const batch = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 12 }, (_, index) => `outbox-${batch}-${index}@example.com`);
    // Registered through the proxy, so each instance queues half; both look for due messages every second.
    const registered = await Promise.all(
      emails.map((email) =>
        call('POST', '/customers/register', {
          firstName: 'สมหญิง',
          lastName: 'รักดี',
          email,
          phone: '081-234-5678',
          password: 'correct-horse-battery',
        }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    const ours = () =>
      mailServer.received.filter(
        (message) => message.to && emails.some((email) => JSON.stringify(message.to).includes(email)),
      );
    await expect
      .poll(() => ours().length, { timeout: 20_000, interval: 250 })
      .toBeGreaterThanOrEqual(emails.length);
    // Three more rounds of both senders: a message claimed twice would arrive again by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const recipients = ours().map((message) => JSON.stringify(message.to));
    expect(recipients).toHaveLength(emails.length);
    expect(new Set(recipients).size).toBe(emails.length);
  });

  it('cancels each lapsed order once and returns its stock once, though both instances expire orders', async () => {
    const database = await openDatabase(target.options);
    try {
      const sku = await seededProductSku(database.db, 1);
      const shelf = 1000;
      await database.db.update(products).set({ stock: shelf }).where(eq(products.sku, sku));
      const stock = async () =>
        (await database.db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0]
          ?.stock;
      // Sixty unpaid orders of 2 units each, placed through the proxy: three (the most a customer with
      // a verified email may hold) by each of twenty customers. A round cancelling sixty takes long
      // enough for both to meet.
      const perCustomer = 3;
      const placed = (
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            const { buyer, body, headers } = await buyerWithCartOf(sku, 2);
            await database.db
              .update(customers)
              .set({ emailVerified: true })
              .where(eq(customers.id, buyer.id));
            const numbers: string[] = [];
            for (let index = 0; index < perCustomer; index++) {
              if (index > 0) await call('POST', `/cart/add/${buyer.id}`, { sku, quantity: 2 }, buyer.headers);
              const answer = await call('POST', '/orders', body, {
                ...headers,
                'idempotency-key': randomUUID(),
              });
              expect(answer.status).toBe(201);
              numbers.push((answer.body.data as { orderNumber: string }).orderNumber);
            }
            return numbers;
          }),
        )
      ).flat();
      expect(await stock()).toBe(shelf - 2 * placed.length);

      // Their time runs out at once: the next rounds of both instances find them all.
      await database.db
        .update(orders)
        .set({ payBy: sql`now() - interval '1 minute'` })
        .where(inArray(orders.orderNumber, placed));
      const states = async () =>
        (
          await database.db
            .select({ state: orders.state })
            .from(orders)
            .where(inArray(orders.orderNumber, placed))
        ).map((order) => order.state);
      await expect.poll(states, { timeout: 15_000, interval: 250 }).toEqual(placed.map(() => 'cancelled'));
      // Three more rounds of both: stock returned twice would show by now.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await stock()).toBe(shelf);
    } finally {
      await database.close();
    }
  });
});
