import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import { orderItems, orders, products } from '../src/db/schema/index.ts';
import { httpShopper } from './support/http-shopper.ts';
import { readyUrl, serverDatabase, startServer } from './support/server-process.ts';

const SKU = 'CPU-AMD-R7-9800X3D';
const STOCK = 50;
const BUYERS = 8;
const UNITS_EACH = 2;

describe('a server killed mid-order (SIGKILL)', () => {
  it('restarts on its data with each order whole or absent, and a retry makes each order once', async () => {
    const database = await serverDatabase({ seeded: true });
    const { target } = database;
    const env = { ...database.env, REGISTRATIONS_PER_MINUTE: '100' };
    const withDatabase = async <T>(
      use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
    ) => {
      const database = await openDatabase(target.options);
      try {
        return await use(database);
      } finally {
        await database.close();
      }
    };
    await withDatabase(({ db }) => db.update(products).set({ stock: STOCK }).where(eq(products.sku, SKU)));

    let server = startServer(env);
    try {
      let url = await readyUrl(server);
      const shop = httpShopper(() => url);
      const attempts: Awaited<ReturnType<typeof shop.buyerWithCart>>[] = [];
      for (let buyer = 0; buyer < BUYERS; buyer++) attempts.push(await shop.buyerWithCart(SKU, UNITS_EACH));

      // Every order at once; the process dies as soon as the first is answered, the rest in flight.
      const sent = attempts.map((attempt) =>
        shop.call('POST', '/orders', attempt.body, attempt.headers).catch(() => undefined),
      );
      await Promise.race(sent);
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(sent);

      // The shoppers' browsers retry with the same keys once the shop is back.
      server = startServer(env);
      url = await readyUrl(server);
      const retried = await Promise.all(
        attempts.map((attempt) => shop.call('POST', '/orders', attempt.body, attempt.headers)),
      );
      expect(retried.map((answer) => answer.status)).toEqual(attempts.map(() => 201));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      await withDatabase(async ({ db }) => {
        const placed = await db
          .select({ customerId: orders.customerId, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(
            inArray(
              orders.customerId,
              attempts.map((attempt) => attempt.buyer.id),
            ),
          )
          .groupBy(orders.id, orders.customerId);
        // One order per buyer, each with all its units; the stock went down by exactly those units.
        expect(placed.map((order) => order.customerId).sort()).toEqual(
          attempts.map((attempt) => attempt.buyer.id).sort(),
        );
        expect(placed.every((order) => order.units === UNITS_EACH)).toBe(true);
        const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.sku, SKU));
        expect(row?.stock).toBe(STOCK - BUYERS * UNITS_EACH);
      });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await target.remove();
    }
  }, 120_000);
});
