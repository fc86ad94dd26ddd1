import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxMessages, products, staffAudit } from '../src/db/schema/index.ts';
import { checkSerialPattern, fitsSerialPattern } from '../src/fulfilment/serial-pattern.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { callSuccessfully } from './support/contract.ts';
import { paidOrder, placedOrder } from './support/fulfilment.ts';
import { addTestProduct } from './support/products.ts';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.database.db;

let packer: SignedInStaff;
let sku: string;
let patterned: string;

beforeAll(async () => {
  packer = await signedInStaff(app(), db(), 'packer');
  sku = (await addTestProduct(db(), { price: 100000, stock: 100 })).sku;
  patterned = (await addTestProduct(db(), { price: 100000, stock: 100 })).sku;
  await db().update(products).set({ serialPattern: 'S[0-9A-Z]{14}' }).where(eq(products.sku, patterned));
});

const order = async (orderNumber: string, token = packer.token) =>
  (await callBackoffice(app(), 'getOrder', { token, params: { orderNumber } })).body.data;

const record = (orderNumber: string, lineId: string, serial: string, token = packer.token) =>
  callBackoffice(app(), 'recordSerial', { token, params: { orderNumber, lineId }, payload: { serial } });

const step = (orderNumber: string, payload: object, token = packer.token) =>
  callBackoffice(app(), 'advanceFulfilment', { token, params: { orderNumber }, payload });

let run = 0;
/** A serial no other test uses. */
function serialOf(label: string): string {
  run += 1;
  return `T${Date.now().toString(36).toUpperCase()}${run}-${label}`;
}

async function packed(orderNumber: string) {
  const detail = await order(orderNumber);
  for (const line of detail.items)
    for (let unit = line.serials.length; unit < line.quantity; unit++)
      expect((await record(orderNumber, line.id, serialOf(`U${unit}`))).status).toBe(200);
}

