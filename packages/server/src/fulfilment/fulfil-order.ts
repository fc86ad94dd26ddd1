import type { components } from '@probuild/api-client/backoffice/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import {
  customers,
  orderItems,
  orders,
  outboxMessages,
  products,
  serialNumbers,
} from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { orderDetail } from '../orders/order-queue.ts';
import { languageOf } from '../refunds/refund-mail.ts';
import { type Actor, recordAudit } from '../staff/audit.ts';
import { bangkokToday, startWarranty } from '../warranty/serials.ts';
import { normaliseTrackingNumber } from './carriers.ts';
import { fitsSerialPattern, normaliseSerial } from './serial-pattern.ts';
import { shipmentMail } from './shipment-mail.ts';

type Schemas = components['schemas'];
type OrderRow = typeof orders.$inferSelect;
type Step = Schemas['FulfilmentStepRequest']['step'];

const STEP_WORDS: Record<Step, string> = {
  ship: 'shipped',
  readyForPickup: 'made ready for pickup',
  deliver: 'marked delivered',
  pickUp: 'marked picked up',
};

/** Each step: the shipping method it is for, the stage it leaves and the stage it reaches. */
const STEPS: Record<
  Step,
  { method: OrderRow['shippingMethod']; from: Schemas['FulfilmentStage']; to: Schemas['FulfilmentStage'] }
> = {
  ship: { method: 'normal', from: 'packing', to: 'shipped' },
  readyForPickup: { method: 'pickup', from: 'packing', to: 'ready_for_pickup' },
  deliver: { method: 'normal', from: 'shipped', to: 'delivered' },
  pickUp: { method: 'pickup', from: 'ready_for_pickup', to: 'picked_up' },
};

const conflict = (
  code:
    | 'ORDER_NOT_PAID'
    | 'ILLEGAL_FULFILMENT_STEP'
    | 'WRONG_SHIPPING_METHOD'
    | 'UNITS_WITHOUT_SERIAL'
    | 'LINE_FULLY_PACKED'
    | 'SERIAL_ALREADY_SOLD'
    | 'SERIAL_PATTERN_MISMATCH',
  message: string,
) => new DomainError('conflict', code, message);

/** The order, locked to the end of the transaction so two staff never take one step twice. */
async function lockOrder(tx: AppDatabase, orderNumber: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
  if (!order) throw new DomainError('notFound', 'ORDER_NOT_FOUND', 'No order has this number');
  if (order.state === 'cancelled')
    throw new DomainError(
      'conflict',
      'ORDER_CANCELLED',
      `Order ${orderNumber} is cancelled, so it cannot be fulfilled`,
    );
  if (order.fulfilmentStage === null)
    throw conflict('ORDER_NOT_PAID', `Order ${orderNumber} is not paid, so it cannot be fulfilled`);
  return order;
}

