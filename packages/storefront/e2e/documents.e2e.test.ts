import { buffer } from 'node:stream/consumers';
import { PDFParse } from 'pdf-parse';
import type { Browser, Download } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { sharedServer } from './support/productionServer.ts';
import {
  callApi,
  inStockSkus,
  newCustomer,
  payByPromptPay,
  type SignedInCustomer,
  signedInContext,
} from './support/shopApi.ts';

const server = sharedServer();
let browser: Browser;

// The development shop: the server runs without SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS, SHOP_TAX_ID.
const SHOP = {
  name: 'บริษัท โปรบิลด์ คอมพิวเตอร์ จำกัด',
  address: '99/9 ถนนพญาไท แขวงทุ่งพญาไท เขตราชเทวี กรุงเทพมหานคร 10400',
  taxId: '0105561000011',
};
const BUYER = {
  name: 'บริษัท สุขใจ เทรดดิ้ง จำกัด',
  address: '87 ถนนวิทยุ แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330',
  taxId: '0105561234560',
  branch: '00003',
};

interface PaidOrder {
  orderNumber: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  priceBeforeTax: number;
  vat: number;
}

/** A customer's order of two units of a CPU that asked for a company's tax invoice, paid by PromptPay. */
async function paidOrderWithTaxInvoice(shopper: SignedInCustomer & { addressId: string | null }) {
  const { customer, token } = shopper;
  const company = await callApi<{ _id: string }>(server, 'POST', `/shipping-addresses/${customer._id}`, {
    token,
    body: {
      type: 'company',
      companyName: BUYER.name,
      branch: BUYER.branch,
      taxId: BUYER.taxId,
      phone: '02-123-4567',
      address: {
        province: 'กรุงเทพมหานคร',
        district: 'เขตปทุมวัน',
        tambon: 'ลุมพินี',
        postcode: '10330',
        line: '87 ถนนวิทยุ',
      },
      addressTypes: ['taxInvoice'],
    },
  });
  const [product] = await inStockSkus(server, 'cpu', 1);
  if (!product) throw new Error('No CPU in stock');
  const cart = await callApi<{ _id: string }>(server, 'GET', `/cart/${customer._id}`, { token });
  await callApi(server, 'POST', `/cart/add/${customer._id}`, {
    token,
    body: { sku: product.sku, quantity: 2 },
  });
  const { orderNumber, order } = await callApi<{
    orderNumber: string;
    order: {
      items: { price: number; productName: { th: string } }[];
      pricing: { total: number; priceBeforeTax: number; vat: number };
    };
  }>(server, 'POST', '/orders', {
    token,
    idempotencyKey: crypto.randomUUID(),
    body: {
      cartId: cart._id,
      shippingMethod: 'normal',
      shippingAddressId: shopper.addressId,
      wantTaxInvoice: true,
      taxInvoiceAddressId: company._id,
      paymentMethod: 'promptpay',
    },
  });
  await payByPromptPay(server, token, orderNumber);
  const [item] = order.items;
  return {
    orderNumber,
    productName: item?.productName.th ?? '',
    quantity: 2,
    unitPrice: item?.price ?? 0,
    ...order.pricing,
  } satisfies PaidOrder;
}

/** The downloaded file's bytes (the browser runs apart from the test: no local path). */
const bytesOf = async (download: Download) => buffer(await download.createReadStream());

/** Satang as the document prints baht: `1,234.56`. */
const baht = (satang: number) =>
  `${Math.trunc(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;

let shopper: Awaited<ReturnType<typeof newCustomer>>;
let order: PaidOrder;

beforeAll(async () => {
  browser = await launchChromium();
  shopper = await newCustomer(server, { withAddress: true });
  order = await paidOrderWithTaxInvoice(shopper);
}, 180_000);
afterAll(() => browser?.close());

describe('tax invoice from the order history against the real server', () => {
  it('downloads a PDF whose text has every field of a full tax invoice', async () => {
    const context = await signedInContext(browser, shopper, { language: 'th' });
    const page = await context.newPage();
    await page.goto(`${server.url}/orders`);
    await page.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลดใบกำกับภาษี (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const pdf = await bytesOf(download);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    // A shaped ำ reads back as nikhahit + sara aa, its compatibility decomposition.
    const text = (await parser.getText()).text.normalize('NFKD');
    await parser.destroy();
    const number = download.suggestedFilename().replace('.pdf', '');
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date()).slice(0, 4),
    );
    for (const field of [
      'ใบกำกับภาษี',
      SHOP.name,
      SHOP.address,
      `เลขประจำตัวผู้เสียภาษีอากร ${SHOP.taxId}`,
      'สำนักงานใหญ่',
      BUYER.name,
      BUYER.address,
      `เลขประจำตัวผู้เสียภาษีอากร ${BUYER.taxId}`,
      `สาขาที่ ${BUYER.branch}`,
      `เลขที่ ${number}`,
      `${year + 543}`,
      order.productName,
      `${order.quantity} ${baht(order.unitPrice)} ${baht(order.unitPrice * order.quantity)}`,
      `มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม ${baht(order.priceBeforeTax)} บาท`,
      `ภาษีมูลค่าเพิ่ม 7% ${baht(order.vat)} บาท`,
      `จำนวนเงินรวมทั้งสิ้น ${baht(order.total)} บาท`,
    ]) {
      expect(text).toContain(field.normalize('NFKD'));
    }
    expect(text).toMatch(/วันที่ \d{1,2} \S+ \d{4}/);

    // A second download is the same file.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลดใบกำกับภาษี (PDF)' }).click(),
    ]);
    expect((await bytesOf(again)).equals(pdf)).toBe(true);
    await context.close();
  });

  it('offers the same download in English', async () => {
    const context = await signedInContext(browser, shopper, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`${server.url}/orders`);
    await page.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    await context.close();
  });
});
