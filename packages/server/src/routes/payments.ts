import type { components } from '@probuild/api-client/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { sessionOf } from '../customers/auth.ts';
import { normalisePhone } from '../customers/customer-view.ts';
import { sha256 } from '../customers/secrets.ts';
import { orders, payments, testProviderCharges } from '../db/schema/index.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { holdForPayment } from '../orders/order-expiry.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { MIN_PAYABLE_TOTAL } from '../orders/pricing.ts';
import { stableJson } from '../orders/stable-json.ts';
import type { PaymentRow } from '../payments/payment-view.ts';
import { createPaymentProvider, PaymentProviderError } from '../payments/provider.ts';
import { settlePayment } from '../payments/settle.ts';
import { testProviderNotFoundPage, testProviderPage } from '../payments/test-provider-page.ts';
import type { HandlerContext } from './context.ts';

type CheckoutSession = components['schemas']['CheckoutSession'];
type PaymentOperations =
  | 'getPaymentConfig'
  | 'createCheckout'
  | 'getCheckout'
  | 'showTestProviderPage'
  | 'decideTestProviderPayment'
  | 'handlePaymentReturn'
  | 'receiveOmiseWebhook';

const RETURN_PATH = '/api/v1/payments/return';

function sessionView(payment: PaymentRow, orderNumber: string): CheckoutSession {
  return {
    checkoutId: payment.id,
    orderNumber,
    provider: payment.provider,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    currency: 'THB',
    chargeId: payment.chargeId,
    authorizeUri: payment.status === 'pending' ? payment.authorizeUri : null,
    qrCode:
      payment.status === 'pending' && payment.qrImageUrl && payment.qrExpiresAt
        ? { imageUrl: payment.qrImageUrl, expiresAt: new Date(payment.qrExpiresAt).toISOString() }
        : null,
    failureMessage: payment.failureMessage,
  };
}

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

  const orderNumberOf = async (payment: PaymentRow) => {
    const [row] = await db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    return row?.orderNumber ?? '';
  };

  /** Re-reads a pending charge from the provider (never trusting the browser) and applies it. */
  const refresh = async (payment: PaymentRow): Promise<PaymentRow> => {
    if (payment.status !== 'pending' || !payment.chargeId || payment.provider !== provider.name)
      return payment;
    const charge = await provider.retrieveCharge(payment.chargeId);
    return charge ? settlePayment(db, provider, payment, charge) : payment;
  };

  /** A pending Omise payment whose charge was asked for but whose answer never came. */
  const paymentWithoutCharge = async (checkoutId: string) => {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, checkoutId),
          eq(payments.provider, 'omise'),
          eq(payments.status, 'pending'),
          isNull(payments.chargeId),
        ),
      );
    return row;
  };
  const anyPaymentWithoutCharge = async () => {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, 'omise'), eq(payments.status, 'pending'), isNull(payments.chargeId)))
      .limit(1);
    return row !== undefined;
  };

  const findPayment = async (checkoutId: string, customerId?: string) => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, checkoutId), customerId ? eq(payments.customerId, customerId) : undefined));
    return row;
  };

  /** The origin of `returnUri` when the shop may send shoppers there; null for our own origin. */
  const returnOrigin = (returnUri: string | undefined, serverOrigin: string): string | null => {
    if (!returnUri) return null;
    const { origin } = new URL(returnUri);
    if (origin === serverOrigin) return null;
    if (settings.allowedOrigins.includes(origin)) return origin;
    throw new HttpError(422, 'REDIRECT_URI_NOT_ALLOWED', `Payments cannot return to ${origin}`);
  };

  const repeat = async (payment: PaymentRow, requestHash: string) => {
    if (payment.requestHash !== requestHash) {
      throw new HttpError(
        409,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for another checkout',
      );
    }
    return ok(sessionView(payment, await orderNumberOf(payment)), 'Checkout already started');
  };

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
      const { customerId } = sessionOf(request);
      const { body } = request;
      const key = request.headers['idempotency-key'];
      const requestHash = sha256(stableJson(body));
      reply.code(201);
      const byKey = () =>
        db
          .select()
          .from(payments)
          .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)))
          .then(([row]) => row);
      const earlier = await byKey();
      if (earlier) return repeat(earlier, requestHash);

      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, body.orderNumber), eq(orders.customerId, customerId)));
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found');
      if (order.paid) throw new HttpError(409, 'ORDER_NOT_PAYABLE', 'This order is already paid');
      // No provider is asked to charge less than it can take (an order from before the floor).
      if (order.total < MIN_PAYABLE_TOTAL) {
        throw new HttpError(
          409,
          'ORDER_NOT_PAYABLE',
          'This order comes to less than the smallest payment the shop can take; it lapses unpaid',
        );
      }
      if (!(await holdForPayment(db, order.id))) {
        throw new HttpError(
          409,
          'ORDER_NOT_PAYABLE',
          'This order was cancelled because it was not paid in time; its items are back on sale',
        );
      }
      const serverOrigin = settings.shopOrigin;
      const origin = returnOrigin(body.returnUri, serverOrigin);

      const [payment] = await db
        .insert(payments)
        .values({
          orderId: order.id,
          customerId,
          idempotencyKey: key,
          requestHash,
          provider: provider.name,
          method: body.method,
          amount: order.total,
          tokenId: body.method === 'credit_card' ? body.cardToken : null,
          bank: body.method === 'internet_banking' ? body.bank : null,
          phone: body.method === 'truemoney' ? normalisePhone(body.phone) : null,
          returnOrigin: origin,
        })
        .onConflictDoNothing({ target: [payments.customerId, payments.idempotencyKey] })
        .returning();
      if (!payment) {
        const winner = await byKey();
        if (!winner) throw new Error('An idempotency conflict without the conflicting payment');
        return repeat(winner, requestHash);
      }
      return ok(
        sessionView(await charge(payment, order, serverOrigin), order.orderNumber),
        'Checkout started',
      );
    },

    async getCheckout(request) {
      const payment = await findPayment(request.params.checkoutId, sessionOf(request).customerId);
      if (!payment) throw new HttpError(404, 'NOT_FOUND', 'Checkout not found');
      const current = await refresh(payment);
      return ok(sessionView(current, await orderNumberOf(current)));
    },

    async showTestProviderPage(request, reply) {
      const payment = provider.name === 'test' ? await findPayment(request.params.checkoutId) : undefined;
      if (payment?.provider !== 'test' || !payment.chargeId) {
        return html(reply, 404, testProviderNotFoundPage());
      }
      const [testCharge] = await db
        .select()
        .from(testProviderCharges)
        .where(eq(testProviderCharges.id, payment.chargeId));
      return html(
        reply,
        200,
        testProviderPage({
          checkoutId: payment.id,
          orderNumber: await orderNumberOf(payment),
          amount: payment.amount,
          method: payment.method,
          status: testCharge?.status ?? payment.status,
        }),
      );
    },

    async decideTestProviderPayment(request, reply) {
      const payment = provider.name === 'test' ? await findPayment(request.params.checkoutId) : undefined;
      if (payment?.provider !== 'test' || !payment.chargeId) {
        throw new HttpError(404, 'NOT_FOUND', 'No such test payment');
      }
      // The form body (application/x-www-form-urlencoded) was checked against TestProviderDecision.
      const { decision } = request.body as components['schemas']['TestProviderDecision'];
      // As a real provider: the first decision stands.
      await db
        .update(testProviderCharges)
        .set({
          status: decision === 'approve' ? 'successful' : 'failed',
          decidedAt: sql`now()`,
        })
        .where(and(eq(testProviderCharges.id, payment.chargeId), eq(testProviderCharges.status, 'pending')));
      return seeOther(reply, `${RETURN_PATH}?checkout_id=${encodeURIComponent(payment.id)}`);
    },

    async handlePaymentReturn(request, reply) {
      const payment = await findPayment(request.query.checkout_id);
      return seeOther(reply, resultPage(payment && (await refresh(payment))));
    },

    async receiveOmiseWebhook(request) {
      const event = request.body;
      if (event.key !== 'charge.complete' || provider.name !== 'omise') return ok(null, 'Ignored');
      const [known] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'omise'), eq(payments.chargeId, event.data.id)));
      // Omise is asked about an unknown charge only while some payment still waits for its charge id.
      if (!known && !(await anyPaymentWithoutCharge())) return ok(null, 'Unknown charge');
      // The event itself proves nothing: the charge is read back from Omise with the secret key.
      const charge = await provider.retrieveCharge(event.data.id);
      if (!charge) return ok(null, 'Unknown charge');
      // A charge whose creation never answered (the connection dropped after Omise took it) is
      // found by the checkout id it carries, as Omise has it.
      const payment =
        known ?? (charge.checkoutId ? await paymentWithoutCharge(charge.checkoutId) : undefined);
      if (!payment) return ok(null, 'Unknown charge');
      await settlePayment(db, provider, payment, charge);
      return ok(null, 'Received');
    },
  };

  /** Asks the provider for the charge; a refusal fails the payment with the provider's message. */
  async function charge(payment: PaymentRow, order: OrderRow, serverOrigin: string): Promise<PaymentRow> {
    try {
      const created = await provider.createCharge({
        checkoutId: payment.id,
        orderNumber: order.orderNumber,
        amount: payment.amount,
        method: payment.method,
        cardToken: payment.tokenId ?? undefined,
        bank: (payment.bank as components['schemas']['InternetBankingCheckout']['bank'] | null) ?? undefined,
        phone: payment.phone ?? undefined,
        returnUri: `${serverOrigin}${RETURN_PATH}?checkout_id=${encodeURIComponent(payment.id)}`,
        serverOrigin,
      });
      return await settlePayment(db, provider, payment, created);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await db
        .update(payments)
        .set({ status: 'failed', failureMessage: error.message })
        .where(eq(payments.id, payment.id));
      throw new HttpError(422, 'PAYMENT_FAILED', `เกิดข้อผิดพลาดในการชำระเงิน: ${error.message}`);
    }
  }
}
