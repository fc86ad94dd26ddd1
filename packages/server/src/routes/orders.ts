import { and, count, desc, eq, exists, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import { sessionOf } from '../customers/auth.ts';
import { findCustomer, lockCustomer } from '../customers/customer-store.ts';
import { sha256 } from '../customers/secrets.ts';
import type { AppDatabase } from '../db/open.ts';
import { cartItems, carts, orderItems, orders, products } from '../db/schema/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import {
  nextOrderNumber,
  outOfStock,
  type PaymentMethod,
  type ResolvedCheckout,
  resolveCheckout,
} from '../orders/checkout-input.ts';
import { ensureAnotherUnpaidOrder } from '../orders/holding-limits.ts';
import { newOrderPayBy } from '../orders/order-expiry.ts';
import { type Order, type OrderRow, orderViews } from '../orders/order-view.ts';
import { stableJson } from '../orders/stable-json.ts';
import { stockUnits } from '../orders/stock-units.ts';
import type { HandlerContext } from './context.ts';

type OrderOperations = 'draftOrder' | 'createOrder' | 'listOrders' | 'getOrder';

/** Thrown inside the order transaction when a concurrent request with the same key won. */
class IdempotencyKeyTaken extends Error {}

/**
 * Takes the units off the stock (a set's parts too). The update only succeeds while enough units
 * are left, so two buyers of the last unit cannot both win: the second gets 409 naming the SKU and
 * its transaction is rolled back.
 */
