// The shop calls and fixtures the benchmarks share: customers made through the API, a product with
// the stock a run needs, and latency percentiles.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/open.ts';
import { products } from '../src/db/schema/index.ts';

/** A product with stock for every order a run places (added by the benchmarks' preparation). */
export const BENCH_ORDER_SKU = 'BENCH-ORDER';

export interface Customer {
  id: string;
  headers: Record<string, string>;
  cartId: string;
  addressId: string;
}

export type Percentiles = { p50: number; p99: number; max: number };

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

/** A copy of a seeded product with its own SKU and stock (the price stays the seed's). */
export async function addBenchProduct(database: Database, sku: string, stock: number): Promise<void> {
  const [template] = await database.db
    .select()
    .from(products)
    .where(eq(products.productType, 'product'))
    .limit(1);
  if (!template) throw new Error('The seed has no products');
  const { effectivePrice: _, ...columns } = template;
  await database.db.insert(products).values({ ...columns, sku, stock, searchText: sku.toLowerCase() });
}

export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const json = (await response.json()) as { data?: Record<string, unknown>; message?: string };
  return { status: response.status, json, ms: performance.now() - started };
}

export async function mustCall(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const answer = await call(base, method, path, body, headers);
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.json.message}`);
  return answer.json.data as Record<string, unknown>;
}

/** Registers, signs in and gives an address to a customer, through the API. */
export async function newCustomer(base: string, email: string): Promise<Customer> {
  const password = 'bench-password-1';
  await mustCall(base, 'POST', '/customers/register', {
    firstName: 'ทดสอบ',
    lastName: 'โหลด',
    email,
    phone: '0812345678',
    password,
  });
  const login = await mustCall(base, 'POST', '/customers/login', { identifier: email, password });
  const customer = login.customer as { _id: string };
  const headers = { authorization: `Bearer ${login.token}` };
  const address = await mustCall(
    base,
    'POST',
    `/shipping-addresses/${customer._id}`,
    {
      type: 'person',
      firstName: 'ทดสอบ',
      lastName: 'โหลด',
      phone: '0812345678',
      address: {
        province: 'เชียงใหม่',
        district: 'เมืองเชียงใหม่',
        tambon: 'ศรีภูมิ',
        postcode: '50200',
        line: '12/3 ถ.มูลเมือง',
      },
    },
    headers,
  );
  const cart = await mustCall(base, 'GET', `/cart/${customer._id}`, undefined, headers);
  return { id: customer._id, headers, cartId: cart._id as string, addressId: address._id as string };
}

export const orderBody = (customer: Customer) => ({
  cartId: customer.cartId,
  shippingMethod: 'normal',
  shippingAddressId: customer.addressId,
  wantTaxInvoice: false,
  paymentMethod: 'promptpay',
});

/** A shopper's round: one unit of BENCH_ORDER_SKU into the cart, then an order with a new Idempotency-Key. */
export async function addAndOrder(base: string, customer: Customer) {
  const added = await call(
    base,
    'POST',
    `/cart/add/${customer.id}`,
    { sku: BENCH_ORDER_SKU, quantity: 1 },
    customer.headers,
  );
  const placed = await call(base, 'POST', '/orders', orderBody(customer), {
    ...customer.headers,
    'idempotency-key': randomUUID(),
  });
  return {
    addMs: added.ms,
    orderMs: placed.ms,
    failed: added.status !== 200 || placed.status !== 201,
    orderNumber: placed.json.data?.orderNumber as string | undefined,
  };
}

/**
 * Pays an order through the built-in test provider, so that it no longer counts against the
 * customer's unpaid orders and the units of a product they may hold.
 */
export async function payWithTestProvider(base: string, customer: Customer, orderNumber: string) {
  const checkout = await mustCall(
    base,
    'POST',
    '/payments/checkout',
    { orderNumber, method: 'promptpay' },
    { ...customer.headers, 'idempotency-key': randomUUID() },
  );
  const decided = await fetch(`${base}/api/v1/payments/test-provider/${checkout.checkoutId}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`The test provider answered ${decided.status}`);
  // Reading the checkout reads the charge back, as the browser's return would.
  const paid = await mustCall(
    base,
    'GET',
    `/payments/checkout/${checkout.checkoutId}`,
    undefined,
    customer.headers,
  );
  if (paid.status !== 'successful') throw new Error(`The payment of ${orderNumber} is ${paid.status}`);
}
