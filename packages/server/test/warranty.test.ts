import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { products } from '../src/db/schema/index.ts';
import { bangkokToday } from '../src/warranty/serials.ts';
import { addMonths } from '../src/warranty/warranty-check.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { callBackoffice, signedInStaff } from './support/backoffice.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { paidOrder } from './support/fulfilment.ts';
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

  it('finds the serials recorded at packing; their warranty runs from the delivery', async () => {
    const ssd = await addTestProduct(db(), { price: 459000, stock: 5 });
    const { orderNumber, shopper } = await paidOrder(app(), { sku: ssd.sku, quantity: 2 });
    const ownOrder = async () =>
      (await callSuccessfully(app(), 'getOrder', { headers: shopper.headers, params: { orderNumber } })).data;
    // Paid: no serial invented; the packer records the ones on the units.
    expect((await ownOrder()).items[0]?.serialNumbers).toEqual([]);
    const packer = await signedInStaff(app(), db(), 'packer');
    const detail = await callBackoffice(app(), 'getOrder', { token: packer.token, params: { orderNumber } });
    const lineId = detail.body.data.items[0].id;
    const serials = [
      `WS-${randomUUID().slice(0, 8)}`.toUpperCase(),
      `WS-${randomUUID().slice(0, 8)}`.toUpperCase(),
    ];
    for (const serial of serials)
      await callBackoffice(app(), 'recordSerial', {
        token: packer.token,
        params: { orderNumber, lineId },
        payload: { serial },
      });
    expect([...((await ownOrder()).items[0]?.serialNumbers ?? [])].sort()).toEqual([...serials].sort());
    // Shipped, not delivered: found, and the warranty has not started.
    await callBackoffice(app(), 'advanceFulfilment', {
      token: packer.token,
      params: { orderNumber },
      payload: { step: 'ship', carrier: 'kerry_express', trackingNumber: 'KEX0001234567' },
    });
    const waiting = await callSuccessfully(app(), 'checkWarranty', { payload: { serialNumber: serials[1] } });
    expect(waiting.data).toMatchObject({
      status: 'not_registered',
      message: { en: 'The warranty starts on the day of delivery' },
    });
    expect(waiting.data.details.en).toContain(ssd.nameEn);
    await callBackoffice(app(), 'advanceFulfilment', {
      token: packer.token,
      params: { orderNumber },
      payload: { step: 'deliver' },
    });
    const answer = await callSuccessfully(app(), 'checkWarranty', {
      payload: { serialNumber: serials[1]?.toLowerCase() },
    });
    expect(answer.data).toMatchObject({
      status: 'active',
      serialNumber: serials[1],
      productCode: ssd.sku,
      buyDate: bangkokToday(),
      warrantyMonths: ssd.warrantyMonths,
    });
    expect(answer.data.details.en).toMatch(/^Covered from its delivery on /);
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
