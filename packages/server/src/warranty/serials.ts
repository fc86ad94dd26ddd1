import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { orderItems, products, serialNumbers } from '../db/schema/index.ts';

// Letters and digits that cannot be misread for each other (no 0/O, 1/I/L).
const SERIAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `SN-` and 12 random characters (about 59 bits): unguessable, easy to read off a label. */
export function newSerialNumber(): string {
  let serial = 'SN-';
  for (let i = 0; i < 12; i++) serial += SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)];
  return serial;
}

/** Today in Thailand as YYYY-MM-DD. */
export function bangkokToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);
}

/** Gives every unit of a paid order its serial number; the warranty starts today. */
export async function registerSoldUnits(tx: AppDatabase, orderId: string): Promise<number> {
  const items = await tx
    .select({
      id: orderItems.id,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      months: products.warrantyMonths,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.sku, orderItems.sku))
    .where(eq(orderItems.orderId, orderId));
  const buyDate = bangkokToday();
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({
      serial: newSerialNumber(),
      sku: item.sku,
      orderItemId: item.id,
      buyDate,
      warrantyMonths: item.months,
    })),
  );
  if (rows.length > 0) await tx.insert(serialNumbers).values(rows);
  return rows.length;
}
