import type { components } from '@probuild/api-client/backoffice/schema';
import { and, asc, desc, eq, exists, gte, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, escapeLike } from '../db/keyset.ts';
import type { AppDatabase } from '../db/open.ts';
import {
  customers,
  orderItems,
  orderRefunds,
  orders,
  payments,
  products,
  serialNumbers,
  staffAudit,
} from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { trackingUrlOf } from '../fulfilment/carriers.ts';
import type { ShippingAddress } from '../shipping-addresses/address-view.ts';

type Schemas = components['schemas'];
type OrderRow = typeof orders.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

export interface OrderQueueQuery {
  state?: Schemas['OrderState'];
  stage?: Schemas['FulfilmentStage'];
  paymentMethod?: Schemas['PaymentMethod'];
  /** Days (YYYY-MM-DD) in Bangkok time, both included. */
  from?: string;
  to?: string;
  q?: string;
  /** Only this customer's orders. */
  customer?: string;
  before?: string;
  limit: number;
}

/** The start of a Bangkok day (UTC+7, no daylight saving) as an instant. */
const bangkokDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** Orders a search text finds: number (its start), customer name or email, a phone, an item's SKU. */
function searchCondition(q: string): SQL {
  const text = q.trim();
  const anywhere = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  const conditions: (SQL | undefined)[] = [
    ilike(orders.orderNumber, `${escapeLike(text)}%`),
    ilike(customers.email, anywhere),
    ilike(sql`(${customers.firstName} || ' ' || ${customers.lastName})`, anywhere),
    exists(
      sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sku} = ${text})`,
    ),
  ];
  // A phone is typed as digits, perhaps with spaces, dashes, brackets or a leading +.
  if (/^[\d\s()+-]+$/.test(text) && digits.length >= 3) {
    const phone = `%${digits}%`;
    conditions.push(
      sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${phone}`,
      sql`regexp_replace(coalesce(${orders.shippingAddress}->>'phone', ''), '\\D', '', 'g') like ${phone}`,
    );
  }
  return or(...conditions) as SQL;
}

const customerView = (row: CustomerRow): Schemas['OrderCustomer'] => ({
  id: row.id,
  email: row.email,
  name: `${row.firstName} ${row.lastName}`.trim(),
  phone: row.phone,
});

function summaryView(row: OrderRow, customer: CustomerRow, itemCount: number): Schemas['OrderSummary'] {
  return {
    orderNumber: row.orderNumber,
    placedAt: row.createdAt.toISOString(),
    state: row.state,
    // A cancelled order (refunded in full) has left fulfilment.
    stage: row.state === 'cancelled' ? null : row.fulfilmentStage,
    shipped: row.shippedAt !== null || row.state === 'success',
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    total: row.total,
    customer: customerView(customer),
    itemCount,
  };
}

