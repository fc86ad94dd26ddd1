import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, staffAudit } from '../src/db/schema/index.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { newShopper, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully, type OperationCall } from './support/contract.ts';
import { PASSWORD } from './support/customers.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let manager: SignedInStaff;
let owner: SignedInStaff;
let packer: SignedInStaff;
let editor: SignedInStaff;
let shopper: Shopper;
let sku: string;

/** A paid order of the customer, written straight into the database. */
async function paidOrder(customerId: string, total: number) {
  const orderNumber = `PB-CU-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db()
    .insert(orders)
    .values({
      orderNumber,
      customerId,
      idempotencyKey: randomUUID(),
      requestHash: 'h',
      state: 'inprogress',
      paid: true,
      paidAt: new Date(),
      fulfilmentStage: 'paid',
      shippingMethod: 'normal',
      paymentMethod: 'promptpay',
      shippingAddress: { fullName: 'A', phone: '0811111111', fullAddress: 'B', type: 'person' },
      subtotal: total,
      shipping: 0,
      discount: 0,
      total,
      priceBeforeTax: Math.round(total / 1.07),
      vat: total - Math.round(total / 1.07),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  await db().insert(orderItems).values({
    orderId: row.id,
    position: 0,
    sku,
    nameTh: 'ของ',
    nameEn: 'Thing',
    quantity: 1,
    unitPrice: total,
    totalPrice: total,
    note: '',
  });
  return orderNumber;
}

beforeAll(async () => {
  [manager, owner, packer, editor] = await Promise.all([
    signedInStaff(app(), db(), 'manager'),
    signedInStaff(app(), db(), 'owner'),
    signedInStaff(app(), db(), 'packer'),
    signedInStaff(app(), db(), 'editor'),
  ]);
  shopper = await newShopper(app());
  sku = (await addTestProduct(db(), { price: 150000, stock: 10 })).sku;
});

/** A storefront call whose refusals the test reads. */
async function call(operationId: 'loginCustomer' | 'getCart', request: OperationCall) {
  const { status, body } = await callOperation(app(), operationId, request);
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract by callOperation
  return { status, body: body as any };
}

const list = (query: Record<string, string | number>, token = manager.token) =>
  callBackoffice(app(), 'listCustomers', {
    token,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

describe('searching customers', () => {
  it('finds a customer by a part of the name, of the email, or by phone digits typed any way', async () => {
    const unique = randomUUID().slice(0, 8);
    const [row] = await db()
      .insert(customers)
      .values({
        email: `kanya-${unique}@mail.example`,
        firstName: `กัญญา${unique}`,
        lastName: 'ศรีสุข',
        phone: `089${unique.replace(/\D/g, '').padEnd(7, '7').slice(0, 7)}`,
      })
      .returning();
    if (!row?.phone) throw new Error('insert failed');
    const dashed = `${row.phone.slice(0, 3)}-${row.phone.slice(3, 6)}-${row.phone.slice(6)}`;
    for (const q of [
      `ญา${unique}`,
      `${unique} ศรี`,
      `kanya-${unique}@MAIL`,
      dashed,
      `(${row.phone.slice(0, 3)}) ${row.phone.slice(3)}`,
    ]) {
      const { status, body } = await list({ q });
      expect(status, q).toBe(200);
      expect(
        body.data.customers.map((customer: { id: string }) => customer.id),
        q,
      ).toEqual([row.id]);
    }
    const nothing = await list({ q: `nobody-${unique}` });
    expect(nothing.body.data).toEqual({ customers: [], nextBefore: null });
  });

  it('pages newest first with nextBefore, and never answers hashes or tokens', async () => {
    // Three made in one statement share their creation time: the id breaks the tie.
    await db()
      .insert(customers)
      .values(
        [1, 2, 3].map((n) => ({
          email: `page-${n}-${randomUUID()}@mail.example`,
          firstName: 'Page',
          lastName: `${n}`,
        })),
      );
    const first = await list({ limit: 2 });
    expect(first.body.data.customers).toHaveLength(2);
    expect(first.body.data.nextBefore).toEqual(expect.any(String));
    const second = await list({ limit: 2, before: first.body.data.nextBefore });
    expect(second.body.data.customers).toHaveLength(2);
    const ids = [...first.body.data.customers, ...second.body.data.customers].map(
      (c: { id: string }) => c.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.body.data.customers, ...second.body.data.customers].map(
      (c: { createdAt: string }) => Date.parse(c.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const text = first.response.body + second.response.body;
    expect(text).not.toMatch(/passwordHash|argon2|tokenHash/);
    expect(text).not.toContain(shopper.token);
    const bad = await list({ before: 'not-a-cursor' });
    expect(bad.status).toBe(400);
  });

  it('filters by status', async () => {
    const { body } = await list({ status: 'suspended', limit: 100 });
    for (const customer of body.data.customers) expect(customer.status).toBe('suspended');
  });
});

describe("a customer's page", () => {
  it('shows the profile, addresses, order figures; their orders are the queue filtered by customer', async () => {
    const orderNumber = await paidOrder(shopper.customerId, 250000);
    const { status, body } = await callBackoffice(app(), 'getCustomer', {
      token: manager.token,
      params: { customerId: shopper.customerId },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: shopper.customerId,
      email: shopper.email,
      status: 'active',
      orderCount: 1,
      paidTotal: 250000,
      signInMethods: ['password'],
      lastStatusChange: null,
    });
    expect(body.data.addresses).toEqual([
      expect.objectContaining({ id: shopper.addressId, isDefault: true, type: 'person' }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);

    const own = await callBackoffice(app(), 'listOrders', {
      token: manager.token,
      query: { customer: shopper.customerId },
    });
    expect(own.body.data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      orderNumber,
    ]);
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an unknown id', async () => {
    const { status, body } = await callBackoffice(app(), 'getCustomer', {
      token: manager.token,
      params: { customerId: randomUUID() },
    });
    expect(status).toBe(404);
    expect(body.code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('suspending and reactivating', () => {
  const setStatus = (
    customerId: string,
    payload: { status: string; reason?: string },
    token = manager.token,
  ) => callBackoffice(app(), 'setCustomerStatus', { token, params: { customerId }, payload });
  const auditOf = (customerId: string) =>
    db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'customer'), eq(staffAudit.targetId, customerId)))
      .orderBy(staffAudit.id);
  const signIn = (email: string) =>
    call('loginCustomer', { payload: { identifier: email, password: PASSWORD } });

  it('refuses a missing or blank reason, and changes nothing', async () => {
    const target = await newShopper(app());
    for (const payload of [
      { status: 'suspended' },
      { status: 'suspended', reason: '' },
      { status: 'suspended', reason: '  \n ' },
    ]) {
      const { status, body } = await setStatus(target.customerId, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors?.[0]?.path ?? '').toMatch(/reason/);
    }
    const { status } = await setStatus(target.customerId, { status: 'gone', reason: 'x' });
    expect(status).toBe(400);
    await callSuccessfully(app(), 'getCart', {
      params: { customerId: target.customerId },
      headers: target.headers,
    });
    expect(await auditOf(target.customerId)).toEqual([]);
  });

  it('ends the sessions at once and refuses sign-in; reactivating lets them sign in again', async () => {
    const target = await newShopper(app());
    const second = await signIn(target.email);
    expect(second.status).toBe(200);

    const suspended = await setStatus(target.customerId, {
      status: 'suspended',
      reason: ' Chargeback fraud, case 88 ',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toMatchObject({
      status: 'suspended',
      lastStatusChange: { status: 'suspended', reason: 'Chargeback fraud, case 88', by: manager.email },
    });

    // Both sessions are refused by customer routes.
    for (const token of [target.token, second.body.data.token]) {
      const cart = await call('getCart', {
        params: { customerId: target.customerId },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(cart.status).toBe(401);
      expect(cart.body).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Your session has ended, please login again',
      });
    }
    const refused = await signIn(target.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    // A double click changes nothing more.
    const again = await setStatus(target.customerId, { status: 'suspended', reason: 'again' });
    expect(again.status).toBe(200);
    expect(again.body.data.lastStatusChange.reason).toBe('Chargeback fraud, case 88');

    const reactivated = await setStatus(
      target.customerId,
      { status: 'active', reason: 'Bank cleared the case' },
      owner.token,
    );
    expect(reactivated.body.data).toMatchObject({
      status: 'active',
      lastStatusChange: { status: 'active', reason: 'Bank cleared the case', by: owner.email },
    });
    const back = await signIn(target.email);
    expect(back.status).toBe(200);
    await callSuccessfully(app(), 'getCart', {
      params: { customerId: target.customerId },
      headers: { authorization: `Bearer ${back.body.data.token}` },
    });
    // The sessions ended by the suspension stay ended.
    const old = await call('getCart', { params: { customerId: target.customerId }, headers: target.headers });
    expect(old.status).toBe(401);

    const audit = await auditOf(target.customerId);
    expect(
      audit.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after })),
    ).toEqual([
      {
        action: 'customer.suspend',
        actorEmail: manager.email,
        before: { status: 'active' },
        after: { status: 'suspended', reason: 'Chargeback fraud, case 88', endedSessions: 2 },
      },
      {
        action: 'customer.reactivate',
        actorEmail: owner.email,
        before: { status: 'suspended' },
        after: { status: 'active', reason: 'Bank cleared the case' },
      },
    ]);
    // Owners read it in the audit log.
    const log = await callBackoffice(app(), 'listAuditEntries', {
      token: owner.token,
      query: { limit: '100' },
    });
    expect(
      log.body.data.entries.filter((entry: { targetId: string }) => entry.targetId === target.customerId),
    ).toHaveLength(2);
  });

  it('answers 404 for an unknown customer', async () => {
    const { status, body } = await setStatus(randomUUID(), { status: 'suspended', reason: 'why' });
    expect(status).toBe(404);
    expect(body.code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('permissions', () => {
  it('refuses packers and editors with 403, and changes nothing', async () => {
    const target = await newShopper(app());
    for (const staff of [packer, editor]) {
      const calls = [
        callBackoffice(app(), 'listCustomers', { token: staff.token }),
        callBackoffice(app(), 'getCustomer', {
          token: staff.token,
          params: { customerId: target.customerId },
        }),
        callBackoffice(app(), 'setCustomerStatus', {
          token: staff.token,
          params: { customerId: target.customerId },
          payload: { status: 'suspended', reason: 'no' },
        }),
        callBackoffice(app(), 'getDashboard', { token: staff.token }),
      ];
      for (const { status, body } of await Promise.all(calls)) {
        expect(status).toBe(403);
        expect(body.code).toBe('FORBIDDEN');
      }
    }
    await callSuccessfully(app(), 'getCart', {
      params: { customerId: target.customerId },
      headers: target.headers,
    });
  });

  it('refuses a customer token and no token with 401', async () => {
    for (const token of [shopper.token, undefined]) {
      const { status } = await callBackoffice(app(), 'listCustomers', { token });
      expect(status).toBe(401);
    }
  });
});
