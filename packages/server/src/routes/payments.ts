import type { components } from '@probuild/api-client/schema';
import type { FastifyReply } from 'fastify';
import { sessionOf } from '../http/bearer-auth.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { receiveChargeNotice } from '../payments/charge-notice.ts';
import { customerCheckout, returningCheckout } from '../payments/checkout-session.ts';
import { checkoutSessionView, type PaymentRow } from '../payments/payment-view.ts';
import { createPaymentProvider } from '../payments/provider-factory.ts';
import { PAYMENT_RETURN_PATH, startCheckout } from '../payments/start-checkout.ts';
import { decideTestPayment, testCheckout } from '../payments/test-checkout.ts';
import { testProviderNotFoundPage, testProviderPage } from '../payments/test-provider-page.ts';
import type { HandlerContext } from './context.ts';

type PaymentOperations =
  | 'getPaymentConfig'
  | 'createCheckout'
  | 'getCheckout'
  | 'showTestProviderPage'
  | 'decideTestProviderPayment'
  | 'handlePaymentReturn'
  | 'receiveOmiseWebhook';

/** Where the shopper lands after paying: the storefront's result pages on the origin given at checkout. */
function resultPage(payment: PaymentRow | undefined): string {
  const origin = payment?.returnOrigin ?? '';
  if (!payment) return `${origin}/payment/cancel?reason=not_found`;
  if (payment.status === 'successful') {
    const query = new URLSearchParams({ checkout_id: payment.id, charge_id: payment.chargeId ?? '' });
    return `${origin}/payment/success?${query}`;
  }
  // A charge that took money the order could not take (paid already) was given back.
  const reason = payment.refundId
    ? 'refunded'
    : { pending: 'pending', failed: 'declined', expired: 'expired' }[payment.status];
  // The checkout id lets the page read the payment's real state rather than trust the reason.
  return `${origin}/payment/cancel?${new URLSearchParams({ reason, checkout_id: payment.id })}`;
}

const noticeMessage = { ignored: 'Ignored', unknownCharge: 'Unknown charge', received: 'Received' } as const;

// These operations answer HTML or a redirect, which the JSON-typed handler signature cannot express.
const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page) as never;
const seeOther = (reply: FastifyReply, location: string) => reply.redirect(location, 303) as never;

/** Operations tagged `payments`: checkout through the configured provider, returns and webhooks. */
export function paymentHandlers({
  database,
  settings,
}: HandlerContext): Pick<OperationHandlers, PaymentOperations> {
  const { db } = database;
  const provider = createPaymentProvider(settings, db);

  return {
    async getPaymentConfig() {
      const { payments: config } = settings;
      return ok({
        provider: config.provider,
        cardTokens:
          config.provider === 'omise'
            ? { url: new URL('/tokens', config.omise.vaultUrl).href, publicKey: config.omise.publicKey }
            : null,
      });
    },

    async createCheckout(request, reply) {
      reply.code(201);
      const { payment, orderNumber, repeated } = await startCheckout(db, provider, {
        customerId: sessionOf(request).customerId,
        idempotencyKey: request.headers['idempotency-key'],
        request: request.body,
        shopOrigin: settings.shopOrigin,
        allowedOrigins: settings.allowedOrigins,
      });
      return ok(
        checkoutSessionView(payment, orderNumber),
        repeated ? 'Checkout already started' : 'Checkout started',
      );
    },

    async getCheckout(request) {
      const { customerId } = sessionOf(request);
      const { payment, orderNumber } = await customerCheckout(
        db,
        provider,
        customerId,
        request.params.checkoutId,
      );
      return ok(checkoutSessionView(payment, orderNumber));
    },

    async showTestProviderPage(request, reply) {
      const checkout = await testCheckout(db, provider, request.params.checkoutId);
      return checkout
        ? html(reply, 200, testProviderPage(checkout))
        : html(reply, 404, testProviderNotFoundPage());
    },

    async decideTestProviderPayment(request, reply) {
      // The form body (application/x-www-form-urlencoded) was checked against TestProviderDecision.
      const { decision } = request.body as components['schemas']['TestProviderDecision'];
      const checkoutId = await decideTestPayment(db, provider, request.params.checkoutId, decision);
      return seeOther(reply, `${PAYMENT_RETURN_PATH}?checkout_id=${encodeURIComponent(checkoutId)}`);
    },

    async handlePaymentReturn(request, reply) {
      return seeOther(reply, resultPage(await returningCheckout(db, provider, request.query.checkout_id)));
    },

    async receiveOmiseWebhook(request) {
      return ok(null, noticeMessage[await receiveChargeNotice(db, provider, request.body)]);
    },
  };
}
