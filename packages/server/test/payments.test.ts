import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OmiseSettings, readCommerceSettings } from '../src/commerce-settings.ts';
import type { AppDatabase } from '../src/db/open.ts';
import { orderItems, orders, payments, serialNumbers, testProviderCharges } from '../src/db/schema/index.ts';
import { createOmiseProvider } from '../src/payments/omise.ts';
import { RECONCILE_AFTER_SECONDS, reconcilePendingPayments } from '../src/payments/reconcile.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { type OmiseStandIn, omiseSettingsOf, startOmiseStandIn } from './support/omise-stand-in.ts';
import { addTestProduct } from './support/products.ts';

interface PlacedOrder {
  shopper: Shopper;
  orderNumber: string;
  total: number;
}

/** A shopper with an unpaid order of `quantity` units at 1,290 baht. */
async function placeOrder(app: FastifyInstance, db: AppDatabase, quantity = 2): Promise<PlacedOrder> {
  const shopper = await newShopper(app);
  const product = await addTestProduct(db, { price: 129000, stock: 50 });
  await addToCart(app, shopper, product.sku, quantity);
  const { data } = await callSuccessfully(app, 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper),
  });
  return { shopper, orderNumber: data.orderNumber, total: data.order.pricing.total };
}

const checkout = (
  app: FastifyInstance,
  { shopper, orderNumber }: PlacedOrder,
  body: object,
  key = randomUUID(),
) =>
  callOperation(app, 'createCheckout', {
    headers: { ...shopper.headers, 'idempotency-key': key },
    payload: { orderNumber, ...body },
  });

const sessionOf = (answer: { body: unknown }) =>
  (answer.body as { data: { checkoutId: string; status: string; chargeId: string | null } }).data;

async function orderOf(app: FastifyInstance, { shopper, orderNumber }: PlacedOrder) {
  return (await callSuccessfully(app, 'getOrder', { params: { orderNumber }, headers: shopper.headers }))
    .data;
}

/** The order's fulfilment stage: 'paid' once paid (its units get their serials at packing). */
async function stageOf(db: AppDatabase, orderNumber: string) {
  const [order] = await db
    .select({ stage: orders.fulfilmentStage })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order?.stage;
}

/** Serial numbers recorded for the order's units. */
async function serialsOf(db: AppDatabase, orderNumber: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serialNumbers)
    .innerJoin(orderItems, eq(orderItems.id, serialNumbers.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return row?.n ?? 0;
}

const returnTo = (app: FastifyInstance, checkoutId: string) =>
  app.inject({ method: 'GET', url: `/api/v1/payments/return?checkout_id=${checkoutId}` });

/** Presses Pay or Decline on the test provider's hosted page. */
const decide = (app: FastifyInstance, checkoutId: string, decision: 'approve' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/payments/test-provider/${checkoutId}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

async function paymentRow(db: AppDatabase, checkoutId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, checkoutId));
  return row;
}

