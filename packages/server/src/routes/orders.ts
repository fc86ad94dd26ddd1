import { orderItemOfLine } from '../cart/cart-lines.ts';
import { customerOrderDocument } from '../documents/order-document.ts';
import { sessionOf } from '../http/bearer-auth.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { sendDocument } from '../http/send-document.ts';
import { customerOrder, customerOrders } from '../orders/customer-orders.ts';
import { draftOrder } from '../orders/draft-order.ts';
import { placeOrder } from '../orders/place-order.ts';
import type { HandlerContext } from './context.ts';

type OrderOperations = 'draftOrder' | 'createOrder' | 'listOrders' | 'getOrder' | 'getOrderDocument';

/** Operations tagged `orders`: the order a cart would make, placing it, the customer's orders. */
export function orderHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, OrderOperations> {
  const { db } = database;

  return {
    async draftOrder(request) {
      const { resolved, customer } = await draftOrder(db, sessionOf(request).customerId, request.body);
      return ok({
        cartId: resolved.cart.id,
        items: resolved.lines.map((line) => ({
          productId: line.sku,
          ...orderItemOfLine(line),
          name: line.name,
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
      reply.code(201);
      const { order, repeated } = await placeOrder(db, settings, {
        customerId: sessionOf(request).customerId,
        idempotencyKey: request.headers['idempotency-key'],
        request: request.body,
      });
      return ok(
        { orderNumber: order.orderNumber, order },
        repeated ? 'Order already created' : 'Order created',
      );
    },

    async listOrders(request) {
      const { q, state, page = 1, pageSize = 10 } = request.query;
      return ok(await customerOrders(db, sessionOf(request).customerId, { q, state, page, pageSize }));
    },

    async getOrder(request) {
      return ok(await customerOrder(db, sessionOf(request).customerId, request.params.orderNumber));
    },

    async getOrderDocument(request, reply) {
      const { customerId } = sessionOf(request);
      return sendDocument(
        reply,
        await customerOrderDocument(db, settings.shop, customerId, request.params.orderNumber),
      );
    },
  };
}