/** Units of an order and how many of them have their serial. */
async function unitCounts(tx: AppDatabase, orderId: string) {
  const [counts] = await tx
    .select({
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      recorded: sql<number>`(select count(*)::int from ${serialNumbers} where ${serialNumbers.orderItemId} in (select ${orderItems.id} from ${orderItems} where ${orderItems.orderId} = ${orderId}))`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { units: Number(counts?.units ?? 0), recorded: Number(counts?.recorded ?? 0) };
}

const shipmentOf = (order: OrderRow) =>
  order.carrier && order.trackingNumber
    ? { carrier: order.carrier, trackingNumber: order.trackingNumber }
    : null;

/**
 * Records the serial of one unit of a line while the order is paid or being packed (the first
 * one starts packing). A serial another unit carries (of any order, or sold before this shop) is
 * refused, and so is one that does not fit the product's pattern; the serial the line already
 * has is accepted again without change (a scanner's double read). When every unit has its
 * serial, the order is packed.
 */
export async function recordSerial(
  db: AppDatabase,
  actor: Actor,
  { orderNumber, lineId, serial: typed }: { orderNumber: string; lineId: string; serial: string },
): Promise<Schemas['OrderDetail']> {
  const serial = normaliseSerial(typed);
  if (serial === '')
    throw new DomainError('invalid', 'VALIDATION_FAILED', 'Please enter the serial number', {
      issues: [{ path: '/body/serial', message: 'must not be blank' }],
    });
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    const [line] = await tx
      .select({ item: orderItems, pattern: products.serialPattern, months: products.warrantyMonths })
      .from(orderItems)
      .innerJoin(products, eq(products.sku, orderItems.sku))
      .where(and(eq(orderItems.id, lineId), eq(orderItems.orderId, order.id)));
    if (!line) throw new DomainError('notFound', 'NOT_FOUND', 'This order has no such line');
    const [existing] = await tx.select().from(serialNumbers).where(eq(serialNumbers.serial, serial));
    if (existing?.orderItemId === line.item.id) return;
    if (order.fulfilmentStage !== 'paid' && order.fulfilmentStage !== 'packing')
      throw conflict(
        'ILLEGAL_FULFILMENT_STEP',
        `Order ${orderNumber} is ${order.fulfilmentStage}: its packing is over`,
      );
    if (existing)
      throw conflict('SERIAL_ALREADY_SOLD', `Serial number ${serial} belongs to a unit already sold`);
    if (line.pattern && !fitsSerialPattern(serial, line.pattern))
      throw conflict(
        'SERIAL_PATTERN_MISMATCH',
        `Serial number ${serial} does not fit the serials of ${line.item.sku} (${line.pattern})`,
      );
    const before = await lineSerials(tx, line.item.id);
    if (before.length >= line.item.quantity)
      throw conflict('LINE_FULLY_PACKED', `Every unit of ${line.item.sku} already has its serial number`);
    const inserted = await tx
      .insert(serialNumbers)
      .values({
        serial,
        sku: line.item.sku,
        orderItemId: line.item.id,
        buyDate: null,
        warrantyMonths: line.months,
      })
      .onConflictDoNothing()
      .returning({ serial: serialNumbers.serial });
    // Another order took the serial meanwhile.
    if (inserted.length === 0)
      throw conflict('SERIAL_ALREADY_SOLD', `Serial number ${serial} belongs to a unit already sold`);
    const { units, recorded } = await unitCounts(tx, order.id);
    const packed = recorded >= units;
    await tx
      .update(orders)
      .set({ fulfilmentStage: 'packing', packedAt: packed ? sql`now()` : null })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, actor, {
      action: packed ? 'order.packed' : 'order.serial.record',
      targetType: 'order',
      targetId: orderNumber,
      before: { stage: order.fulfilmentStage, sku: line.item.sku, serials: before },
      after: { stage: 'packing', sku: line.item.sku, serials: [...before, serial] },
    });
  });
  return orderDetail(db, orderNumber);
}

async function lineSerials(tx: AppDatabase, itemId: string): Promise<string[]> {
  const rows = await tx
    .select({ serial: serialNumbers.serial })
    .from(serialNumbers)
    .where(eq(serialNumbers.orderItemId, itemId))
    .orderBy(serialNumbers.createdAt, serialNumbers.serial);
  return rows.map((row) => row.serial);
}

/** Takes back a serial recorded for this order by mistake, while it is being packed. */
export async function removeSerial(
  db: AppDatabase,
  actor: Actor,
  { orderNumber, serial: typed }: { orderNumber: string; serial: string },
): Promise<Schemas['OrderDetail']> {
  const serial = normaliseSerial(typed);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    const [unit] = await tx
      .select({ serial: serialNumbers.serial, sku: serialNumbers.sku })
      .from(serialNumbers)
      .innerJoin(orderItems, eq(orderItems.id, serialNumbers.orderItemId))
      .where(and(eq(serialNumbers.serial, serial), eq(orderItems.orderId, order.id)));
    if (!unit)
      throw new DomainError('notFound', 'SERIAL_NOT_FOUND', `Order ${orderNumber} has no serial ${serial}`);
    if (order.fulfilmentStage !== 'packing')
      throw conflict(
        'ILLEGAL_FULFILMENT_STEP',
        `Order ${orderNumber} is ${order.fulfilmentStage}: its serials are final`,
      );
    await tx.delete(serialNumbers).where(eq(serialNumbers.serial, serial));
    await tx.update(orders).set({ packedAt: null }).where(eq(orders.id, order.id));
    await recordAudit(tx, actor, {
      action: 'order.serial.remove',
      targetType: 'order',
      targetId: orderNumber,
      before: { sku: unit.sku, serial },
      after: null,
    });
  });
  return orderDetail(db, orderNumber);
}

