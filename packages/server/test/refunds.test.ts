import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OmiseSettings, readCommerceSettings } from '../src/commerce-settings.ts';
import type { AppDatabase } from '../src/db/open.ts';
import {
  customers,
  discountCodes,
  orderRefunds,
  orders,
  outboxMessages,
  staffAudit,
} from '../src/db/schema/index.ts';
import { createOmiseProvider } from '../src/payments/omise.ts';
import { reconcilePendingRefunds } from '../src/refunds/refund-reconcile.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { type OmiseStandIn, omiseSettingsOf, startOmiseStandIn } from './support/omise-stand-in.ts';
import { addTestProduct, stockOf } from './support/products.ts';

interface PlacedOrder {
  shopper: Shopper;
  orderNumber: string;
  total: number;
  skus: string[];
}

/**
 * A shopper's order of one line per price (2 units each), placed through the storefront API, with
 * a discount code when given.
 */
async function placeOrder(
  app: FastifyInstance,
  db: AppDatabase,
  { prices = [129_000, 50_000], discountCode }: { prices?: number[]; discountCode?: string } = {},
): Promise<PlacedOrder> {
  const shopper = await newShopper(app);
  const skus: string[] = [];
  for (const price of prices) {
    const product = await addTestProduct(db, { price, stock: 10 });
    await addToCart(app, shopper, product.sku, 2);
    skus.push(product.sku);
  }
  const { data } = await callSuccessfully(app, 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper, discountCode ? { discountCode } : {}),
  });
  return { shopper, orderNumber: data.orderNumber, total: data.order.pricing.total, skus };
}

async function shopperOrder(app: FastifyInstance, { shopper, orderNumber }: PlacedOrder) {
  return (await callSuccessfully(app, 'getOrder', { params: { orderNumber }, headers: shopper.headers }))
    .data;
}

const refund = (
  app: FastifyInstance,
  staff: SignedInStaff,
  orderNumber: string,
  payload: object,
  key = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: `/api/backoffice/v1/orders/${orderNumber}/refunds`,
    headers: { authorization: `Bearer ${staff.token}`, 'idempotency-key': key },
    payload,
  });

async function refundRows(db: AppDatabase, orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order?.id ?? ''));
}