describe('fulfilment of a delivery order', () => {
  it('goes paid → packing → shipped → delivered, each step audited with who, before and after', async () => {
    const { orderNumber, shopper } = await paidOrder(app(), { sku, quantity: 2 });
    const paid = await order(orderNumber);
    expect(paid).toMatchObject({ state: 'inprogress', stage: 'paid', shipment: null });
    const [line] = paid.items;
    const first = serialOf('A');
    const answer = await record(orderNumber, line.id, ` ${first.toLowerCase()} `);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ stage: 'packing', items: [{ serials: [first] }] });
    // Shipping before every unit has its serial is refused.
    const early = await step(orderNumber, {
      step: 'ship',
      carrier: 'kerry_express',
      trackingNumber: 'KEX123456',
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('UNITS_WITHOUT_SERIAL');
    expect((await record(orderNumber, line.id, serialOf('B'))).status).toBe(200);
    // A third unit on a line of two is refused.
    const third = await record(orderNumber, line.id, serialOf('C'));
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('LINE_FULLY_PACKED');

    const shipped = await step(orderNumber, {
      step: 'ship',
      carrier: 'thailand_post',
      trackingNumber: ' ef123456789th ',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      stage: 'shipped',
      state: 'inprogress',
      shipment: {
        carrier: 'thailand_post',
        trackingNumber: 'EF123456789TH',
        trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EF123456789TH',
      },
    });
    // The shopper sees it in their order history.
    const own = await callSuccessfully(app(), 'getOrder', {
      headers: shopper.headers,
      params: { orderNumber },
    });
    expect(own.data).toMatchObject({
      state: 'inprogress',
      fulfilment: 'shipped',
      shipment: {
        carrier: 'thailand_post',
        carrierName: { th: 'ไปรษณีย์ไทย', en: 'Thailand Post' },
        trackingNumber: 'EF123456789TH',
      },
    });

    const delivered = await step(orderNumber, { step: 'deliver' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ state: 'success', stage: 'delivered' });
    const kinds = delivered.body.data.timeline.map((event: { kind: string; by?: string }) => [
      event.kind,
      event.by,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['packed', packer.email],
        ['shipped', packer.email],
        ['delivered', packer.email],
      ]),
    );
    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'order'), eq(staffAudit.targetId, orderNumber)))
      .orderBy(staffAudit.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'order.serial.record',
      'order.packed',
      'order.ship',
      'order.deliver',
    ]);
    expect(audit[2]).toMatchObject({
      actorEmail: packer.email,
      before: { stage: 'packing', shipment: null },
      after: { stage: 'shipped', shipment: { carrier: 'thailand_post', trackingNumber: 'EF123456789TH' } },
    });
    expect(audit[3]).toMatchObject({
      before: { state: 'inprogress' },
      after: { state: 'success', stage: 'delivered' },
    });
  });

  it('refuses steps out of order with 409 and a code, and the other shipping method’s steps', async () => {
    const { orderNumber } = await paidOrder(app(), { sku, quantity: 1 });
    for (const [payload, code] of [
      [{ step: 'deliver' }, 'ILLEGAL_FULFILMENT_STEP'],
      [{ step: 'ship', carrier: 'dhl', trackingNumber: '1234567890' }, 'ILLEGAL_FULFILMENT_STEP'],
      [{ step: 'readyForPickup' }, 'WRONG_SHIPPING_METHOD'],
      [{ step: 'pickUp' }, 'WRONG_SHIPPING_METHOD'],
    ] as const) {
      const answer = await step(orderNumber, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(409);
      expect(answer.body.code).toBe(code);
    }
    await packed(orderNumber);
    const noCarrier = await step(orderNumber, { step: 'ship', trackingNumber: 'EF123456789TH' });
    expect(noCarrier.status).toBe(400);
    const badNumber = await step(orderNumber, {
      step: 'ship',
      carrier: 'thailand_post',
      trackingNumber: '12345',
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.code).toBe('INVALID_TRACKING_NUMBER');
    expect((await order(orderNumber)).stage).toBe('packing');
  });

  it('refuses to fulfil an unpaid order', async () => {
    const { orderNumber } = await placedOrder(app(), { sku, quantity: 1 });
    const [line] = (await order(orderNumber)).items;
    const answer = await record(orderNumber, line.id, serialOf('H'));
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('ORDER_NOT_PAID');
    expect((await step(orderNumber, { step: 'deliver' })).body.code).toBe('ORDER_NOT_PAID');
    expect((await order(orderNumber)).stage).toBeNull();
  });

  it('refuses to fulfil an order cancelled and refunded, and leaves it out of the stage queue', async () => {
    const { orderNumber } = await paidOrder(app(), { sku, quantity: 1 });
    const manager = await signedInStaff(app(), db(), 'manager');
    const cancelled = await callBackoffice(app(), 'cancelOrder', {
      token: manager.token,
      params: { orderNumber },
      headers: { 'idempotency-key': `cancel-${orderNumber}` },
    });
    expect(cancelled.status).toBe(200);
    const [line] = (await order(orderNumber)).items;
    const answer = await record(orderNumber, line.id, serialOf('K'));
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('ORDER_CANCELLED');
    expect((await order(orderNumber)).stage).toBeNull();
    const queue = await callBackoffice(app(), 'listOrders', {
      token: packer.token,
      query: { stage: 'paid', q: orderNumber },
    });
    expect(queue.body.data.orders).toEqual([]);
  });

  it('takes the same step twice harmlessly: no second mail, no second audit entry', async () => {
    const { orderNumber, shopper } = await paidOrder(app(), { sku, quantity: 1 });
    // The shopper chose English for their account.
    await db()
      .update(customers)
      .set({ preferences: { language: 'en', timezone: 'Asia/Bangkok' } })
      .where(eq(customers.id, shopper.customerId));
    const [line] = (await order(orderNumber)).items;
    const serial = serialOf('D');
    expect((await record(orderNumber, line.id, serial)).status).toBe(200);
    // A scanner reading the label twice.
    expect((await record(orderNumber, line.id, serial)).status).toBe(200);
    const ship = { step: 'ship', carrier: 'flash_express', trackingNumber: 'TH01234567890' };
    const [a, b] = await Promise.all([step(orderNumber, ship), step(orderNumber, ship)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await step(orderNumber, ship)).status).toBe(200);
    const another = await step(orderNumber, { ...ship, trackingNumber: 'TH09999999999' });
    expect(another.status).toBe(409);
    expect(another.body.code).toBe('ILLEGAL_FULFILMENT_STEP');
    expect((await step(orderNumber, { step: 'deliver' })).status).toBe(200);
    expect((await step(orderNumber, { step: 'deliver' })).status).toBe(200);

    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, shopper.email.toLowerCase())))
      .orderBy(desc(outboxMessages.createdAt));
    const shipMails = mails.filter((mail) => mail.body.includes('TH01234567890'));
    expect(shipMails).toHaveLength(1);
    // In the shopper's language (English), naming the carrier, the number and its tracking page.
    expect(shipMails[0]?.subject).toBe(`Your order ${orderNumber} is on its way`);
    expect(shipMails[0]?.body).toContain('Flash Express');
    expect(shipMails[0]?.body).toContain('https://www.flashexpress.co.th/fle/tracking?se=TH01234567890');
    expect(shipMails[0]?.body).not.toMatch(/[ก-๙]/);
    const audit = await db()
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(and(eq(staffAudit.targetType, 'order'), eq(staffAudit.targetId, orderNumber)));
    expect(audit.map((entry) => entry.action)).toEqual(['order.packed', 'order.ship', 'order.deliver']);
  });

  it('mails a Thai shopper in Thai', async () => {
    const { orderNumber, shopper } = await paidOrder(app(), { sku, quantity: 1 });
    await packed(orderNumber);
    expect(
      (await step(orderNumber, { step: 'ship', carrier: 'jt_express', trackingNumber: '820012345678' }))
        .status,
    ).toBe(200);
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shopper.email.toLowerCase()))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(mail?.subject).toBe(`คำสั่งซื้อ ${orderNumber} จัดส่งแล้ว`);
    expect(mail?.body).toContain('เจแอนด์ที เอ็กซ์เพรส');
    expect(mail?.body).toContain('820012345678');
    // J&T has no public tracking page the shop links to.
    expect(mail?.body).not.toContain('http');
  });
});

