import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { readCommerceSettings } from '../src/commerce-settings.ts';
import { documentCounters, orderDocuments, orders } from '../src/db/schema/index.ts';
import { renderDocumentPdf } from '../src/documents/render-pdf.ts';
import { developmentShopDetails, isThaiTaxId, readShopDetails } from '../src/documents/shop-details.ts';
import { bangkokToday } from '../src/warranty/serials.ts';
import { useTestApp } from './support/app.ts';
import { callBackoffice, signedInStaff } from './support/backoffice.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { addTestProduct } from './support/products.ts';
import { companyInBangkok } from './support/shipping-addresses.ts';

const shop = {
  SHOP_LEGAL_NAME: 'บริษัท ทดสอบภาษี จำกัด',
  SHOP_LEGAL_ADDRESS: '1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  SHOP_TAX_ID: '0105561000011',
  SHOP_BRANCH: '00000',
};
const testApp = useTestApp({ settings: readCommerceSettings(shop) });
const app = () => testApp.app;
const db = () => testApp.database.db;

interface Placed {
  shopper: Shopper;
  orderNumber: string;
}

/** A shopper's unpaid order of two units at 1,290.50 baht and one at 99 baht, with or without a tax invoice. */
async function placeOrder(taxInvoice: boolean): Promise<Placed> {
  const shopper = await newShopper(app());
  const first = await addTestProduct(db(), { price: 129050, stock: 50 });
  const second = await addTestProduct(db(), { price: 9900, stock: 50 });
  await addToCart(app(), shopper, first.sku, 2);
  await addToCart(app(), shopper, second.sku, 1);
  let overrides = {};
  if (taxInvoice) {
    const address = await callSuccessfully(app(), 'createShippingAddress', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
      payload: companyInBangkok({ branch: '00012' }),
    });
    overrides = { wantTaxInvoice: true, taxInvoiceAddressId: address.data._id };
  }
  const { data } = await callSuccessfully(app(), 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper, overrides),
  });
  return { shopper, orderNumber: data.orderNumber };
}

/** Starts a PromptPay checkout and approves it at the test provider; the return settles it. */
async function approvedCheckout({ shopper, orderNumber }: Placed): Promise<string> {
  const answer = await callOperation(app(), 'createCheckout', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: { orderNumber, method: 'promptpay' },
  });
  const { checkoutId } = (answer.body as { data: { checkoutId: string } }).data;
  await app().inject({
    method: 'POST',
    url: `/api/v1/payments/test-provider/${checkoutId}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  return checkoutId;
}

const settle = (app: FastifyInstance, checkoutId: string) =>
  app.inject({ method: 'GET', url: `/api/v1/payments/return?checkout_id=${checkoutId}` });

const download = (placed: Placed, headers: Record<string, string> = placed.shopper.headers) =>
  app().inject({ method: 'GET', url: `/api/v1/orders/${placed.orderNumber}/document`, headers });

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // A shaped ำ reads back as nikhahit + sara aa, its compatibility decomposition.
    return (await parser.getText()).text.normalize('NFKD');
  } finally {
    await parser.destroy();
  }
}
const thai = (text: string) => text.normalize('NFKD');

async function documentRow(orderNumber: string) {
  const [row] = await db()
    .select({ number: orderDocuments.number, kind: orderDocuments.kind, issuedOn: orderDocuments.issuedOn })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

describe('tax invoices and receipts', () => {
  it('gives a paid order that asked for one a full tax invoice with every field of s.86/4', async () => {
    const placed = await placeOrder(true);
    expect((await download(placed)).statusCode).toBe(404);
    await settle(app(), await approvedCheckout(placed));

    const answer = await download(placed);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toMatch(/^private/);
    const row = await documentRow(placed.orderNumber);
    expect(row?.kind).toBe('tax_invoice');
    const year = Number(bangkokToday().slice(0, 4)) + 543;
    expect(row?.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${row?.number}.pdf"`);

    const text = await textOf(answer.rawPayload);
    const [month] = [new Intl.DateTimeFormat('th-TH', { month: 'long' }).format(new Date())];
    for (const field of [
      'ใบกำกับภาษี',
      shop.SHOP_LEGAL_NAME,
      shop.SHOP_LEGAL_ADDRESS,
      `เลขประจำตัวผู้เสียภาษีอากร ${shop.SHOP_TAX_ID}`,
      'สำนักงานใหญ่',
      'บริษัท โปรบิลด์ จำกัด',
      '87 อาคารออลซีซั่นส์เพลส ถนนวิทยุ แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330',
      `เลขประจำตัวผู้เสียภาษีอากร 0105561234560`,
      'สาขาที่ 00012',
      String(row?.number),
      `${Number(row?.issuedOn.slice(8))} ${month} ${year}`,
      placed.orderNumber,
      // 2 × 1,290.50 + 1 × 99.00 = 2,680.00, of which 2,504.67 before VAT and 175.33 VAT.
      '2 1,290.50 2,581.00',
      '1 99.00 99.00',
      'มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม 2,504.67 บาท',
      'ภาษีมูลค่าเพิ่ม 7% 175.33 บาท',
      'จำนวนเงินรวมทั้งสิ้น 2,680.00 บาท',
    ]) {
      expect(text).toContain(thai(field));
    }
  });

  it('gives any other paid order a receipt, numbered in its own series', async () => {
    const placed = await placeOrder(false);
    await settle(app(), await approvedCheckout(placed));
    const answer = await download(placed);
    expect(answer.statusCode).toBe(200);
    const row = await documentRow(placed.orderNumber);
    expect(row?.kind).toBe('receipt');
    expect(row?.number).toMatch(/^RC-\d{4}-\d{6}$/);
    const text = await textOf(answer.rawPayload);
    expect(text).toContain(thai('ใบเสร็จรับเงิน'));
    expect(text).not.toContain(thai('ใบกำกับภาษี'));
    expect(text).toContain(thai('นายสมชาย ใจดี'));
    expect(text).toContain('จำนวนเงินรวมทั้งสิ้น 2,680.00 บาท'.normalize('NFKD'));
  });

  it('answers every download with the same bytes', async () => {
    const placed = await placeOrder(true);
    await settle(app(), await approvedCheckout(placed));
    const [first, second] = await Promise.all([download(placed), download(placed)]);
    const third = await download(placed);
    expect(first.rawPayload.length).toBeGreaterThan(1000);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers another customer's order, or no session, as the order's absence", async () => {
    const placed = await placeOrder(true);
    await settle(app(), await approvedCheckout(placed));
    const stranger = await newShopper(app());
    const answer = await download(placed, stranger.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await download(placed, {})).statusCode).toBe(401);
  });

  it('numbers documents without a gap or a repeat when payments settle at once', async () => {
    const placed = await Promise.all(Array.from({ length: 8 }, (_, index) => placeOrder(index % 2 === 0)));
    const checkouts = [];
    for (const order of placed) checkouts.push(await approvedCheckout(order));
    const [before] = await db().select().from(documentCounters).where(like(documentCounters.series, 'INV-%'));
    await Promise.all(checkouts.map((checkoutId) => settle(app(), checkoutId)));

    const rows = await Promise.all(placed.map((order) => documentRow(order.orderNumber)));
    for (const kind of ['tax_invoice', 'receipt'] as const) {
      const numbers = rows.filter((row) => row?.kind === kind).map((row) => String(row?.number));
      expect(numbers).toHaveLength(4);
      expect(new Set(numbers).size).toBe(4);
      const series = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
      const first = series[0] ?? 0;
      expect(series).toEqual([first, first + 1, first + 2, first + 3]);
      if (kind === 'tax_invoice') expect(first).toBe((before?.lastNumber ?? 0) + 1);
    }
  });

  it('lets staff with orders.read download the same document', async () => {
    const placed = await placeOrder(true);
    await settle(app(), await approvedCheckout(placed));
    const mine = await download(placed);
    const staffDownload = (token: string) =>
      app().inject({
        method: 'GET',
        url: `/api/backoffice/v1/orders/${placed.orderNumber}/document`,
        headers: { authorization: `Bearer ${token}` },
      });
    const packer = await signedInStaff(app(), db(), 'packer');
    const answer = await staffDownload(packer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="INV-/);
    expect(answer.rawPayload.equals(mine.rawPayload)).toBe(true);
    const missing = await callBackoffice(app(), 'getOrderDocument', {
      params: { orderNumber: 'PB-NOPE' },
      token: packer.token,
    });
    expect(missing.status).toBe(404);
    // A customer's token is no staff session.
    const customer = String(placed.shopper.headers.authorization).replace(/^Bearer /, '');
    expect((await staffDownload(customer)).statusCode).toBe(401);
  });
});

