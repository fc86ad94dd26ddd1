import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { orderItems, orders, products, serialNumbers } from '../src/db/schema/index.ts';
import { bangkokToday } from '../src/warranty/serials.ts';
import { addMonths } from '../src/warranty/warranty-check.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { addToCart, newShopper, orderRequest } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ settings: { ...readCommerceSettings({}), warrantyChecksPerMinute: 20 } });
});
afterAll(() => testApp?.dispose());
const app = () => testApp.app;
const db = () => testApp.database.db;

const check = (serialNumber: unknown, remoteAddress?: string) =>
  callOperation(app(), 'checkWarranty', { payload: { serialNumber }, remoteAddress });

describe('addMonths', () => {
  it('adds calendar months and keeps to the end of shorter months', () => {
    expect(addMonths('2025-01-15', 24)).toBe('2027-01-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});

describe('POST /after-sales/check-warranty', () => {
  it('answers the seeded demo serials: one in warranty, one expired', async () => {
    const [cpu] = await db().select().from(products).where(eq(products.sku, 'CPU-AMD-R7-9800X3D'));
    const active = await callSuccessfully(app(), 'checkWarranty', {
      payload: { serialNumber: 'sn-9800x3d-000001' },
    });
    const buyDate = addMonths(bangkokToday(), -3);
    expect(active.data).toMatchObject({
      status: 'active',
      expired: false,
      serialNumber: 'SN-9800X3D-000001',
      productCode: 'CPU-AMD-R7-9800X3D',
      productName: { th: cpu?.nameTh, en: cpu?.nameEn },
      buyDate,
      warrantyMonths: cpu?.warrantyMonths,
      expiresAt: addMonths(buyDate, cpu?.warrantyMonths ?? 0),
      message: { th: 'สินค้าอยู่ในระยะรับประกัน', en: 'In warranty' },
    });
    expect(active.data.details.th).toMatch(/^รับประกันถึง \d+ .+ 25\d\d$/);
    expect(active.data.details.en).toMatch(/^Covered until \d+ [A-Z][a-z]+ 20\d\d$/);

    const expired = await callSuccessfully(app(), 'checkWarranty', {
      payload: { serialNumber: 'SN-7600X-000001' },
    });
    expect(expired.data).toMatchObject({ status: 'expired', expired: true, productCode: 'CPU-AMD-R5-7600X' });
    expect(expired.data.expiresAt && expired.data.expiresAt < bangkokToday()).toBe(true);
  });

  it('answers not_registered (200) for an unknown or SQL-looking serial number', async () => {
    for (const serialNumber of [
      'SN-NOPE-000000',
      "x' OR '1'='1",
      'SN-9800X3D-000001; DROP TABLE serial_numbers',
    ]) {
      const answer = await check(serialNumber);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        data: { status: 'not_registered', serialNumber, productCode: null, productName: null, buyDate: null },
      });
    }
  });

  it("answers 400 'please enter Serial Number' for a blank serial number", async () => {
    for (const serialNumber of ['', '   ', undefined]) {
      const answer = await callOperation(app(), 'checkWarranty', {
        payload: serialNumber === undefined ? {} : { serialNumber },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'please enter Serial Number' });
    }
    const tooLong = await check('S'.repeat(65));
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { message: string }).message).not.toBe('please enter Serial Number');
  });

  it('registers every unit of a paid order from the day it is paid', async () => {
    const shopper = await newShopper(app());
    const ssd = await addTestProduct(db(), { price: 459000, stock: 5 });
    await addToCart(app(), shopper, ssd.sku, 2);
    const { data } = await callSuccessfully(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: orderRequest(shopper),
    });
    const session = await callSuccessfully(app(), 'createCheckout', {
      headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
      payload: { orderNumber: data.orderNumber, method: 'promptpay' },
    });
    const ownOrder = async () =>
      (
        await callSuccessfully(app(), 'getOrder', {
          headers: shopper.headers,
          params: { orderNumber: data.orderNumber },
        })
      ).data;
    // Unpaid: nothing registered yet.
    expect((await ownOrder()).items[0]?.serialNumbers).toEqual([]);
    const units = () =>
      db()
        .select({
          serial: serialNumbers.serial,
          buyDate: serialNumbers.buyDate,
          months: serialNumbers.warrantyMonths,
        })
        .from(serialNumbers)
        .innerJoin(orderItems, eq(orderItems.id, serialNumbers.orderItemId))
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.orderNumber, data.orderNumber));
    expect(await units()).toEqual([]);
    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/test-provider/${session.data.checkoutId}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    await app().inject({
      method: 'GET',
      url: `/api/v1/payments/return?checkout_id=${session.data.checkoutId}`,
    });

    const registered = await units();
    expect(registered).toHaveLength(2);
    expect(new Set(registered.map((unit) => unit.serial)).size).toBe(2);
    for (const unit of registered) expect(unit.serial).toMatch(/^SN-[2-9A-HJKMNP-Z]{12}$/);
    // The owner reads them on the order, each one a unit of the line.
    const shown = (await ownOrder()).items[0]?.serialNumbers ?? [];
    expect([...shown].sort()).toEqual(registered.map((unit) => unit.serial).sort());
    const answer = await callSuccessfully(app(), 'checkWarranty', {
      payload: { serialNumber: shown[1]?.toLowerCase() },
    });
    expect(answer.data).toMatchObject({
      status: 'active',
      serialNumber: shown[1],
      productCode: ssd.sku,
      buyDate: bangkokToday(),
      warrantyMonths: ssd.warrantyMonths,
    });
  });

  it('limits checks per client address (429 with Retry-After)', async () => {
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await check(`SN-GUESS-${i}`, '10.9.0.1')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const blocked = await check('SN-GUESS-21', '10.9.0.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check('SN-GUESS-21', '10.9.0.2')).status).toBe(200);
  });
});