describe('serials', () => {
  it('refuses a serial already sold: a unit of another order, or one sold before this shop', async () => {
    const first = await paidOrder(app(), { sku, quantity: 1 });
    const serial = serialOf('E');
    const [firstLine] = (await order(first.orderNumber)).items;
    expect((await record(first.orderNumber, firstLine.id, serial)).status).toBe(200);
    const second = await paidOrder(app(), { sku, quantity: 1 });
    const [line] = (await order(second.orderNumber)).items;
    for (const sold of [serial, serial.toLowerCase(), 'SN-9800X3D-000001']) {
      const answer = await record(second.orderNumber, line.id, sold);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('SERIAL_ALREADY_SOLD');
      expect(answer.body.message).toContain('already sold');
    }
    expect((await order(second.orderNumber)).stage).toBe('paid');
  });

  it('refuses a serial that does not fit the product’s pattern', async () => {
    const { orderNumber } = await paidOrder(app(), { sku: patterned, quantity: 1 });
    const [line] = (await order(orderNumber)).items;
    expect(line.serialPattern).toBe('S[0-9A-Z]{14}');
    const wrong = await record(orderNumber, line.id, 'X6B0NX0T123456A');
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('SERIAL_PATTERN_MISMATCH');
    const fits = `S${Date.now().toString(36).toUpperCase().padEnd(14, '0').slice(0, 14)}`;
    expect((await record(orderNumber, line.id, fits.toLowerCase())).status).toBe(200);
  });

  it('takes back a serial while packing, not after shipping', async () => {
    const { orderNumber } = await paidOrder(app(), { sku, quantity: 1 });
    const [line] = (await order(orderNumber)).items;
    const serial = serialOf('F');
    await record(orderNumber, line.id, serial);
    const removed = await callBackoffice(app(), 'removeSerial', {
      token: packer.token,
      params: { orderNumber, serial },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.items[0].serials).toEqual([]);
    await record(orderNumber, line.id, serial);
    await step(orderNumber, { step: 'ship', carrier: 'dhl', trackingNumber: '1234567890' });
    const late = await callBackoffice(app(), 'removeSerial', {
      token: packer.token,
      params: { orderNumber, serial },
    });
    expect(late.status).toBe(409);
  });
});

describe('serial patterns', () => {
  it('are regular expressions matched against the whole serial; an unusable one is refused', () => {
    expect(checkSerialPattern('S[0-9A-Z]{14}')).toBe('S[0-9A-Z]{14}');
    expect(fitsSerialPattern('S6B0NX0T123456A', 'S[0-9A-Z]{14}')).toBe(true);
    // The whole serial, not a part of it.
    expect(fitsSerialPattern('XS6B0NX0T123456A', 'S[0-9A-Z]{14}')).toBe(false);
    expect(fitsSerialPattern('S6B0NX0T123456AB', 'S[0-9A-Z]{14}')).toBe(false);
    for (const bad of ['[', '(?<', '', ' ', 'x'.repeat(201)])
      expect(() => checkSerialPattern(bad), JSON.stringify(bad)).toThrow(/The serial pattern/);
  });
});

describe('pickup orders', () => {
  it('go paid → packing → ready_for_pickup → picked_up and start the warranty that day', async () => {
    const { orderNumber, shopper } = await paidOrder(app(), { sku, quantity: 1, shippingMethod: 'pickup' });
    const ship = await step(orderNumber, { step: 'ship', carrier: 'dhl', trackingNumber: '1234567890' });
    expect(ship.body.code).toBe('WRONG_SHIPPING_METHOD');
    expect((await step(orderNumber, { step: 'readyForPickup' })).body.code).toBe('ILLEGAL_FULFILMENT_STEP');
    await packed(orderNumber);
    const ready = await step(orderNumber, { step: 'readyForPickup' });
    expect(ready.body.data).toMatchObject({ stage: 'ready_for_pickup', state: 'inprogress' });
    const done = await step(orderNumber, { step: 'pickUp' });
    expect(done.body.data).toMatchObject({ stage: 'picked_up', state: 'success', shipment: null });
    expect(done.body.data.timeline.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['packed', 'readyForPickup', 'pickedUp']),
    );
    const own = await callSuccessfully(app(), 'getOrder', {
      headers: shopper.headers,
      params: { orderNumber },
    });
    expect(own.data.state).toBe('success');
    expect(own.data.successDate).not.toBeNull();
    const serial = done.body.data.items[0].serials[0];
    const warranty = await callSuccessfully(app(), 'checkWarranty', { payload: { serialNumber: serial } });
    expect(warranty.data).toMatchObject({ status: 'active', serialNumber: serial });
  });
});

describe('who may fulfil', () => {
  it('a packer fulfils but holds no refund permission; an editor may not fulfil', async () => {
    const session = await callBackoffice(app(), 'getStaffSession', { token: packer.token });
    expect(session.body.data.permissions).toContain('orders.fulfil');
    expect(session.body.data.permissions).not.toContain('orders.refund');
    const editor = await signedInStaff(app(), db(), 'editor');
    const { orderNumber } = await paidOrder(app(), { sku, quantity: 1 });
    const [line] = (await order(orderNumber)).items;
    const refused = await record(orderNumber, line.id, serialOf('G'), editor.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await order(orderNumber)).stage).toBe('paid');
  });

  it('refuses a customer token on the fulfilment routes and a staff token on the customer’s order', async () => {
    const { orderNumber, shopper } = await paidOrder(app(), { sku, quantity: 1 });
    const bearer = shopper.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const asCustomer = await step(orderNumber, { step: 'deliver' }, bearer);
    expect(asCustomer.status).toBe(401);
    const asStaff = await app().inject({
      method: 'GET',
      url: `/api/v1/orders/${orderNumber}`,
      headers: { authorization: `Bearer ${packer.token}` },
    });
    expect(asStaff.statusCode).toBe(401);
  });
});
