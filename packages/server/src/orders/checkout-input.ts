import { parseDiscountCode } from '@probuild/api-client';
import type { components } from '@probuild/api-client/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type CartRow, firstOverStock, type PricedLine, pricedLines } from '../cart/cart-lines.ts';
import { ownCart } from '../cart/own-cart.ts';
import { cartServices, type ServiceLine } from '../cart/services.ts';
import type { AppDatabase } from '../db/open.ts';
import { discountCodes, orders, paymentMethods } from '../db/schema/index.ts';
import { DomainError, type DomainErrorParams, type ErrorCode } from '../domain-error.ts';
import { addressView, type ShippingAddress } from '../shipping-addresses/address-view.ts';
import { findOwnAddress } from '../shipping-addresses/own-address.ts';
import { ensureWithinUnitLimit } from './holding-limits.ts';
import {
  type DiscountResult,
  type DiscountRule,
  MIN_PAYABLE_TOTAL,
  type Pricing,
  priceOrder,
  subtotalOf,
} from './pricing.ts';
import { stockUnits } from './stock-units.ts';

type OrderRequest = components['schemas']['OrderRequest'];
export type PaymentMethod = (typeof paymentMethods)[number];

/** Everything an order is made of, read and priced from the database. */
export interface ResolvedCheckout {
  cart: CartRow;
  lines: PricedLine[];
  /** The cart's services (the shop's assembly), priced today; in the subtotal. */
  services: ServiceLine[];
  shippingAddress: ShippingAddress;
  taxInvoiceAddress: ShippingAddress | null;
  paymentMethod: PaymentMethod | undefined;
  pricing: Pricing;
  discount: DiscountResult;
}

const isPaymentMethod = (value: string): value is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(value);

async function ownAddress(db: AppDatabase, customerId: string, addressId: string, what: string) {
  const row = await findOwnAddress(db, customerId, addressId);
  if (!row) throw new DomainError('notFound', 'NOT_FOUND', `The ${what} address was not found`);
  return addressView(row);
}

const refuseCode = (code: ErrorCode, message: string, params?: DomainErrorParams) =>
  new DomainError('invalid', code, message, params);

/** Baht with thousands separators, for messages: 1000000 satang → "10,000". */
const bahtText = (satang: number) => (satang / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * The discount code of the request (any letter case) when this customer may use it on this
 * subtotal: known and active ('โค้ดส่วนลดไม่ถูกต้อง' otherwise, also before it starts), not expired,
 * the subtotal at least its minimum spend, and uses left in all and for the customer. A use is an
 * order with the code that is not cancelled: an order that lapsed unpaid gives its use back. The
 * code's row stays locked to the end of the transaction, so two orders cannot take its last use
 * together.
 */
async function discountRule(
  db: AppDatabase,
  customerId: string,
  typed: string | undefined,
  subtotal: number,
): Promise<DiscountRule | null> {
  const code = parseDiscountCode(typed ?? '');
  if (code === '') return null;
  const [row] = await db
    .select({
      code: discountCodes.code,
      percent: discountCodes.percent,
      amount: discountCodes.amount,
      minSpend: discountCodes.minSpend,
      totalUses: discountCodes.totalUses,
      usesPerCustomer: discountCodes.usesPerCustomer,
      started: sql<boolean>`coalesce(${discountCodes.startsAt} <= now(), true)`,
      expired: sql<boolean>`coalesce(${discountCodes.expiresAt} <= now(), false)`,
    })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)))
    .for('update');
  if (!row?.started) throw refuseCode('INVALID_DISCOUNT_CODE', 'โค้ดส่วนลดไม่ถูกต้อง');
  if (row.expired) throw refuseCode('DISCOUNT_CODE_EXPIRED', 'This discount code has expired');
  if (subtotal < row.minSpend) {
    throw refuseCode(
      'DISCOUNT_MIN_SPEND',
      `This discount code needs a subtotal of at least ${bahtText(row.minSpend)} baht`,
      {
        amount: row.minSpend,
      },
    );
  }
  if (row.totalUses !== null || row.usesPerCustomer !== null) {
    const [uses] = await db
      .select({
        all: sql<number>`count(*)::int`,
        mine: sql<number>`count(*) filter (where ${orders.customerId} = ${customerId})::int`,
      })
      .from(orders)
      .where(and(eq(orders.discountCode, row.code), ne(orders.state, 'cancelled')));
    if (row.totalUses !== null && (uses?.all ?? 0) >= row.totalUses) {
      throw refuseCode('DISCOUNT_CODE_USED_UP', 'This discount code has been used up');
    }
    if (row.usesPerCustomer !== null && (uses?.mine ?? 0) >= row.usesPerCustomer) {
      throw refuseCode(
        'DISCOUNT_CODE_LIMIT_REACHED',
        'You have used this discount code as often as it allows',
      );
    }
  }
  return { code: row.code, percent: row.percent, amount: row.amount };
}