const unitsOfOrder = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** A page of the queue, newest first (ties by id), older than cursor `before` when given. */
export async function orderQueuePage(db: AppDatabase, query: OrderQueueQuery): Promise<Schemas['OrderPage']> {
  const cursor = query.before === undefined ? undefined : decodeCursor(query.before);
  const conditions: (SQL | undefined)[] = [
    query.state ? eq(orders.state, query.state) : undefined,
    query.stage ? and(eq(orders.fulfilmentStage, query.stage), ne(orders.state, 'cancelled')) : undefined,
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.from ? gte(orders.createdAt, bangkokDayStart(query.from)) : undefined,
    query.to
      ? lt(orders.createdAt, new Date(bangkokDayStart(query.to).getTime() + 24 * 60 * 60 * 1000))
      : undefined,
    query.q?.trim() ? searchCondition(query.q) : undefined,
    query.customer ? eq(orders.customerId, query.customer) : undefined,
    cursor ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor[0]}::timestamptz, ${cursor[1]})` : undefined,
  ];
  const rows = await db
    .select({
      order: orders,
      customer: customers,
      units: unitsOfOrder,
      placedAtText: sql<string>`${orders.createdAt}::text`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map((row) => summaryView(row.order, row.customer, Number(row.units))),
    nextBefore: rows.length > query.limit && last ? encodeCursor([last.placedAtText, last.order.id]) : null,
  };
}

function addressView(snapshot: unknown): Schemas['OrderAddress'] {
  const address = snapshot as ShippingAddress;
  return {
    type: address.type,
    fullName: address.fullName,
    phone: address.phone,
    fullAddress: address.fullAddress,
    companyName: address.companyName,
    branch: address.branch,
    taxId: address.taxId,
    idCard: address.idCard,
  };
}

type PaymentRow = typeof payments.$inferSelect;
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function paymentView(row: PaymentRow): Schemas['PaymentAttempt'] {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    method: row.method,
    amount: row.amount,
    status: row.status,
    chargeId: row.chargeId,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    paidAt: iso(row.paidAt),
    refundId: row.refundId,
  };
}

/** The audit actions of fulfilment steps, and the timeline events they name. */
const STEP_EVENTS: Record<string, Schemas['OrderEvent']['kind']> = {
  'order.packed': 'packed',
  'order.ship': 'shipped',
  'order.readyForPickup': 'readyForPickup',
  'order.deliver': 'delivered',
  'order.pickUp': 'pickedUp',
};

/** Who took each fulfilment step of an order (the last time, for a packing redone), from the audit log. */
async function stepActors(db: AppDatabase, orderNumber: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ action: staffAudit.action, email: staffAudit.actorEmail })
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, 'order'), eq(staffAudit.targetId, orderNumber)))
    .orderBy(asc(staffAudit.id));
  const actors = new Map<string, string>();
  for (const row of rows) {
    const kind = STEP_EVENTS[row.action];
    if (kind) actors.set(kind, row.email);
  }
  return actors;
}

type RefundRow = typeof orderRefunds.$inferSelect;

/**
 * What happened to an order, oldest first, from the times it records; fulfilment steps and refunds
 * say who. A refund still waiting for the provider is not an event yet.
 */
function timelineOf(
  row: OrderRow,
  attempts: PaymentRow[],
  actors: Map<string, string>,
  refunds: RefundRow[],
): Schemas['OrderEvent'][] {
  const events: Schemas['OrderEvent'][] = [{ at: row.createdAt.toISOString(), kind: 'placed' }];
  for (const attempt of attempts) {
    events.push({ at: attempt.createdAt.toISOString(), kind: 'paymentStarted', paymentId: attempt.id });
    if (attempt.status === 'failed' || attempt.status === 'expired')
      events.push({
        at: attempt.createdAt.toISOString(),
        kind: attempt.status === 'failed' ? 'paymentFailed' : 'paymentExpired',
        paymentId: attempt.id,
      });
  }
  if (row.paidAt) {
    const paying = attempts.find((attempt) => attempt.status === 'successful');
    events.push({
      at: row.paidAt.toISOString(),
      kind: 'paid',
      ...(paying ? { paymentId: paying.id } : {}),
    });
  }
  if (row.cancelledAt) events.push({ at: row.cancelledAt.toISOString(), kind: 'cancelled' });
  const step = (at: Date | null, kind: Schemas['OrderEvent']['kind']) => {
    if (!at) return;
    const by = actors.get(kind);
    events.push({ at: at.toISOString(), kind, ...(by ? { by } : {}) });
  };
  step(row.packedAt, 'packed');
  step(row.shippedAt, 'shipped');
  step(row.readyAt, 'readyForPickup');
  if (row.state === 'success')
    step(row.successDate, row.shippingMethod === 'pickup' ? 'pickedUp' : 'delivered');
  for (const refund of refunds) {
    if (refund.state === 'pending' || !refund.settledAt) continue;
    events.push({
      at: refund.settledAt.toISOString(),
      kind: refund.state === 'succeeded' ? 'refunded' : 'refundFailed',
      amount: refund.amount,
      refundId: refund.id,
      by: refund.staffEmail,
    });
  }
  // A stable sort: events at the same instant keep the order they happen in.
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The serials recorded for each line of an order, oldest first. */
async function serialsOfLines(db: AppDatabase, orderId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ itemId: serialNumbers.orderItemId, serial: serialNumbers.serial })
    .from(serialNumbers)
    .innerJoin(orderItems, eq(orderItems.id, serialNumbers.orderItemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(serialNumbers.createdAt), asc(serialNumbers.serial));
  const byLine = new Map<string, string[]>();
  for (const row of rows)
    if (row.itemId) byLine.set(row.itemId, [...(byLine.get(row.itemId) ?? []), row.serial]);
  return byLine;
}

/** One order as staff see it: items, customer, addresses, every payment attempt and a timeline. */
export async function orderDetail(db: AppDatabase, orderNumber: string): Promise<Schemas['OrderDetail']> {
  const [found] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.orderNumber, orderNumber));
  if (!found) throw new DomainError('notFound', 'ORDER_NOT_FOUND', 'No order has this number');
  const { order, customer } = found;
  const [lines, attempts, serials, actors, refunds] = await Promise.all([
    db
      .select({ item: orderItems, serialPattern: products.serialPattern })
      .from(orderItems)
      .innerJoin(products, eq(products.sku, orderItems.sku))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    serialsOfLines(db, order.id),
    stepActors(db, order.orderNumber),
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt)),
  ]);
  const units = lines.reduce((sum, line) => sum + line.item.quantity, 0);
  return {
    ...summaryView(order, customer, units),
    items: lines.map(({ item, serialPattern }) => ({
      id: item.id,
      sku: item.sku,
      name: { th: item.nameTh, en: item.nameEn },
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      note: item.note,
      serials: serials.get(item.id) ?? [],
      serialPattern,
    })),
    pricing: {
      subtotal: order.subtotal,
      shipping: order.shipping,
      discount: order.discount,
      assemblyFee: order.assemblyFee,
      total: order.total,
      priceBeforeTax: order.priceBeforeTax,
      vat: order.vat,
    },
    discountCode: order.discountCode,
    payBy: order.payBy.toISOString(),
    shippingAddress: addressView(order.shippingAddress),
    taxInvoiceRequested: order.taxInvoiceAddress !== null,
    taxInvoiceAddress: order.taxInvoiceAddress === null ? null : addressView(order.taxInvoiceAddress),
    payments: attempts.map(paymentView),
    timeline: timelineOf(order, attempts, actors, refunds),
    shipment:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            trackingNumber: order.trackingNumber,
            trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
          }
        : null,
  };
}