/** The whole refund behaviour, against a provider; `pay` makes an order paid through it. */
function refundBehaviour(
  providerName: string,
  setup: () => {
    app: () => FastifyInstance;
    db: () => AppDatabase;
    pay: (placed: PlacedOrder) => Promise<void>;
  },
) {
  describe(`refunds through the ${providerName} provider`, () => {
    const { app, db, pay } = setup();
    let manager: SignedInStaff;
    let packer: SignedInStaff;
    beforeAll(async () => {
      manager = await signedInStaff(app(), db(), 'manager');
      packer = await signedInStaff(app(), db(), 'packer');
    });

    it('refunds one line in part, then the rest; stock comes back; the order is cancelled and mailed', async () => {
      const placed = await placeOrder(app(), db());
      await pay(placed);
      const [first, second] = placed.skus as [string, string];
      expect(await stockOf(db(), first)).toBe(8);

      const preview = await callBackoffice(app(), 'previewRefund', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        payload: { lines: [{ line: 0, quantity: 1 }] },
      });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toEqual({
        lines: [{ line: 0, sku: first, quantity: 1, amount: 129_000 }],
        rest: 0,
        amount: 129_000,
        completesOrder: false,
      });

      const partial = await callBackoffice(app(), 'refundOrder', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        payload: { lines: [{ line: 0, quantity: 1 }] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(partial.status, JSON.stringify(partial.body)).toBe(200);
      expect(partial.body.data).toMatchObject({ state: 'succeeded', amount: 129_000, cancelsOrder: false });
      expect(partial.body.data.providerRefundId).toMatch(/^rfnd_test_/);
      expect(partial.body.data.staff).toEqual({ id: manager.id, email: manager.email });
      expect(await stockOf(db(), first)).toBe(9);
      expect(await stockOf(db(), second)).toBe(8);
      expect(await shopperOrder(app(), placed)).toMatchObject({
        state: 'inprogress',
        refundedAmount: 129_000,
      });

      const rest = await callBackoffice(app(), 'refundOrder', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        payload: { all: true },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(rest.body.data).toMatchObject({
        state: 'succeeded',
        amount: placed.total - 129_000,
        cancelsOrder: true,
        lines: [
          { line: 0, sku: first, quantity: 1 },
          { line: 1, sku: second, quantity: 2 },
        ],
      });
      expect(await stockOf(db(), first)).toBe(10);
      expect(await stockOf(db(), second)).toBe(10);
      expect(await shopperOrder(app(), placed)).toMatchObject({
        state: 'cancelled',
        refundedAmount: placed.total,
      });

      const listed = await callBackoffice(app(), 'listOrderRefunds', {
        token: packer.token,
        params: { orderNumber: placed.orderNumber },
      });
      expect(listed.body.data).toMatchObject({ paid: placed.total, refunded: placed.total, pending: 0 });
      expect(listed.body.data.refunds).toHaveLength(2);
      expect(listed.body.data.lines.map((line: { refunded: number }) => line.refunded)).toEqual([2, 2]);

      const mails = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, placed.shopper.email));
      const refundMails = mails.filter((mail) => mail.subject.includes(placed.orderNumber));
      expect(refundMails).toHaveLength(2);
      expect(refundMails.map((mail) => mail.subject)).toEqual([
        `คืนเงินคำสั่งซื้อ ${placed.orderNumber}`,
        `คืนเงินคำสั่งซื้อ ${placed.orderNumber}`,
      ]);

      const audit = await db().select().from(staffAudit).where(eq(staffAudit.targetId, placed.orderNumber));
      expect(audit.map((entry) => entry.action).sort()).toEqual([
        'order.refund',
        'order.refund',
        'order.refund.settle',
        'order.refund.settle',
      ]);
      const settled = audit.find(
        (entry) =>
          entry.action === 'order.refund.settle' && (entry.after as { state: string }).state === 'cancelled',
      );
      expect(settled?.before).toMatchObject({ state: 'inprogress', refund: { state: 'pending' } });

      // The order's page tells both refunds, with their amounts and who asked for them.
      const detail = await callBackoffice(app(), 'getOrder', {
        token: packer.token,
        params: { orderNumber: placed.orderNumber },
      });
      const refundEvents = detail.body.data.timeline.filter(
        (event: { kind: string }) => event.kind === 'refunded',
      );
      expect(refundEvents).toMatchObject([
        { amount: 129_000, by: manager.email },
        { amount: placed.total - 129_000, by: manager.email },
      ]);
    });

    it('refuses more units than a line has left, and a refund of a refunded order', async () => {
      const placed = await placeOrder(app(), db());
      await pay(placed);
      const tooMany = await refund(app(), manager, placed.orderNumber, { lines: [{ line: 1, quantity: 3 }] });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json()).toMatchObject({ code: 'REFUND_TOO_MUCH' });
      const unknown = await refund(app(), manager, placed.orderNumber, { lines: [{ line: 9, quantity: 1 }] });
      expect(unknown.json()).toMatchObject({ code: 'REFUND_LINE_UNKNOWN' });
      expect((await refund(app(), manager, placed.orderNumber, { all: true })).statusCode).toBe(200);
      const again = await refund(app(), manager, placed.orderNumber, { lines: [{ line: 0, quantity: 1 }] });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
      expect((await refundRows(db(), placed.orderNumber)).map((row) => row.amount)).toEqual([placed.total]);
    });

    it('answers the first refund to a retry with the same key, and refunds once for two requests at once', async () => {
      const placed = await placeOrder(app(), db());
      await pay(placed);
      const key = randomUUID();
      const ask = { lines: [{ line: 0, quantity: 2 }] };
      const [a, b] = await Promise.all([
        refund(app(), manager, placed.orderNumber, ask, key),
        refund(app(), manager, placed.orderNumber, ask, key),
      ]);
      expect(a.json().data.id).toBe(b.json().data.id);
      const retry = await refund(app(), manager, placed.orderNumber, ask, key);
      expect(retry.json().data).toMatchObject({ id: a.json().data.id, state: 'succeeded' });
      const otherBody = await refund(app(), manager, placed.orderNumber, { all: true }, key);
      expect(otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });

      // Two clicks with their own keys for the same last units: only one gets them.
      const rest = { lines: [{ line: 1, quantity: 2 }] };
      const both = await Promise.all([
        refund(app(), manager, placed.orderNumber, rest),
        refund(app(), manager, placed.orderNumber, rest),
      ]);
      // The loser finds the units held by the winner's pending refund, or the order already cancelled.
      const [won, lost] = [...both].sort((x, y) => x.statusCode - y.statusCode);
      expect(won?.statusCode).toBe(200);
      expect(['REFUND_TOO_MUCH', 'ORDER_CANCELLED']).toContain(lost?.json().code);
      const rows = await refundRows(db(), placed.orderNumber);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(placed.total);
      expect(await stockOf(db(), placed.skus[0] as string)).toBe(10);
      expect(await stockOf(db(), placed.skus[1] as string)).toBe(10);
    });

    it('prorates a discount, never refunds more than was paid, and gives the code use back', async () => {
      const code = `REFUND${randomUUID().slice(0, 6).toUpperCase()}`;
      await db().insert(discountCodes).values({
        code,
        nameTh: 'ทดสอบ',
        nameEn: 'Test',
        percent: 10,
        totalUses: 1,
        usesPerCustomer: 1,
      });
      const placed = await placeOrder(app(), db(), { prices: [100_000, 33_333], discountCode: code });
      await pay(placed);
      // 10 % of 266,666 satang, rounded half up.
      expect(placed.total).toBe(266_666 - 26_667);
      const preview = await callBackoffice(app(), 'previewRefund', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        payload: { lines: [{ line: 1, quantity: 1 }] },
      });
      // 33,333 less its share of the discount: ceil(26,667 × 33,333 / 266,666) = 3,334.
      expect(preview.body.data.amount).toBe(33_333 - 3_334);

      // The code's one use is taken: another shopper cannot have it.
      const other = await newShopper(app());
      await addToCart(app(), other, placed.skus[0] as string, 3);
      const refused = await callOperation(app(), 'draftOrder', {
        headers: other.headers,
        payload: orderRequest(other, { discountCode: code }),
      });
      expect(refused.body).toMatchObject({ code: 'DISCOUNT_CODE_USED_UP' });

      const parts = [
        { lines: [{ line: 1, quantity: 1 }] },
        { lines: [{ line: 0, quantity: 1 }] },
        { lines: [{ line: 1, quantity: 1 }] },
        { lines: [{ line: 0, quantity: 1 }] },
      ];
      for (const part of parts)
        expect((await refund(app(), manager, placed.orderNumber, part)).statusCode).toBe(200);
      const rows = await refundRows(db(), placed.orderNumber);
      expect(rows.every((row) => row.amount >= 0)).toBe(true);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(placed.total);

      const accepted = await callOperation(app(), 'draftOrder', {
        headers: other.headers,
        payload: orderRequest(other, { discountCode: code }),
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    });

    it('cancels an unpaid order at once and puts its held stock back', async () => {
      const placed = await placeOrder(app(), db());
      expect(await stockOf(db(), placed.skus[0] as string)).toBe(8);
      const cancelled = await callBackoffice(app(), 'cancelOrder', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(cancelled.body.data).toEqual({ state: 'cancelled', refund: null });
      expect(await stockOf(db(), placed.skus[0] as string)).toBe(10);
      // Once: cancelling again changes nothing.
      await callBackoffice(app(), 'cancelOrder', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(await stockOf(db(), placed.skus[0] as string)).toBe(10);
      const refused = await refund(app(), manager, placed.orderNumber, { all: true });
      expect(refused.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
    });

    it('cancels a paid order by refunding all of it', async () => {
      const placed = await placeOrder(app(), db());
      await pay(placed);
      const cancelled = await callBackoffice(app(), 'cancelOrder', {
        token: manager.token,
        params: { orderNumber: placed.orderNumber },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(cancelled.body.data).toMatchObject({
        state: 'cancelled',
        refund: { state: 'succeeded', amount: placed.total, cancelsOrder: true },
      });
      expect(await stockOf(db(), placed.skus[1] as string)).toBe(10);
    });

    it('refuses a packer (403), a customer token (401) and an unpaid order (409)', async () => {
      const placed = await placeOrder(app(), db());
      const asPacker = await refund(app(), packer, placed.orderNumber, { all: true });
      expect(asPacker.statusCode).toBe(403);
      const preview = await callBackoffice(app(), 'previewRefund', {
        token: packer.token,
        params: { orderNumber: placed.orderNumber },
        payload: { all: true },
      });
      expect(preview.status).toBe(403);
      const asCustomer = await app().inject({
        method: 'POST',
        url: `/api/backoffice/v1/orders/${placed.orderNumber}/refunds`,
        headers: { ...placed.shopper.headers, 'idempotency-key': randomUUID() },
        payload: { all: true },
      });
      expect(asCustomer.statusCode).toBe(401);
      const unpaid = await refund(app(), manager, placed.orderNumber, { all: true });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toMatchObject({ code: 'ORDER_NOT_PAID' });
      expect(await refundRows(db(), placed.orderNumber)).toEqual([]);
    });

    it('asks for an Idempotency-Key and a valid body', async () => {
      const placed = await placeOrder(app(), db());
      const noKey = await app().inject({
        method: 'POST',
        url: `/api/backoffice/v1/orders/${placed.orderNumber}/refunds`,
        headers: { authorization: `Bearer ${manager.token}` },
        payload: { all: true },
      });
      expect(noKey.statusCode).toBe(400);
      const amountFromClient = await refund(app(), manager, placed.orderNumber, { all: true, amount: 1 });
      expect(amountFromClient.statusCode).toBe(400);
    });
  });
}

const approve = (app: FastifyInstance, checkoutId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/payments/test-provider/${checkoutId}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });

let testProviderApp: TestApp;
beforeAll(async () => {
  testProviderApp = await createTestApp();
});
afterAll(() => testProviderApp?.dispose());
refundBehaviour('test', () => {
  return {
    app: () => testProviderApp.app,
    db: () => testProviderApp.database.db,
    async pay(placed) {
      const { data } = await callSuccessfully(testProviderApp.app, 'createCheckout', {
        headers: { ...placed.shopper.headers, 'idempotency-key': randomUUID() },
        payload: { orderNumber: placed.orderNumber, method: 'promptpay' },
      });
      expect((await approve(testProviderApp.app, data.checkoutId)).statusCode).toBeLessThan(400);
      // The payer comes back from the provider's page: the shop reads the charge.
      await testProviderApp.app.inject({
        method: 'GET',
        url: `/api/v1/payments/return?checkout_id=${data.checkoutId}`,
      });
      expect(await shopperOrder(testProviderApp.app, placed)).toMatchObject({ state: 'inprogress' });
    },
  };
});

const OMISE_TIMEOUT_MS = 1_000;
let omise: OmiseStandIn;
let omiseApp: TestApp;
let omiseSettings: OmiseSettings;
const payWithCard = async (placed: PlacedOrder) => {
  const { data } = await callSuccessfully(omiseApp.app, 'createCheckout', {
    headers: { ...placed.shopper.headers, 'idempotency-key': randomUUID() },
    payload: { orderNumber: placed.orderNumber, method: 'credit_card', cardToken: 'tokn_test_paid0001' },
  });
  expect(data.status).toBe('successful');
};
beforeAll(async () => {
  omise = await startOmiseStandIn();
  omiseSettings = omiseSettingsOf(omise, OMISE_TIMEOUT_MS);
  omiseApp = await createTestApp({
    settings: { ...readCommerceSettings({}), payments: { provider: 'omise', omise: omiseSettings } },
  });
});
afterAll(async () => {
  await omiseApp?.dispose();
  await omise?.close();
});
refundBehaviour('Omise', () => {
  return { app: () => omiseApp.app, db: () => omiseApp.database.db, pay: payWithCard };
});

describe('a refund whose provider answer never came', () => {
  const app = () => omiseApp.app;
  const db = () => omiseApp.database.db;

  it('stays pending, holds its units, and is settled by reconciliation from the provider', async () => {
    const manager = await signedInStaff(app(), db(), 'manager');
    const placed = await placeOrder(app(), db());
    await payWithCard(placed);
    const charged = [...omise.charges.values()].find(
      (charge) => charge.metadata.order_number === placed.orderNumber,
    );
    omise.delayNextRefundAnswer(OMISE_TIMEOUT_MS + 500);
    const key = randomUUID();
    const late = await refund(app(), manager, placed.orderNumber, { lines: [{ line: 0, quantity: 2 }] }, key);
    expect(late.json().data).toMatchObject({ state: 'pending', providerRefundId: null });
    // Omise made it; the shop does not know yet, so the stock waits, and the units are held.
    expect(charged?.refunded_amount).toBe(258_000);
    expect(await stockOf(db(), placed.skus[0] as string)).toBe(8);
    const again = await refund(app(), manager, placed.orderNumber, { lines: [{ line: 0, quantity: 1 }] });
    expect(again.json()).toMatchObject({ code: 'REFUND_TOO_MUCH' });
    // The retry with the same key does not ask Omise again.
    const refundsAsked = omise.refunds.length;
    expect(
      (await refund(app(), manager, placed.orderNumber, { lines: [{ line: 0, quantity: 2 }] }, key)).json()
        .data.state,
    ).toBe('pending');
    expect(omise.refunds.length).toBe(refundsAsked);

    const provider = createOmiseProvider(omiseSettings);
    // Too recent: a request may still be under way.
    expect(await reconcilePendingRefunds(db(), provider)).toBe(0);
    await db().execute(
      sql`update order_refunds set created_at = now() - interval '2 minutes' where state = 'pending'`,
    );
    expect(await reconcilePendingRefunds(db(), provider)).toBe(1);
    const [row] = await refundRows(db(), placed.orderNumber);
    expect(row).toMatchObject({ state: 'succeeded', providerRefundId: omise.refunds.at(-1)?.id });
    expect(await stockOf(db(), placed.skus[0] as string)).toBe(10);
    expect(await reconcilePendingRefunds(db(), provider)).toBe(0);
    expect(await stockOf(db(), placed.skus[0] as string)).toBe(10);
  });

  it('fails a pending refund the provider never made, freeing its units', async () => {
    const manager = await signedInStaff(app(), db(), 'manager');
    const placed = await placeOrder(app(), db());
    await payWithCard(placed);
    const { refundOrder } = await import('../src/refunds/refund-order.ts');
    // The provider is down: the request never reached it.
    const unreachable = createOmiseProvider({ ...omiseSettings, apiUrl: 'http://127.0.0.1:9' });
    const lost = await refundOrder(
      db(),
      unreachable,
      { id: manager.id, email: manager.email },
      {
        orderNumber: placed.orderNumber,
        idempotencyKey: randomUUID(),
        ask: { all: true },
      },
    );
    expect(lost.state).toBe('pending');
    await db().execute(
      sql`update order_refunds set created_at = now() - interval '2 minutes' where id = ${lost.id}`,
    );
    expect(await reconcilePendingRefunds(db(), createOmiseProvider(omiseSettings))).toBe(1);
    const [row] = await refundRows(db(), placed.orderNumber);
    expect(row).toMatchObject({ state: 'failed' });
    expect(await stockOf(db(), placed.skus[0] as string)).toBe(8);
    expect((await refund(app(), manager, placed.orderNumber, { all: true })).json().data.state).toBe(
      'succeeded',
    );
  });

  it('mails a shopper who chose English in English', async () => {
    const manager = await signedInStaff(app(), db(), 'manager');
    const placed = await placeOrder(app(), db());
    await db()
      .update(customers)
      .set({ preferences: { language: 'en' } })
      .where(eq(customers.id, placed.shopper.customerId));
    await payWithCard(placed);
    await refund(app(), manager, placed.orderNumber, { lines: [{ line: 1, quantity: 1 }] });
    const [mail] = (
      await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, placed.shopper.email))
    ).filter((message) => message.subject.includes(placed.orderNumber));
    expect(mail?.subject).toBe(`Refund for order ${placed.orderNumber}`);
    expect(mail?.body).toMatch(/THB\s500\.00/);
  });
});
