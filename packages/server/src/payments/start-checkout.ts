import type { components } from '@probuild/api-client/schema';
import { and, eq } from 'drizzle-orm';
import { normalisePhone } from '../customers/customer-view.ts';
import { sha256 } from '../customers/secrets.ts';
import type { AppDatabase } from '../db/open.ts';
import { orders, payments } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { holdForPayment } from '../orders/order-expiry.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { MIN_PAYABLE_TOTAL } from '../orders/pricing.ts';
import { stableJson } from '../orders/stable-json.ts';
import { type CheckoutOfOrder, orderNumberOf } from './checkout-session.ts';
import type { PaymentRow } from './payment-view.ts';
import { type Bank, type PaymentProvider, PaymentProviderError } from './provider.ts';
import { settlePayment } from './settle.ts';

/** Where a provider sends the shopper back after paying: GET …?checkout_id=… */
export const PAYMENT_RETURN_PATH = '/api/v1/payments/return';

export interface StartCheckoutInput {
  customerId: string;
  /** The client's key of this checkout request: the same key answers the same checkout. */
  idempotencyKey: string;
  request: components['schemas']['CheckoutRequest'];
  /** This server's origin, and the other origins shoppers may be sent back to after paying. */
  shopOrigin: string;
  allowedOrigins: readonly string[];
}

/**
 * Starts paying one of the customer's orders: a payment of the order's total, charged through the
 * provider. A request repeated with its Idempotency-Key answers the first checkout; the same key
 * with another body is refused with 409 `IDEMPOTENCY_KEY_REUSED`.
 */
export async function startCheckout(
  db: AppDatabase,
  provider: PaymentProvider,
  { customerId, idempotencyKey: key, request, shopOrigin, allowedOrigins }: StartCheckoutInput,
): Promise<CheckoutOfOrder & { repeated: boolean }> {
  const requestHash = sha256(stableJson(request));
  const byKey = () =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)))
      .then(([row]) => row);
  const repeat = async (payment: PaymentRow) => {
    if (payment.requestHash !== requestHash) {
      throw new DomainError(
        'conflict',
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for another checkout',
      );
    }
    return { payment, orderNumber: await orderNumberOf(db, payment), repeated: true };
  };
  const earlier = await byKey();
  if (earlier) return repeat(earlier);

  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, request.orderNumber), eq(orders.customerId, customerId)));
  if (!order) throw new DomainError('notFound', 'NOT_FOUND', 'Order not found');
  if (order.paid) throw notPayable('This order is already paid');
  // No provider is asked to charge less than it can take (an order from before the floor).
  if (order.total < MIN_PAYABLE_TOTAL) {
    throw notPayable(
      'This order comes to less than the smallest payment the shop can take; it lapses unpaid',
    );
  }
  if (!(await holdForPayment(db, order.id))) {
    throw notPayable('This order was cancelled because it was not paid in time; its items are back on sale');
  }
  const origin = returnOrigin(request.returnUri, shopOrigin, allowedOrigins);

  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      customerId,
      idempotencyKey: key,
      requestHash,
      provider: provider.name,
      method: request.method,
      amount: order.total,
      tokenId: request.method === 'credit_card' ? request.cardToken : null,
      bank: request.method === 'internet_banking' ? request.bank : null,
      phone: request.method === 'truemoney' ? normalisePhone(request.phone) : null,
      returnOrigin: origin,
    })
    .onConflictDoNothing({ target: [payments.customerId, payments.idempotencyKey] })
    .returning();
  if (!payment) {
    const winner = await byKey();
    if (!winner) throw new Error('An idempotency conflict without the conflicting payment');
    return repeat(winner);
  }
  const charged = await charge(db, provider, payment, order, shopOrigin);
  return { payment: charged, orderNumber: order.orderNumber, repeated: false };
}

const notPayable = (message: string) => new DomainError('conflict', 'ORDER_NOT_PAYABLE', message);

/** The origin of `returnUri` when the shop may send shoppers there; null for our own origin. */
function returnOrigin(
  returnUri: string | undefined,
  shopOrigin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (!returnUri) return null;
  const { origin } = new URL(returnUri);
  if (origin === shopOrigin) return null;
  if (allowedOrigins.includes(origin)) return origin;
  throw new DomainError('unprocessable', 'REDIRECT_URI_NOT_ALLOWED', `Payments cannot return to ${origin}`);
}

/** Asks the provider for the charge; a refusal fails the payment with the provider's message. */
async function charge(
  db: AppDatabase,
  provider: PaymentProvider,
  payment: PaymentRow,
  order: OrderRow,
  shopOrigin: string,
): Promise<PaymentRow> {
  try {
    const created = await provider.createCharge({
      checkoutId: payment.id,
      orderNumber: order.orderNumber,
      amount: payment.amount,
      method: payment.method,
      cardToken: payment.tokenId ?? undefined,
      bank: (payment.bank as Bank | null) ?? undefined,
      phone: payment.phone ?? undefined,
      returnUri: `${shopOrigin}${PAYMENT_RETURN_PATH}?checkout_id=${encodeURIComponent(payment.id)}`,
      serverOrigin: shopOrigin,
    });
    return await settlePayment(db, provider, payment, created);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await db
      .update(payments)
      .set({ status: 'failed', failureCode: 'provider_unavailable', failureMessage: error.message })
      .where(eq(payments.id, payment.id));
    throw new DomainError('unprocessable', 'PAYMENT_FAILED', `The payment failed: ${error.message}`);
  }
}
