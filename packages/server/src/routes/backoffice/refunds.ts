import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
import { createPaymentProvider } from '../../payments/provider-factory.ts';
import { cancelOrder, previewRefund, refundOrder } from '../../refunds/refund-order.ts';
import { orderRefundsView, refundView } from '../../refunds/refund-view.ts';
import type { HandlerContext } from '../context.ts';

type RefundHandlers = Pick<
  BackofficeOperationHandlers,
  'listOrderRefunds' | 'previewRefund' | 'refundOrder' | 'cancelOrder'
>;

/** The back office's cancel and refund operations, through the configured payment provider. */
export function createRefundHandlers({ database, settings }: HandlerContext): RefundHandlers {
  const { db } = database;
  const provider = createPaymentProvider(settings, db);
  return {
    listOrderRefunds: async (request) => ok(await orderRefundsView(db, request.params.orderNumber)),
    previewRefund: async (request) => ok(await previewRefund(db, request.params.orderNumber, request.body)),
    refundOrder: async (request) =>
      ok(
        refundView(
          await refundOrder(db, provider, staffActorOf(request), {
            orderNumber: request.params.orderNumber,
            idempotencyKey: String(request.headers['idempotency-key']),
            ask: request.body,
          }),
        ),
      ),
    cancelOrder: async (request) => {
      const { state, refund } = await cancelOrder(db, provider, staffActorOf(request), {
        orderNumber: request.params.orderNumber,
        idempotencyKey: String(request.headers['idempotency-key']),
      });
      return ok({ state, refund: refund && refundView(refund) });
    },
  };
}