describe("the shop's legal details", () => {
  it('checks the tax id check digit', () => {
    expect(isThaiTaxId('0105561000011')).toBe(true);
    expect(isThaiTaxId('0105561000012')).toBe(false);
    expect(isThaiTaxId('010556100001')).toBe(false);
    expect(() => readShopDetails({ SHOP_TAX_ID: '0105561000012' })).toThrow(
      'SHOP_TAX_ID must be a 13-digit Thai tax id with a valid check digit',
    );
    expect(() => readShopDetails({ SHOP_BRANCH: '1' })).toThrow('SHOP_BRANCH must be 5 digits');
  });

  it('needs them in production and has a development shop otherwise', () => {
    expect(() => readShopDetails({ NODE_ENV: 'production' })).toThrow('SHOP_LEGAL_NAME');
    expect(readShopDetails({})).toMatchObject({ branch: '00000' });
  });
});

describe('the PDF', () => {
  it('is the same bytes whenever the same document is made, dated its issue day', async () => {
    const content = {
      kind: 'receipt' as const,
      number: 'RC-2569-000042',
      issuedOn: '2026-01-31',
      orderNumber: 'PB-20260131-000042',
      shop: developmentShopDetails,
      buyer: { name: 'นายสมชาย ใจดี', address: '12/3 ถ.มูลเมือง', taxId: null, branch: null },
      lines: [{ name: 'น้ำยาทำความสะอาด', quantity: 3, unitPrice: 15050, amount: 45150 }],
      subtotal: 45150,
      discount: 0,
      priceBeforeTax: 42196,
      vat: 2954,
      total: 45150,
    };
    const first = await renderDocumentPdf(content);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await renderDocumentPdf(content);
    expect(second.equals(first)).toBe(true);
    // Midnight in Bangkok on the issue day.
    expect(first.toString('latin1')).toContain('(D:20260130170000Z)');
    const text = await textOf(first);
    expect(text).toContain(thai('31 มกราคม 2569'));
    expect(text).toContain(thai('3 150.50 451.50'));
    expect(text).toContain(thai('น้ำยาทำความสะอาด'));
  });
});
