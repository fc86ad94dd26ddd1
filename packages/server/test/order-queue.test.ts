import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, payments } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

type State = 'wait' | 'inprogress' | 'success' | 'cancelled';
type Method = 'credit_card' | 'promptpay' | 'internet_banking' | 'truemoney';

const address = (phone: string, name: string) => ({
  _id: randomUUID(),
  customerId: 'x',
  type: 'person',
  prefix: 'mr',
  firstName: name,
  lastName: 'Test',
  idCard: null,
  phone,
  companyName: null,
  branch: null,
  taxId: null,
  address: {
    province: 'กรุงเทพมหานคร',
    district: 'บางรัก',
    tambon: 'สีลม',
    postcode: '10500',
    line: '1 Silom Rd',
  },
  isDefault: true,
  addressTypes: ['shipping'],
  addressType: 'shipping',
  fullName: `${name} Test`,
  fullAddress: '1 Silom Rd, สีลม, บางรัก, กรุงเทพมหานคร 10500',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const run = randomUUID().slice(0, 6).toUpperCase();
let serial = 0;

async function newCustomer(firstName: string, phone: string | null = null) {
  const [row] = await db()
    .insert(customers)
    .values({
      email: `${firstName.toLowerCase()}-${randomUUID()}@shop.example`,
      firstName,
      lastName: 'Q',
      phone,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

interface Seeded {
  id: string;
  orderNumber: string;
}

/** An order written straight into the database, so a test decides its state, time and parties. */
async function seedOrder(options: {
  customerId: string;
  sku: string;
  createdAt: Date | SQL;
  state?: State;
  paymentMethod?: Method;
  shippingPhone?: string;
  taxInvoice?: boolean;
}): Promise<Seeded> {
  serial += 1;
  const state = options.state ?? 'wait';
  const orderNumber = `PB-${run}-${String(serial).padStart(6, '0')}`;
  const [row] = await db()
    .insert(orders)
    .values({
      orderNumber,
      customerId: options.customerId,
      idempotencyKey: randomUUID(),
      requestHash: 'h',
      state,
      paid: state === 'inprogress' || state === 'success',
      paidAt:
        state === 'inprogress' || state === 'success'
          ? sql`(${options.createdAt})::timestamptz + interval '1 minute'`
          : null,
      cancelledAt:
        state === 'cancelled' ? sql`(${options.createdAt})::timestamptz + interval '2 minutes'` : null,
      shippingMethod: 'normal',
      paymentMethod: options.paymentMethod ?? 'promptpay',
      shippingAddress: address(options.shippingPhone ?? '0811111111', 'Somchai'),
      taxInvoiceAddress: options.taxInvoice
        ? {
            ...address('0822222222', 'Company'),
            type: 'company',
            companyName: 'Co Ltd',
            branch: '00000',
            taxId: '0105555555555',
          }
        : null,
      subtotal: 100000,
      shipping: 0,
      discount: 0,
      total: 100000,
      priceBeforeTax: 93458,
      vat: 6542,
      createdAt: options.createdAt,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  await db().insert(orderItems).values({
    orderId: row.id,
    position: 0,
    sku: options.sku,
    nameTh: 'ของ',
    nameEn: 'Thing',
    quantity: 2,
    unitPrice: 50000,
    totalPrice: 100000,
    note: '',
  });
  return { id: row.id, orderNumber };
}

let packer: SignedInStaff;
let sku: string;
let otherSku: string;

beforeAll(async () => {
  packer = await signedInStaff(app(), db(), 'packer');
  sku = (await addTestProduct(db(), { price: 50000, stock: 10 })).sku;
  otherSku = (await addTestProduct(db(), { price: 50000, stock: 10 })).sku;
});

async function queue(query: Record<string, string>) {
  const answer = await callBackoffice(app(), 'listOrders', { token: packer.token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { orders: { orderNumber: string; state: State }[]; nextBefore: string | null };
}

/** Every order of the queue for a query, following the cursor page by page. */
async function wholeQueue(query: Record<string, string>, limit = 100) {
  const numbers: string[] = [];
  let before: string | null = null;
  do {
    const page = await queue({ ...query, limit: String(limit), ...(before ? { before } : {}) });
    numbers.push(...page.orders.map((order) => order.orderNumber));
    before = page.nextBefore;
  } while (before);
  return numbers;
}

describe('the order queue', () => {
  it('filters by state, payment method and Bangkok days, newest first', async () => {
    const customer = await newCustomer('Filterer');
    const q = customer.email;
    const paid = await seedOrder({
      customerId: customer.id,
      sku,
      state: 'inprogress',
      paymentMethod: 'credit_card',
      // 2026-03-10 00:30 in Bangkok
      createdAt: new Date('2026-03-09T17:30:00Z'),
    });
    const unpaid = await seedOrder({
      customerId: customer.id,
      sku,
      state: 'wait',
      createdAt: new Date('2026-03-11T10:00:00Z'),
    });
    const cancelled = await seedOrder({
      customerId: customer.id,
      sku,
      state: 'cancelled',
      createdAt: new Date('2026-03-09T16:59:00Z'), // 2026-03-09 23:59 in Bangkok
    });
    expect(await wholeQueue({ q })).toEqual([unpaid.orderNumber, paid.orderNumber, cancelled.orderNumber]);
    expect(await wholeQueue({ q, state: 'inprogress' })).toEqual([paid.orderNumber]);
    expect(await wholeQueue({ q, state: 'cancelled' })).toEqual([cancelled.orderNumber]);
    expect(await wholeQueue({ q, paymentMethod: 'credit_card' })).toEqual([paid.orderNumber]);
    expect(await wholeQueue({ q, paymentMethod: 'promptpay' })).toEqual([
      unpaid.orderNumber,
      cancelled.orderNumber,
    ]);
    expect(await wholeQueue({ q, from: '2026-03-10', to: '2026-03-10' })).toEqual([paid.orderNumber]);
    expect(await wholeQueue({ q, to: '2026-03-09' })).toEqual([cancelled.orderNumber]);
    expect(await wholeQueue({ q, from: '2026-03-11' })).toEqual([unpaid.orderNumber]);

    const states = await queue({ state: 'inprogress', limit: '100' });
    expect(states.orders.every((order) => order.state === 'inprogress')).toBe(true);
  });

  it('finds an order by its number, customer name or email, a phone and an item SKU', async () => {
    const customer = await newCustomer(`Wanchai${run}`, '089-765-4321');
    const other = await newCustomer(`Other${run}`);
    const byCustomer = await seedOrder({
      customerId: customer.id,
      sku,
      createdAt: new Date('2026-04-01T00:00:00Z'),
    });
    const bySku = await seedOrder({
      customerId: other.id,
      sku: otherSku,
      shippingPhone: '066 123 9876',
      createdAt: new Date('2026-04-02T00:00:00Z'),
    });

    expect(await wholeQueue({ q: byCustomer.orderNumber })).toEqual([byCustomer.orderNumber]);
    // The start of a number finds every order it begins.
    expect(await wholeQueue({ q: `PB-${run}` })).toEqual(
      expect.arrayContaining([byCustomer.orderNumber, bySku.orderNumber]),
    );
    expect(await wholeQueue({ q: `wanchai${run}` })).toEqual([byCustomer.orderNumber]);
    expect(await wholeQueue({ q: `Wanchai${run} Q` })).toEqual([byCustomer.orderNumber]);
    expect(await wholeQueue({ q: customer.email.toUpperCase() })).toEqual([byCustomer.orderNumber]);
    // The customer's phone, typed with or without its dashes.
    expect(await wholeQueue({ q: '0897654321' })).toEqual([byCustomer.orderNumber]);
    // The phone of the order's shipping address.
    expect(await wholeQueue({ q: '066-123-9876' })).toEqual([bySku.orderNumber]);
    expect(await wholeQueue({ q: otherSku })).toEqual([bySku.orderNumber]);
    expect(await wholeQueue({ q: `nobody-${randomUUID()}` })).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await wholeQueue({ q: '%' })).toEqual([]);
  });

  it('pages by keyset without losing or repeating orders placed at the same instant', async () => {
    const customer = await newCustomer('Pager');
    const instant = new Date('2026-05-05T05:05:05.123Z');
    const seeded: Seeded[] = [];
    for (let n = 0; n < 7; n += 1)
      seeded.push(await seedOrder({ customerId: customer.id, sku, createdAt: instant }));
    const older = await seedOrder({
      customerId: customer.id,
      sku,
      createdAt: new Date(instant.getTime() - 1),
    });
    const pages: string[][] = [];
    let before: string | null = null;
    do {
      const page = await queue({ q: customer.email, limit: '3', ...(before ? { before } : {}) });
      pages.push(page.orders.map((order) => order.orderNumber));
      before = page.nextBefore;
    } while (before);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    const all = pages.flat();
    expect(new Set(all).size).toBe(8);
    expect(all.slice(0, 7).sort()).toEqual(seeded.map((order) => order.orderNumber).sort());
    expect(all.at(-1)).toBe(older.orderNumber);
    // A new order placed while paging does not shift the later pages.
    const first = await queue({ q: customer.email, limit: '3' });
    await seedOrder({ customerId: customer.id, sku, createdAt: new Date(instant.getTime() + 1000) });
    const second = await queue({ q: customer.email, limit: '3', before: first.nextBefore ?? '' });
    expect(second.orders.map((order) => order.orderNumber)).toEqual(pages[1]);
  });

  it('pages orders placed microseconds apart within one millisecond', async () => {
    const customer = await newCustomer('Micro');
    const seeded: Seeded[] = [];
    for (const micros of ['123456', '123789', '123999'])
      seeded.push(
        await seedOrder({
          customerId: customer.id,
          sku,
          createdAt: sql`${`2026-07-07 07:07:07.${micros}+00`}::timestamptz`,
        }),
      );
    const numbers: string[] = [];
    let before: string | null = null;
    do {
      const page = await queue({ q: customer.email, limit: '1', ...(before ? { before } : {}) });
      numbers.push(...page.orders.map((order) => order.orderNumber));
      before = page.nextBefore;
    } while (before);
    expect(numbers).toEqual(seeded.map((order) => order.orderNumber).reverse());
  });

  it('refuses a cursor it did not make and a page size beyond 100', async () => {
    const bad = await callBackoffice(app(), 'listOrders', {
      token: packer.token,
      query: { before: 'not-a-cursor' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const big = await callBackoffice(app(), 'listOrders', { token: packer.token, query: { limit: '101' } });
    expect(big.status).toBe(400);
  });
});

describe("an order's page", () => {
  it('shows items, customer, addresses, the tax-invoice request, every payment attempt and a timeline', async () => {
    const customer = await newCustomer('Detail', '0812345678');
    const placedAt = new Date('2026-06-01T03:00:00Z');
    const order = await seedOrder({
      customerId: customer.id,
      sku,
      state: 'inprogress',
      paymentMethod: 'credit_card',
      taxInvoice: true,
      createdAt: placedAt,
    });
    const attempt = (offsetSeconds: number, status: 'failed' | 'successful', chargeId: string) => ({
      orderId: order.id,
      customerId: customer.id,
      idempotencyKey: randomUUID(),
      requestHash: 'h',
      provider: 'test' as const,
      method: 'credit_card' as const,
      amount: 100000,
      status,
      chargeId,
      failureCode: status === 'failed' ? ('declined' as const) : null,
      failureMessage: status === 'failed' ? 'card declined by the bank' : null,
      paidAt: status === 'successful' ? new Date(placedAt.getTime() + 60_000) : null,
      createdAt: new Date(placedAt.getTime() + offsetSeconds * 1000),
    });
    await db()
      .insert(payments)
      .values([
        attempt(10, 'failed', `chrg_${randomUUID()}`),
        attempt(40, 'successful', `chrg_${randomUUID()}`),
      ]);

    const answer = await callBackoffice(app(), 'getOrder', {
      token: packer.token,
      params: { orderNumber: order.orderNumber },
    });
    expect(answer.status).toBe(200);
    const detail = answer.body.data;
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      state: 'inprogress',
      customer: { id: customer.id, email: customer.email, name: 'Detail Q', phone: '0812345678' },
      items: [{ sku, quantity: 2, unitPrice: 50000, totalPrice: 100000 }],
      itemCount: 2,
      pricing: { total: 100000, vat: 6542 },
      shippingAddress: { fullName: 'Somchai Test', phone: '0811111111' },
      taxInvoiceRequested: true,
      taxInvoiceAddress: { type: 'company', companyName: 'Co Ltd', branch: '00000', taxId: '0105555555555' },
    });
    expect(
      detail.payments.map((p: { status: string; failureCode: string | null }) => [p.status, p.failureCode]),
    ).toEqual([
      ['failed', 'declined'],
      ['successful', null],
    ]);
    expect(detail.payments[0].failureMessage).toBe('card declined by the bank');
    expect(detail.payments[1].chargeId).toMatch(/^chrg_/);
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'placed',
      'paymentStarted',
      'paymentFailed',
      'paymentStarted',
      'paid',
    ]);
    expect(detail.timeline[0].at).toBe(placedAt.toISOString());
  });

  it('says a plain order asked for no tax invoice, and 404 for an unknown number', async () => {
    const customer = await newCustomer('Plain');
    const order = await seedOrder({
      customerId: customer.id,
      sku,
      state: 'cancelled',
      createdAt: new Date(),
    });
    const answer = await callBackoffice(app(), 'getOrder', {
      token: packer.token,
      params: { orderNumber: order.orderNumber },
    });
    expect(answer.body.data).toMatchObject({
      taxInvoiceRequested: false,
      taxInvoiceAddress: null,
      payments: [],
    });
    expect(answer.body.data.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'placed',
      'cancelled',
    ]);

    const missing = await callBackoffice(app(), 'getOrder', {
      token: packer.token,
      params: { orderNumber: 'PB-00000000-000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('who may read orders', () => {
  it('refuses an editor (403) and a signed-out caller (401); owners and managers may', async () => {
    const editor = await signedInStaff(app(), db(), 'editor');
    for (const operationId of ['listOrders', 'getOrder']) {
      const call = { params: { orderNumber: 'PB-00000000-000000' } };
      const refused = await callBackoffice(app(), operationId, { ...call, token: editor.token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      const anonymous = await callBackoffice(app(), operationId, call);
      expect(anonymous.status).toBe(401);
    }
    for (const role of ['owner', 'manager'] as const) {
      const member = await signedInStaff(app(), db(), role);
      const answer = await callBackoffice(app(), 'listOrders', {
        token: member.token,
        query: { limit: '1' },
      });
      expect(answer.status).toBe(200);
    }
  });
});