/**
 * Takes the next fulfilment step (STEPS). Shipping records the carrier and tracking number and
 * queues the shopper's mail; delivery and pick-up complete the order (the shopper's 'delivered')
 * and start the warranty of its units that day. The step the order already took, sent again with
 * the same details, changes nothing.
 */
export async function advanceFulfilment(
  db: AppDatabase,
  actor: Actor,
  orderNumber: string,
  request: Schemas['FulfilmentStepRequest'],
): Promise<Schemas['OrderDetail']> {
  const step = STEPS[request.step];
  const shipment = request.step === 'ship' ? shipmentOfRequest(request) : undefined;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (order.shippingMethod !== step.method)
      throw conflict(
        'WRONG_SHIPPING_METHOD',
        `Order ${orderNumber} is ${order.shippingMethod === 'pickup' ? 'picked up at the shop' : 'delivered'}: it cannot be ${STEP_WORDS[request.step]}`,
      );
    if (order.fulfilmentStage === step.to) {
      const same =
        shipment === undefined ||
        (order.carrier === shipment.carrier && order.trackingNumber === shipment.trackingNumber);
      if (same) return;
      throw conflict(
        'ILLEGAL_FULFILMENT_STEP',
        `Order ${orderNumber} has already shipped with another tracking number`,
      );
    }
    if (order.fulfilmentStage !== step.from)
      throw conflict(
        'ILLEGAL_FULFILMENT_STEP',
        `Order ${orderNumber} is ${order.fulfilmentStage}: it cannot be ${STEP_WORDS[request.step]} now`,
      );
    if (step.from === 'packing') {
      const { units, recorded } = await unitCounts(tx, order.id);
      if (recorded < units)
        throw conflict(
          'UNITS_WITHOUT_SERIAL',
          `${units - recorded} of ${units} units have no serial number yet`,
        );
    }
    const completes = step.to === 'delivered' || step.to === 'picked_up';
    const [after] = await tx
      .update(orders)
      .set({
        fulfilmentStage: step.to,
        ...(shipment ? { ...shipment, shippedAt: sql`now()` } : {}),
        ...(step.to === 'ready_for_pickup' ? { readyAt: sql`now()` } : {}),
        ...(completes ? { state: 'success' as const, successDate: sql`now()` } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (completes) await startWarranty(tx, order.id, bangkokToday(after?.successDate ?? new Date()));
    if (shipment) await queueShipmentMail(tx, order, shipment);
    await recordAudit(tx, actor, {
      action: `order.${request.step}`,
      targetType: 'order',
      targetId: orderNumber,
      before: { stage: order.fulfilmentStage, state: order.state, shipment: shipmentOf(order) },
      after: { stage: step.to, state: after?.state, shipment: after ? shipmentOf(after) : null },
    });
  });
  return orderDetail(db, orderNumber);
}

function shipmentOfRequest(request: Schemas['FulfilmentStepRequest']) {
  if (!request.carrier || !request.trackingNumber?.trim())
    throw new DomainError(
      'invalid',
      'VALIDATION_FAILED',
      'Shipping needs the carrier and the tracking number',
      {
        issues: [
          ...(request.carrier ? [] : [{ path: '/body/carrier', message: 'is required to ship' }]),
          ...(request.trackingNumber?.trim()
            ? []
            : [{ path: '/body/trackingNumber', message: 'is required to ship' }]),
        ],
      },
    );
  return {
    carrier: request.carrier,
    trackingNumber: normaliseTrackingNumber(request.carrier, request.trackingNumber),
  };
}

/** The shopper's mail, in the language of their account; it goes out only if the step commits. */
async function queueShipmentMail(
  tx: AppDatabase,
  order: OrderRow,
  shipment: { carrier: Schemas['Carrier']; trackingNumber: string },
) {
  const [customer] = await tx
    .select({ email: customers.email, preferences: customers.preferences })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer) return;
  const mail = shipmentMail(languageOf(customer.preferences), {
    orderNumber: order.orderNumber,
    ...shipment,
  });
  await tx.insert(outboxMessages).values({
    channel: 'email',
    recipient: customer.email.toLowerCase(),
    customerId: order.customerId,
    subject: mail.subject,
    body: mail.body,
  });
}