async function takeStock(tx: AppDatabase, lines: ResolvedCheckout['lines']): Promise<void> {
  for (const [sku, quantity] of stockUnits(lines)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.sku, sku), gte(products.stock, quantity)))
      .returning({ sku: products.sku });
    if (taken) continue;
    const [left] = await tx.select({ stock: products.stock }).from(products).where(eq(products.sku, sku));
    throw outOfStock(sku, left?.stock ?? 0);
  }
}

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function orderHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, OrderOperations> {
  const { db } = database;

  const findByKey = async (customerId: string, key: string) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
    return row;
  };

  /** The answer to a repeated request: the first order again, or 409 when the body changed. */
  const repeat = async (row: OrderRow, requestHash: string): Promise<Order> => {
    if (row.requestHash !== requestHash) {
      throw new HttpError(
        409,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order request',
      );
    }
    const [order] = await orderViews(db, [row]);
    return order as Order;
  };

  return {
    async draftOrder(request) {
      const { customerId } = sessionOf(request);
      const draft = await db.transaction(async (tx) => {
        const resolved = await resolveCheckout(tx, customerId, request.body, { requirePaymentMethod: false });
        const customer = await findCustomer(tx, customerId);
        return { resolved, customer };
      });
      const { resolved, customer } = draft;
      return ok({
        cartId: resolved.cart.id,
        items: resolved.lines.map((line) => ({
          productId: line.sku,
          sku: line.sku,
          name: line.name,
          image: line.images[0] ?? null,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          totalPrice: line.totalPrice,
          note: line.note,
          selectedColor: line.selectedColor,
        })),
        shippingAddress: resolved.shippingAddress,
        taxInvoiceAddress: resolved.taxInvoiceAddress,
        shippingMethod: request.body.shippingMethod,
        pricing: resolved.pricing,
        discount: resolved.discount,
        customer: {
          _id: customer.id,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
        },
        metadata: {
          timestamp: new Date().toISOString(),
          step: 3,
          wantTaxInvoice: request.body.wantTaxInvoice,
        },
      });
    },

    async createOrder(request, reply) {
      const { customerId } = sessionOf(request);
      const key = request.headers['idempotency-key'];
      const requestHash = sha256(stableJson(request.body));
      reply.code(201);
      const earlier = await findByKey(customerId, key);
      if (earlier) {
        const order = await repeat(earlier, requestHash);
        return ok({ orderNumber: order.orderNumber, order }, 'Order already created');
      }

      let created: OrderRow;
      try {
        created = await db.transaction(async (tx) => {
          // One order placement per customer at a time; a request that waited here for another
          // with the same key then sees that order and answers it.
          await lockCustomer(tx, customerId);
          const [taken] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
          if (taken) throw new IdempotencyKeyTaken();
          const resolved = await resolveCheckout(tx, customerId, request.body, {
            requirePaymentMethod: true,
          });
          // Unpaid orders hold stock: a customer cannot take the shelves with orders never paid.
          await ensureAnotherUnpaidOrder(tx, customerId, settings);
          const { pricing, discount } = resolved;
          // The shopper pays what they were shown: a total that moved since is shown before any order.
          const { expectedTotal } = request.body;
          if (expectedTotal !== undefined && expectedTotal !== pricing.total) {
            throw new HttpError(
              409,
              'TOTAL_CHANGED',
              `The total changed from ${expectedTotal} to ${pricing.total} satang; review the order again`,
            );
          }
          const [order] = await tx
            .insert(orders)
            .values({
              orderNumber: await nextOrderNumber(tx),
              customerId,
              idempotencyKey: key,
              requestHash,
              shippingMethod: request.body.shippingMethod,
              // Required above (requirePaymentMethod).
              paymentMethod: resolved.paymentMethod as PaymentMethod,
              shippingAddress: resolved.shippingAddress,
              taxInvoiceAddress: resolved.taxInvoiceAddress,
              ...pricing,
              discountCode: discount.code,
              assemblyFee: resolved.services.find((service) => service.code === 'assembly')?.price ?? null,
              payBy: newOrderPayBy,
            })
            .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
            .returning();
          if (!order) throw new IdempotencyKeyTaken();
          await takeStock(tx, resolved.lines);
          await tx.insert(orderItems).values(
            resolved.lines.map((line, position) => ({
              orderId: order.id,
              position,
              sku: line.sku,
              nameTh: line.name.th,
              nameEn: line.name.en,
              image: line.images[0] ?? null,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              totalPrice: line.totalPrice,
              note: line.note,
              selectedColor: line.selectedColor,
              configuration: line.configuration,
            })),
          );
          await tx.delete(cartItems).where(eq(cartItems.cartId, resolved.cart.id));
          await tx
            .update(carts)
            .set({ assembly: false, updatedAt: sql`now()` })
            .where(eq(carts.id, resolved.cart.id));
          return order;
        });
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken)) throw error;
        const winner = await findByKey(customerId, key);
        if (!winner) throw error;
        const order = await repeat(winner, requestHash);
        return ok({ orderNumber: order.orderNumber, order }, 'Order already created');
      }
      const [order] = (await orderViews(db, [created])) as [Order];
      return ok({ orderNumber: order.orderNumber, order }, 'Order created');
    },

    async listOrders(request) {
      const { customerId } = sessionOf(request);
      const { q, state, page = 1, pageSize = 10 } = request.query;
      const conditions: (SQL | undefined)[] = [eq(orders.customerId, customerId)];
      if (state) conditions.push(eq(orders.state, state));
      const text = q?.trim();
      if (text) {
        const pattern = containing(text);
        conditions.push(
          or(
            ilike(orders.orderNumber, pattern),
            exists(
              db
                .select({ one: sql`1` })
                .from(orderItems)
                .where(
                  and(
                    eq(orderItems.orderId, orders.id),
                    or(
                      ilike(orderItems.nameTh, pattern),
                      ilike(orderItems.nameEn, pattern),
                      ilike(orderItems.sku, pattern),
                    ),
                  ),
                ),
            ),
          ),
        );
      }
      const where = and(...conditions);
      const [totalRow] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return ok({ items: await orderViews(db, rows), total: totalRow?.total ?? 0, page, pageSize });
    },

    async getOrder(request) {
      const { customerId } = sessionOf(request);
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, request.params.orderNumber), eq(orders.customerId, customerId)));
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'Order not found');
      const [order] = (await orderViews(db, [row])) as [Order];
      return ok(order);
    },
  };
}