describe('the built-in test provider', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      settings: { ...readCommerceSettings({}), allowedOrigins: ['https://shop.example'] },
    });
  });
  afterAll(() => testApp?.dispose());
  const app = () => testApp.app;
  const db = () => testApp.database.db;

  it('needs no card token endpoint: the provider takes the card on its own page', async () => {
    const { data } = await callSuccessfully(app(), 'getPaymentConfig', {});
    expect(data).toEqual({ provider: 'test', cardTokens: null });
  });

  it('takes the payment on its hosted page and pays the order once, ready to pack', async () => {
    const placed = await placeOrder(app(), db(), 3);
    const started = await checkout(app(), placed, {
      method: 'credit_card',
      cardToken: 'tokn_test_5xp6ca5dvcswxrw4c3y',
    });
    expect(started.status).toBe(201);
    const session = sessionOf(started);
    expect(started.body).toMatchObject({
      data: {
        orderNumber: placed.orderNumber,
        provider: 'test',
        method: 'credit_card',
        status: 'pending',
        amount: placed.total,
        currency: 'THB',
        authorizeUri: `http://localhost:8080/api/v1/payments/test-provider/${session.checkoutId}`,
        qrCode: null,
      },
    });
    expect(session.chargeId).toMatch(/^chrg_test_/);

    const page = await app().inject({
      method: 'GET',
      url: `/api/v1/payments/test-provider/${session.checkoutId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(placed.orderNumber);
    expect(page.body).toContain('3,870.00');
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/v1\/payments\/test-provider\/chk_[0-9a-f]+\/decision">/,
    );
    expect(page.body).toContain('value="approve"');
    expect(page.body).toContain('value="decline"');
    expect(page.body).not.toContain('<script');

    const decided = await app().inject({
      method: 'POST',
      url: `/api/v1/payments/test-provider/${session.checkoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`/api/v1/payments/return?checkout_id=${session.checkoutId}`);
    const back = await returnTo(app(), session.checkoutId);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/payment/success?checkout_id=${session.checkoutId}&charge_id=${session.chargeId}`,
    );

    const order = await orderOf(app(), placed);
    expect(order).toMatchObject({
      state: 'inprogress',
      payment: { checkoutId: session.checkoutId, status: 'successful', paid: true, amount: placed.total },
    });
    expect(order.payment?.transaction).toMatch(/^trxn_test_/);
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
    expect(await serialsOf(db(), placed.orderNumber)).toBe(0);

    // A late decline, a second return and a new checkout change nothing.
    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/test-provider/${session.checkoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    expect((await returnTo(app(), session.checkoutId)).headers.location).toMatch(/^\/payment\/success\?/);
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
    const again = await checkout(app(), placed, { method: 'promptpay' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });

  it('shows a paid order as preparing until the shop ships it, in the history and the details', async () => {
    const placed = await placeOrder(app(), db());
    expect((await orderOf(app(), placed)).fulfilment).toBeNull();
    const session = sessionOf(await checkout(app(), placed, { method: 'promptpay' }));
    await decide(app(), session.checkoutId, 'approve');
    await returnTo(app(), session.checkoutId);
    const history = async () =>
      (
        await callSuccessfully(app(), 'listOrders', {
          query: { q: placed.orderNumber },
          headers: placed.shopper.headers,
        })
      ).data.items.map((order) => order.fulfilment);

    expect(await orderOf(app(), placed)).toMatchObject({ state: 'inprogress', fulfilment: 'preparing' });
    expect(await history()).toEqual(['preparing']);

    // The shop sends it out: it is being delivered.
    await db()
      .update(orders)
      .set({ shippedAt: sql`now()` })
      .where(eq(orders.orderNumber, placed.orderNumber));
    expect(await orderOf(app(), placed)).toMatchObject({ state: 'inprogress', fulfilment: 'shipped' });
    expect(await history()).toEqual(['shipped']);
  });

  it('returns a declined payment to the cancel page on the allowed storefront; the order can be paid again', async () => {
    const placed = await placeOrder(app(), db());
    const started = await checkout(app(), placed, {
      method: 'promptpay',
      returnUri: 'https://shop.example/cart',
    });
    const session = sessionOf(started);
    expect(started.body).toMatchObject({
      data: { qrCode: { imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
    });
    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/test-provider/${session.checkoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=decline',
    });
    expect((await returnTo(app(), session.checkoutId)).headers.location).toBe(
      `https://shop.example/payment/cancel?reason=declined&checkout_id=${session.checkoutId}`,
    );
    const polled = await callSuccessfully(app(), 'getCheckout', {
      params: { checkoutId: session.checkoutId },
      headers: placed.shopper.headers,
    });
    expect(polled.data).toMatchObject({ status: 'failed', qrCode: null, authorizeUri: null });
    expect((await orderOf(app(), placed)).state).toBe('wait');

    const retry = sessionOf(await checkout(app(), placed, { method: 'internet_banking', bank: 'bay' }));
    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/test-provider/${retry.checkoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    await returnTo(app(), retry.checkoutId);
    expect(await orderOf(app(), placed)).toMatchObject({
      state: 'inprogress',
      payment: { checkoutId: retry.checkoutId },
    });
  });

  it('pays an order once when two of its checkouts are both approved, and refunds the second charge', async () => {
    const placed = await placeOrder(app(), db());
    const first = sessionOf(await checkout(app(), placed, { method: 'promptpay' }));
    const second = sessionOf(await checkout(app(), placed, { method: 'truemoney', phone: '0812345678' }));
    await decide(app(), first.checkoutId, 'approve');
    await decide(app(), second.checkoutId, 'approve');
    const backs = await Promise.all([returnTo(app(), first.checkoutId), returnTo(app(), second.checkoutId)]);

    const locations = backs.map((back) => back.headers.location);
    expect(locations.filter((location) => String(location).startsWith('/payment/success?'))).toHaveLength(1);
    const refundedAttempt = [first, second].find((attempt) =>
      locations.includes(`/payment/cancel?reason=refunded&checkout_id=${attempt.checkoutId}`),
    );
    expect(refundedAttempt).toBeDefined();
    const rows = await Promise.all([paymentRow(db(), first.checkoutId), paymentRow(db(), second.checkoutId)]);
    const winner = rows.find((row) => row?.status === 'successful');
    const loser = rows.find((row) => row?.status === 'failed');
    expect(loser).toMatchObject({
      failureCode: 'already_paid',
      refundId: `rfnd_test_${loser?.chargeId?.slice('chrg_test_'.length)}`,
    });
    expect(winner?.refundId).toBeNull();
    const refundedIds = (
      await db()
        .select({ id: testProviderCharges.id, refundedAt: testProviderCharges.refundedAt })
        .from(testProviderCharges)
        .where(inArray(testProviderCharges.id, [first.chargeId ?? '', second.chargeId ?? '']))
    )
      .filter((row) => row.refundedAt !== null)
      .map((row) => row.id);
    expect(refundedIds).toEqual([loser?.chargeId]);
    // Paid: on its way (inprogress), not yet delivered (success, with its date).
    expect(await orderOf(app(), placed)).toMatchObject({
      state: 'inprogress',
      successDate: null,
      payment: { checkoutId: winner?.id, paid: true },
    });
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');

    // Returning again neither pays again nor refunds again.
    await Promise.all([returnTo(app(), first.checkoutId), returnTo(app(), second.checkoutId)]);
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
    expect((await paymentRow(db(), loser?.id ?? ''))?.refundId).toBe(loser?.refundId);
  });

  it('answers a repeated Idempotency-Key with the same checkout, another body with 409', async () => {
    const placed = await placeOrder(app(), db());
    const key = randomUUID();
    const first = sessionOf(await checkout(app(), placed, { method: 'promptpay' }, key));
    const second = await checkout(app(), placed, { method: 'promptpay' }, key);
    expect(second.status).toBe(201);
    expect(sessionOf(second).checkoutId).toBe(first.checkoutId);
    expect((await checkout(app(), placed, { method: 'truemoney', phone: '0812345678' }, key)).status).toBe(
      409,
    );
  });

  it("refuses another customer's order and checkout, an amount from the client and a foreign return origin", async () => {
    const placed = await placeOrder(app(), db());
    const stranger = await newShopper(app());
    const theirs = await checkout(app(), { ...placed, shopper: stranger }, { method: 'promptpay' });
    expect(theirs.status).toBe(404);
    const session = sessionOf(await checkout(app(), placed, { method: 'promptpay' }));
    const peek = await callOperation(app(), 'getCheckout', {
      params: { checkoutId: session.checkoutId },
      headers: stranger.headers,
    });
    expect(peek.status).toBe(404);
    expect((await checkout(app(), placed, { method: 'promptpay', amount: 100 })).status).toBe(400);
    const foreign = await checkout(app(), placed, {
      method: 'promptpay',
      returnUri: 'https://evil.example/',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ code: 'REDIRECT_URI_NOT_ALLOWED' });
  });

  it('answers unknown checkouts: the page 404, the decision 404, the return to the cancel page', async () => {
    const page = await app().inject({ method: 'GET', url: '/api/v1/payments/test-provider/chk_nothing' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const decision = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/test-provider/chk_nothing/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(decision.statusCode).toBe(404);
    const forged = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/test-provider/chk_nothing/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&amount=1',
    });
    expect(forged.statusCode).toBe(400);
    expect((await returnTo(app(), 'chk_nothing')).headers.location).toBe('/payment/cancel?reason=not_found');
  });
});

