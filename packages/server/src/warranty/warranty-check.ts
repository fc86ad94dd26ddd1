import type { components } from '@probuild/api-client/schema';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products, serialNumbers } from '../db/schema/index.ts';
import { normaliseSerial } from '../fulfilment/serial-pattern.ts';
import { bangkokToday } from './serials.ts';

type WarrantyCheckResult = components['schemas']['WarrantyCheckResult'];

/** YYYY-MM-DD plus whole months; a day the later month lacks becomes its last day (Jan 31 + 1 → Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const longDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const notRegistered = (serialNumber: string): WarrantyCheckResult => ({
  status: 'not_registered',
  expired: false,
  serialNumber,
  productCode: null,
  productName: null,
  buyDate: null,
  warrantyMonths: null,
  expiresAt: null,
  message: {
    th: 'ไม่พบสินค้าในระบบ กรุณาตรวจสอบหมายเลขซีเรียลหรือติดต่อฝ่ายขาย',
    en: 'Product not found in system, check the serial number or contact sales',
  },
  details: {
    th: `ไม่พบหมายเลขซีเรียล ${serialNumber}`,
    en: `No product is registered with serial number ${serialNumber}`,
  },
});

/** A unit packed for an order not delivered yet: its warranty starts on the day it is delivered. */
const notYetDelivered = (serialNumber: string, name: { th: string; en: string }): WarrantyCheckResult => ({
  ...notRegistered(serialNumber),
  message: {
    th: 'การรับประกันจะเริ่มในวันที่ได้รับสินค้า',
    en: 'The warranty starts on the day of delivery',
  },
  details: {
    th: `หมายเลขซีเรียล ${serialNumber} (${name.th}) ถูกบันทึกแล้ว การรับประกันเริ่มเมื่อจัดส่งถึงหรือรับสินค้า`,
    en: `Serial number ${serialNumber} (${name.en}) is recorded; its warranty runs from delivery or pick-up`,
  },
});

/**
 * The warranty of a serial number (any letter case): active through the day `warrantyMonths`
 * after the delivery (or the purchase, for units sold before this shop), expired after it,
 * not_registered when the number is unknown or its unit is not delivered yet. Dates are
 * Thai calendar days; Thai texts use the Buddhist era.
 */
export async function checkWarranty(
  db: AppDatabase,
  typed: string,
  today = bangkokToday(),
): Promise<WarrantyCheckResult> {
  const serialNumber = normaliseSerial(typed);
  const [row] = await db
    .select({ unit: serialNumbers, nameTh: products.nameTh, nameEn: products.nameEn })
    .from(serialNumbers)
    .innerJoin(products, eq(products.sku, serialNumbers.sku))
    .where(eq(serialNumbers.serial, serialNumber));
  if (!row) return notRegistered(typed);
  const { unit } = row;
  if (unit.buyDate === null) return notYetDelivered(typed, { th: row.nameTh, en: row.nameEn });
  const expiresAt = addMonths(unit.buyDate, unit.warrantyMonths);
  const expired = today > expiresAt;
  const until = { th: longDate(expiresAt, 'th-TH-u-ca-buddhist'), en: longDate(expiresAt, 'en-GB') };
  return {
    status: expired ? 'expired' : 'active',
    expired,
    serialNumber: unit.serial,
    productCode: unit.sku,
    productName: { th: row.nameTh, en: row.nameEn },
    buyDate: unit.buyDate,
    warrantyMonths: unit.warrantyMonths,
    expiresAt,
    message: expired
      ? { th: 'สินค้าหมดระยะรับประกันแล้ว', en: 'Warranty expired' }
      : { th: 'สินค้าอยู่ในระยะรับประกัน', en: 'In warranty' },
    details: expired
      ? { th: `หมดระยะรับประกันเมื่อ ${until.th}`, en: `The warranty ended on ${until.en}` }
      : unit.orderItemId === null
        ? { th: `รับประกันถึง ${until.th}`, en: `Covered until ${until.en}` }
        : {
            th: `รับประกันตั้งแต่วันที่ได้รับสินค้า ${longDate(unit.buyDate, 'th-TH-u-ca-buddhist')} ถึง ${until.th}`,
            en: `Covered from its delivery on ${longDate(unit.buyDate, 'en-GB')} until ${until.en}`,
          },
  };
}