/** 409 `OUT_OF_STOCK`: an order would take more of the SKU than the `stock` left. */
export const outOfStock = (sku: string, stock: number, productName?: { th: string; en?: string }) =>
  new DomainError(
    'conflict',
    'OUT_OF_STOCK',
    stock === 0 ? `${sku} is out of stock` : `Only ${stock} of ${sku} left`,
    {
      sku,
      productName,
      unitsLeft: stock,
    },
  );

/**
 * Checks an order request against the database in the spec's order (cart, shipping address, tax
 * invoice address, payment method, discount code, stock, units per customer) and prices it. Nothing the client sent
 * is used as a price.
 */
export async function resolveCheckout(
  db: AppDatabase,
  customerId: string,
  body: OrderRequest,
  { requirePaymentMethod }: { requirePaymentMethod: boolean },
): Promise<ResolvedCheckout> {
  const cart = await ownCart(db, customerId, body.cartId);
  const lines = await pricedLines(db, cart.id);
  if (lines.length === 0) throw new DomainError('unprocessable', 'CART_EMPTY', 'Your cart is empty');

  if (!body.shippingAddressId) {
    throw refuseCode('SHIPPING_ADDRESS_REQUIRED', 'กรุณาเลือกที่อยู่จัดส่งก่อนดำเนินการชำระเงิน');
  }
  const shippingAddress = await ownAddress(db, customerId, body.shippingAddressId, 'shipping');
  let taxInvoiceAddress: ShippingAddress | null = null;
  if (body.wantTaxInvoice) {
    if (!body.taxInvoiceAddressId) {
      throw new DomainError(
        'invalid',
        'VALIDATION_FAILED',
        'body/taxInvoiceAddressId is required when wantTaxInvoice is true',
        { issues: [{ path: '/taxInvoiceAddressId', message: 'is required when wantTaxInvoice is true' }] },
      );
    }
    taxInvoiceAddress = await ownAddress(db, customerId, body.taxInvoiceAddressId, 'tax invoice');
  }

  const method = body.paymentMethod;
  if (method === undefined && requirePaymentMethod) {
    throw refuseCode('PAYMENT_METHOD_REQUIRED', 'กรุณาเลือกช่องทางการชำระเงินก่อนดำเนินการ');
  }
  if (method !== undefined && !isPaymentMethod(method)) {
    throw refuseCode('INVALID_PAYMENT_METHOD', 'ช่องทางการชำระเงินไม่ถูกต้อง');
  }

  const services = cartServices(cart);
  const lineTotals = [...lines.map((line) => line.totalPrice), ...services.map((service) => service.price)];
  const rule = await discountRule(db, customerId, body.discountCode, subtotalOf(lineTotals));
  const over = firstOverStock(lines);
  if (over) throw outOfStock(over.sku, over.stock, over.name);
  await ensureWithinUnitLimit(db, customerId, stockUnits(lines));
  const { pricing, discount } = priceOrder(lineTotals, rule);
  if (pricing.total < MIN_PAYABLE_TOTAL) {
    throw new DomainError(
      'unprocessable',
      'ORDER_TOTAL_TOO_LOW',
      `An order must come to at least ${bahtText(MIN_PAYABLE_TOTAL)} baht, the smallest payment the shop can take`,
      { amount: MIN_PAYABLE_TOTAL },
    );
  }
  return {
    cart,
    lines,
    services,
    shippingAddress,
    taxInvoiceAddress,
    paymentMethod: method,
    pricing,
    discount,
  };
}

/** Today's date in Thailand as YYYYMMDD, for order numbers. */
export function bangkokDate(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .replaceAll('-', '');
}

/** PB-YYYYMMDD-NNNNNN: the Thai date and the next number of order_number_seq. */
export async function nextOrderNumber(db: AppDatabase): Promise<string> {
  const result = await db.execute(sql`select nextval('order_number_seq')::text as n`);
  const [row] = (result as unknown as { rows: { n: string }[] }).rows;
  if (!row) throw new Error('nextval answered no row');
  return `PB-${bangkokDate()}-${row.n.padStart(6, '0')}`;
}
