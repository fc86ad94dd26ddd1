import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orders, payments } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import type { PaymentRow } from './payment-view.ts';
import type { PaymentProvider } from './provider.ts';
import { settlePayment } from './settle.ts';

/** A payment and the number of the order it pays. */
export interface CheckoutOfOrder {
  payment: PaymentRow;
  orderNumber: string;
}

/** The payment with this checkout id; with a customer, only theirs. */
export async function findPayment(
  db: AppDatabase,
  checkoutId: string,
  customerId?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, checkoutId), customerId ? eq(payments.customerId, customerId) : undefined));
  return row;
}

export async function orderNumberOf(db: AppDatabase, payment: PaymentRow): Promise<string> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  return row?.orderNumber ?? '';
}

/** Re-reads a pending charge from the provider (never trusting the browser) and applies it. */
export async function refreshPayment(
  db: AppDatabase,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.status !== 'pending' || !payment.chargeId || payment.provider !== provider.name) return payment;
  const charge = await provider.retrieveCharge(payment.chargeId);
  return charge ? settlePayment(db, provider, payment, charge) : payment;
}

/** The customer's checkout as the provider has it now; another customer's is not found. */
export async function customerCheckout(
  db: AppDatabase,
  provider: PaymentProvider,
  customerId: string,
  checkoutId: string,
): Promise<CheckoutOfOrder> {
  const payment = await findPayment(db, checkoutId, customerId);
  if (!payment) throw new DomainError('notFound', 'NOT_FOUND', 'Checkout not found');
  const current = await refreshPayment(db, provider, payment);
  return { payment: current, orderNumber: await orderNumberOf(db, current) };
}

/** The checkout a shopper comes back from the provider with, as the provider has it now. */
export async function returningCheckout(
  db: AppDatabase,
  provider: PaymentProvider,
  checkoutId: string,
): Promise<PaymentRow | undefined> {
  const payment = await findPayment(db, checkoutId);
  return payment && (await refreshPayment(db, provider, payment));
}
