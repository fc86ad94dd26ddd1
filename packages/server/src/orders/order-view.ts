import type { components } from '@probuild/api-client/schema';
import { asc, inArray } from 'drizzle-orm';
import { orderServices } from '../cart/services.ts';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, type orders, serialNumbers } from '../db/schema/index.ts';
import { CARRIER_INFO, trackingUrlOf } from '../fulfilment/carriers.ts';
import { latestPayments } from '../payments/payment-view.ts';
import { refundedAmounts } from '../refunds/refund-view.ts';
import type { ShippingAddress } from '../shipping-addresses/address-view.ts';

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function itemView(row: OrderItemRow, serials: string[]): Schemas['OrderItem'] {
  return {
    id: row.id,
    sku: row.sku,
    productName: { th: row.nameTh, en: row.nameEn },
    img: row.image,
    amount: row.quantity,
    price: row.unitPrice,
    totalPrice: row.totalPrice,
    note: row.note,
    selectedColor: row.selectedColor as Schemas['SelectedColor'] | null,
    configuration: row.configuration,
    serialNumbers: serials,
  };
}

/** An order's copy of an address; one copied before addresses had a line has a null line. */
function snapshotView(snapshot: ShippingAddress): ShippingAddress {
  return { ...snapshot, address: { ...snapshot.address, line: snapshot.address.line ?? null } };
}

/** A paid order is prepared until the shop ships it; a delivered one has shipped; an unpaid one neither. */
function fulfilmentOf(row: OrderRow): Schemas['OrderFulfilment'] {
  if (row.state === 'success' || (row.state === 'inprogress' && row.shippedAt !== null)) return 'shipped';
  return row.state === 'inprogress' ? 'preparing' : null;
}

/** The carrier and tracking number of a shipped order, with the carrier's names and tracking page. */
function shipmentView(row: OrderRow): Schemas['Shipment'] | null {
  if (!row.carrier || !row.trackingNumber) return null;
  return {
    carrier: row.carrier,
    carrierName: CARRIER_INFO[row.carrier].name,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrlOf(row.carrier, row.trackingNumber),
  };
}

export function orderView(
  row: OrderRow,
  items: OrderItemRow[],
  payment: Schemas['Payment'] | null,
  serialsOf: (itemId: string) => string[],
): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    buyDate: iso(row.createdAt) ?? '',
    successDate: iso(row.successDate),
    state: row.state,
    fulfilment: fulfilmentOf(row),
    payBy: iso(row.payBy) ?? '',
    items: items.map((item) => itemView(item, serialsOf(item.id))),
    services: orderServices(row),
    shipment: shipmentView(row),
    totalPrice: row.total,
    pricing: {
      subtotal: row.subtotal,
      shipping: row.shipping,
      discount: row.discount,
      total: row.total,
      priceBeforeTax: row.priceBeforeTax,
      vat: row.vat,
    },
    discount: { applied: row.discountCode !== null, code: row.discountCode, value: row.discount },
    shippingMethod: row.shippingMethod,
    shippingAddress: snapshotView(row.shippingAddress as ShippingAddress),
    taxInvoiceAddress: row.taxInvoiceAddress ? snapshotView(row.taxInvoiceAddress as ShippingAddress) : null,
    paymentMethod: row.paymentMethod,
    payment,
  };
}

/** Loads the items and latest payment of each order, keeping the order of `rows`. */
export async function orderViews(db: AppDatabase, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.position));
  const payments = await latestPayments(db, ids);
  const refunded = await refundedAmounts(db, ids);
  const serials = await serialsByItem(
    db,
    items.map((item) => item.id),
  );
  return rows.map((row) => {
    const view = orderView(
      row,
      items.filter((item) => item.orderId === row.id),
      payments.get(row.id) ?? null,
      (itemId) => serials.get(itemId) ?? [],
    );
    const refundedAmount = refunded.get(row.id);
    return refundedAmount === undefined ? view : { ...view, refundedAmount };
  });
}

/** The serial numbers recorded for the units of these order items at packing, by item. */
async function serialsByItem(db: AppDatabase, itemIds: string[]): Promise<Map<string, string[]>> {
  const byItem = new Map<string, string[]>();
  if (itemIds.length === 0) return byItem;
  const units = await db
    .select({ serial: serialNumbers.serial, itemId: serialNumbers.orderItemId })
    .from(serialNumbers)
    .where(inArray(serialNumbers.orderItemId, itemIds))
    .orderBy(asc(serialNumbers.serial));
  for (const unit of units) {
    if (unit.itemId === null) continue;
    byItem.set(unit.itemId, [...(byItem.get(unit.itemId) ?? []), unit.serial]);
  }
  return byItem;
}
