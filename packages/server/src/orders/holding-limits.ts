import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { CommerceSettings } from '../commerce-settings.ts';
import type { AppDatabase } from '../db/open.ts';
import { customers, orderItems, orders } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { stockUnits } from './stock-units.ts';

/**
 * The most units of one product a customer may hold at once, in the cart and unpaid orders
 * together: the quantity picker's most. Units are counted as orders take them off the shelves (every
 * colour, bundle add-ons, and the parts and extras chosen in computer sets).
 */
export const MAX_UNITS_PER_PRODUCT = 10;
/** Unpaid orders an account whose email is not verified may hold at once. */
export const UNVERIFIED_UNPAID_ORDERS = 1;

type Units = [sku: string, quantity: number][];

/** The customer's orders that are unpaid and still hold their stock. */
const openOrdersOf = (customerId: string): SQL | undefined =>
  and(eq(orders.customerId, customerId), eq(orders.state, 'wait'), sql`${orders.payBy} > now()`);

/** The units the customer's unpaid orders hold, by SKU. */
async function unitsInOpenOrders(db: AppDatabase, customerId: string): Promise<Map<string, number>> {
  const lines = await db
    .select({ sku: orderItems.sku, quantity: orderItems.quantity, configuration: orderItems.configuration })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(openOrdersOf(customerId));
  return new Map(stockUnits(lines));
}

/**
 * 422 `QUANTITY_LIMIT` for the first product of `units` (what a cart or an order holds) that comes,
 * with what the customer's unpaid orders hold, to more than MAX_UNITS_PER_PRODUCT. `raised`: only
 * these SKUs are checked (those a change of the cart raised), so a lower quantity is never refused.
 */
export async function ensureWithinUnitLimit(
  db: AppDatabase,
  customerId: string,
  units: Units,
  raised?: ReadonlySet<string>,
): Promise<void> {
  const checked = raised ? units.filter(([sku]) => raised.has(sku)) : units;
  if (checked.length === 0) return;
  const held = await unitsInOpenOrders(db, customerId);
  for (const [sku, quantity] of checked) {
    const inOrders = held.get(sku) ?? 0;
    if (quantity + inOrders > MAX_UNITS_PER_PRODUCT) throw quantityLimit(sku, quantity + inOrders, inOrders);
  }
}

/** 422 `QUANTITY_LIMIT`: `total` units of the SKU would be held, `inOrders` of them by unpaid orders. */
export function quantityLimit(sku: string, total: number, inOrders: number): DomainError {
  const ordered = inOrders > 0 ? `, ${inOrders} of them in unpaid orders` : '';
  return new DomainError(
    'unprocessable',
    'QUANTITY_LIMIT',
    `You may hold at most ${MAX_UNITS_PER_PRODUCT} of ${sku} in your cart and unpaid orders together (this would make ${total}${ordered})`,
    { limit: MAX_UNITS_PER_PRODUCT, sku },
  );
}

/** The SKUs of which `after` holds more units than `before`. */
export function raisedSkus(before: Units, after: Units): Set<string> {
  const earlier = new Map(before);
  return new Set(after.filter(([sku, quantity]) => quantity > (earlier.get(sku) ?? 0)).map(([sku]) => sku));
}

/**
 * Refuses another unpaid order when the customer holds as many as they may: 409
 * `TOO_MANY_UNPAID_ORDERS` at `unpaidOrdersPerCustomer`, or 409 `EMAIL_NOT_VERIFIED` at
 * UNVERIFIED_UNPAID_ORDERS while their email is not verified. Run with the customer locked.
 */
export async function ensureAnotherUnpaidOrder(
  db: AppDatabase,
  customerId: string,
  settings: Pick<CommerceSettings, 'unpaidOrdersPerCustomer'>,
): Promise<void> {
  const [customer] = await db
    .select({ emailVerified: customers.emailVerified })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [open] = await db.select({ unpaid: count() }).from(orders).where(openOrdersOf(customerId));
  const unpaid = open?.unpaid ?? 0;
  const most = settings.unpaidOrdersPerCustomer;
  if (!customer?.emailVerified && unpaid >= Math.min(UNVERIFIED_UNPAID_ORDERS, most)) {
    throw new DomainError(
      'conflict',
      'EMAIL_NOT_VERIFIED',
      `Until your email is verified you may have ${UNVERIFIED_UNPAID_ORDERS} order waiting for payment: open the link we mailed you, or pay that order first`,
      { limit: Math.min(UNVERIFIED_UNPAID_ORDERS, most) },
    );
  }
  if (unpaid >= most) {
    throw new DomainError(
      'conflict',
      'TOO_MANY_UNPAID_ORDERS',
      `You have ${most} orders waiting for payment: pay one of them, or wait until they lapse, before ordering again`,
      { limit: most },
    );
  }
}