/** How long the shop waits for the Omise stand-in: short, so a late answer comes after it. */
const OMISE_TIMEOUT_MS = 1_000;

describe('the Omise adapter against a stand-in of its API', () => {
  let testApp: TestApp;
  let omise: OmiseStandIn;
  let omiseSettings: OmiseSettings;
  beforeAll(async () => {
    omise = await startOmiseStandIn();
    omiseSettings = omiseSettingsOf(omise, OMISE_TIMEOUT_MS);
    testApp = await createTestApp({
      settings: { ...readCommerceSettings({}), payments: { provider: 'omise', omise: omiseSettings } },
    });
  });
  afterAll(async () => {
    await testApp?.dispose();
    await omise?.close();
  });
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const webhook = (chargeId: string, key = 'charge.complete') =>
    callOperation(app(), 'receiveOmiseWebhook', {
      payload: {
        object: 'event',
        id: `evnt_test_${randomUUID().slice(0, 8)}`,
        key,
        data: { object: 'charge', id: chargeId },
      },
    });

  it('tells browsers to tokenise cards at the vault with the public key, and lets them reach it', async () => {
    const { data } = await callSuccessfully(app(), 'getPaymentConfig', {});
    expect(data).toEqual({
      provider: 'omise',
      cardTokens: { url: 'https://vault.example.test/tokens', publicKey: 'pkey_test_1' },
    });
    const page = await app().inject({ method: 'GET', url: '/api/v1/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /connect-src 'self' https:\/\/vault\.example\.test(;|$)/,
    );
  });

  it('finds a charge whose creation never answered by the checkout id it carries, and pays the order once', async () => {
    const placed = await placeOrder(app(), db());
    omise.dropNextChargeAnswer();
    const key = randomUUID();
    const lost = await checkout(
      app(),
      placed,
      { method: 'credit_card', cardToken: 'tokn_test_paid0002' },
      key,
    );
    // The shop cannot tell whether the card was charged: it says so, and keeps the attempt.
    expect(lost.status).toBe(503);
    expect(lost.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const [pending] = await db().select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(pending).toMatchObject({ status: 'pending', chargeId: null });
    const charged = [...omise.charges.values()].find((charge) => charge.metadata.checkout_id === pending?.id);
    expect(charged?.status).toBe('successful');

    // Omise's webhook names a charge the shop never heard of; its metadata leads to the payment.
    expect((await webhook(charged?.id ?? '')).status).toBe(200);
    expect(await orderOf(app(), placed)).toMatchObject({ state: 'inprogress', payment: { paid: true } });
    const [settled] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, pending?.id ?? ''));
    expect(settled).toMatchObject({ status: 'successful', chargeId: charged?.id });
    // The same retry answers that payment: no second charge.
    const charges = omise.charges.size;
    await checkout(app(), placed, { method: 'credit_card', cardToken: 'tokn_test_paid0002' }, key);
    expect(omise.charges.size).toBe(charges);
    await webhook(charged?.id ?? '');
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
  });

  it('keeps a charge that answered after the timeout, and pays its order by reading it back with no webhook', async () => {
    const placed = await placeOrder(app(), db());
    omise.delayNextChargeAnswer(OMISE_TIMEOUT_MS + 1_000);
    const key = randomUUID();
    const late = await checkout(
      app(),
      placed,
      { method: 'credit_card', cardToken: 'tokn_test_paid0003' },
      key,
    );
    expect(late.status).toBe(503);
    const [pending] = await db().select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(pending).toMatchObject({ status: 'pending', chargeId: null });
    const charged = [...omise.charges.values()].find((charge) => charge.metadata.checkout_id === pending?.id);
    expect(charged?.status).toBe('successful');

    const provider = createOmiseProvider(omiseSettings);
    // A payment younger than the read-back age is left to its own answer.
    expect(await reconcilePendingPayments(db(), provider)).toBe(0);
    await db()
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS + 30})` })
      .where(eq(payments.id, pending?.id ?? ''));
    // No webhook: the job lists the charges of the checkout's window and finds its checkout id.
    expect(await reconcilePendingPayments(db(), provider)).toBe(1);
    expect(omise.requests.some((request) => request.method === 'GET' && request.path === '/charges')).toBe(
      true,
    );
    const [settled] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, pending?.id ?? ''));
    expect(settled).toMatchObject({ status: 'successful', chargeId: charged?.id });
    expect(await orderOf(app(), placed)).toMatchObject({ state: 'inprogress', payment: { paid: true } });
    // A second round and the same retry change nothing: one charge, the order's units once.
    expect(await reconcilePendingPayments(db(), provider)).toBe(0);
    const charges = omise.charges.size;
    await checkout(app(), placed, { method: 'credit_card', cardToken: 'tokn_test_paid0003' }, key);
    expect(omise.charges.size).toBe(charges);
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
  });

  it('charges a card token for the order total in satang with HTTP Basic and the secret key', async () => {
    const placed = await placeOrder(app(), db());
    const answer = await checkout(app(), placed, { method: 'credit_card', cardToken: 'tokn_test_paid0001' });
    expect(answer.body).toMatchObject({
      data: { provider: 'omise', status: 'successful', amount: placed.total },
    });
    const sent = omise.requests.find(
      (request) => request.method === 'POST' && request.form.get('card') === 'tokn_test_paid0001',
    );
    expect(sent?.path).toBe('/charges');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      amount: String(placed.total),
      currency: 'thb',
      'metadata[order_number]': placed.orderNumber,
      return_uri: expect.stringMatching(/\/api\/v1\/payments\/return\?checkout_id=chk_/),
    });
    expect(await orderOf(app(), placed)).toMatchObject({ state: 'inprogress', payment: { paid: true } });
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
  });

  it('sends a 3-D Secure card to authorize_uri and pays once although both the return and the webhook arrive', async () => {
    const placed = await placeOrder(app(), db());
    const session = sessionOf(
      await checkout(app(), placed, { method: 'credit_card', cardToken: 'tokn_test_3ds_0001' }),
    );
    const charge = omise.charges.get(session.chargeId ?? '');
    expect(session.status).toBe('pending');
    expect(
      (
        await callSuccessfully(app(), 'getCheckout', {
          params: { checkoutId: session.checkoutId },
          headers: placed.shopper.headers,
        })
      ).data.authorizeUri,
    ).toBe(charge?.authorize_uri);
    expect((await returnTo(app(), session.checkoutId)).headers.location).toBe(
      `/payment/cancel?reason=pending&checkout_id=${session.checkoutId}`,
    );

    omise.complete(session.chargeId ?? '', 'successful');
    const [back, hook] = await Promise.all([
      returnTo(app(), session.checkoutId),
      webhook(session.chargeId ?? ''),
    ]);
    expect(back.headers.location).toBe(
      `/payment/success?checkout_id=${session.checkoutId}&charge_id=${session.chargeId}`,
    );
    expect(hook.status).toBe(200);
    await webhook(session.chargeId ?? '');
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
    expect((await orderOf(app(), placed)).payment).toMatchObject({
      status: 'successful',
      transaction: charge?.transaction,
    });
  });

  it('pays an order once when two card charges succeed, refunding the second through POST /charges/{id}/refunds', async () => {
    const placed = await placeOrder(app(), db());
    const first = sessionOf(
      await checkout(app(), placed, { method: 'credit_card', cardToken: 'tokn_test_3ds_0002' }),
    );
    const second = sessionOf(
      await checkout(app(), placed, { method: 'credit_card', cardToken: 'tokn_test_3ds_0003' }),
    );
    omise.complete(first.chargeId ?? '', 'successful');
    omise.complete(second.chargeId ?? '', 'successful');
    await Promise.all([
      returnTo(app(), first.checkoutId),
      webhook(first.chargeId ?? ''),
      returnTo(app(), second.checkoutId),
      webhook(second.chargeId ?? ''),
    ]);

    const rows = await Promise.all([paymentRow(db(), first.checkoutId), paymentRow(db(), second.checkoutId)]);
    const winner = rows.find((row) => row?.status === 'successful');
    const loser = rows.find((row) => row?.status === 'failed');
    const refunds = omise.refunds.filter((refund) =>
      [first.chargeId, second.chargeId].includes(refund.charge),
    );
    expect(refunds).toEqual([expect.objectContaining({ charge: loser?.chargeId, amount: placed.total })]);
    expect(loser?.refundId).toBe(refunds[0]?.id);
    const sent = omise.requests.find((request) => request.path === `/charges/${loser?.chargeId}/refunds`);
    expect(sent?.form.get('amount')).toBe(String(placed.total));
    expect(omise.charges.get(winner?.chargeId ?? '')?.refunded_amount).toBe(0);
    expect(await orderOf(app(), placed)).toMatchObject({
      state: 'inprogress',
      payment: { checkoutId: winner?.id, paid: true },
    });
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
  });

  it('shows a PromptPay QR code and trusts a webhook only after reading the charge back from Omise', async () => {
    const placed = await placeOrder(app(), db());
    const session = sessionOf(await checkout(app(), placed, { method: 'promptpay' }));
    const charge = omise.charges.get(session.chargeId ?? '');
    expect(charge?.source?.type).toBe('promptpay');
    const polled = await callSuccessfully(app(), 'getCheckout', {
      params: { checkoutId: session.checkoutId },
      headers: placed.shopper.headers,
    });
    expect(polled.data.qrCode?.imageUrl).toBe(charge?.source?.scannable_code?.image.download_uri);

    // A forged event for a charge nobody paid: the shop asks Omise, which says pending.
    const reads = () =>
      omise.requests.filter(
        (request) => request.method === 'GET' && request.path === `/charges/${session.chargeId}`,
      ).length;
    const before = reads();
    expect((await webhook(session.chargeId ?? '')).status).toBe(200);
    expect(reads()).toBe(before + 1);
    expect((await orderOf(app(), placed)).state).toBe('wait');

    omise.complete(session.chargeId ?? '', 'successful');
    await webhook(session.chargeId ?? '');
    expect((await orderOf(app(), placed)).state).toBe('inprogress');
    expect(await stageOf(db(), placed.orderNumber)).toBe('paid');
  });

  it('maps banks to the sources Omise still offers, sends the TrueMoney phone, and reports refusals', async () => {
    const placed = await placeOrder(app(), db());
    const sourceOf = async (body: object) => {
      const session = sessionOf(await checkout(app(), placed, body));
      return omise.charges.get(session.chargeId ?? '');
    };
    expect((await sourceOf({ method: 'internet_banking', bank: 'bay' }))?.source?.type).toBe(
      'internet_banking_bay',
    );
    expect((await sourceOf({ method: 'internet_banking', bank: 'bbl' }))?.source?.type).toBe(
      'internet_banking_bbl',
    );
    expect((await sourceOf({ method: 'internet_banking', bank: 'scb' }))?.source?.type).toBe(
      'mobile_banking_scb',
    );
    const wallet = await sourceOf({ method: 'truemoney', phone: '081-234-5678' });
    expect(wallet?.authorize_uri).toMatch(/\/pay\/chrg_test_/);
    const sent = omise.requests.findLast((request) => request.form.get('source[type]') === 'truemoney');
    expect(sent?.form.get('source[phone_number]')).toBe('0812345678');

    const refused = await checkout(app(), placed, { method: 'truemoney', phone: '+66812345678' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'The payment failed: phone number is invalid',
    });
    const declined = await checkout(app(), placed, {
      method: 'credit_card',
      cardToken: 'tokn_test_declined01',
    });
    expect(declined.body).toMatchObject({
      data: {
        status: 'failed',
        failureCode: 'declined',
        failureMessage: 'payment was rejected by the issuer',
      },
    });
    const unfunded = await checkout(app(), placed, {
      method: 'credit_card',
      cardToken: 'tokn_test_insufficient1',
    });
    expect(unfunded.body).toMatchObject({ data: { status: 'failed', failureCode: 'insufficient_funds' } });
    expect((await orderOf(app(), placed)).state).toBe('wait');
  });

  it('refuses a charge whose amount differs from the order, and ignores unknown charges and other events', async () => {
    const placed = await placeOrder(app(), db());
    const session = sessionOf(await checkout(app(), placed, { method: 'promptpay' }));
    const charge = omise.charges.get(session.chargeId ?? '');
    if (charge) charge.amount = 2000;
    omise.complete(session.chargeId ?? '', 'successful');
    await webhook(session.chargeId ?? '');
    expect((await orderOf(app(), placed)).state).toBe('wait');
    const polled = await callSuccessfully(app(), 'getCheckout', {
      params: { checkoutId: session.checkoutId },
      headers: placed.shopper.headers,
    });
    expect(polled.data).toMatchObject({ status: 'failed', failureCode: 'amount_mismatch' });
    // The payer's money went somewhere the order cannot take it: it goes back.
    expect(omise.refunds.filter((refund) => refund.charge === session.chargeId)).toEqual([
      expect.objectContaining({ amount: 2000 }),
    ]);

    expect((await webhook('chrg_test_unknown')).body).toMatchObject({ message: 'Unknown charge' });
    expect((await webhook(session.chargeId ?? '', 'customer.create')).body).toMatchObject({
      message: 'Ignored',
    });
    const page = await app().inject({
      method: 'GET',
      url: `/api/v1/payments/test-provider/${session.checkoutId}`,
    });
    expect(page.statusCode).toBe(404);
  });
});
