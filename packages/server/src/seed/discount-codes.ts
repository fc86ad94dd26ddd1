import type { AppDatabase } from '../db/open.ts';
import { discountCodes } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';

/**
 * The shop's discount codes: two fixed (1,000 and 500 baht) and one of 10 % without limits, and a
 * first-build code of 5 % from a 20,000-baht subtotal, once per customer. Shoppers type them in any
 * letter case at step 3 of checkout.
 */
export const seededDiscountCodes: (typeof discountCodes.$inferInsert)[] = [
  {
    code: 'PROBUILD1000',
    nameTh: 'ส่วนลด 1,000 บาท',
    nameEn: '1,000 baht off',
    percent: null,
    amount: 100_000,
  },
  { code: 'PROBUILD500', nameTh: 'ส่วนลด 500 บาท', nameEn: '500 baht off', percent: null, amount: 50_000 },
  { code: 'PROBUILD10', nameTh: 'ส่วนลด 10%', nameEn: '10% off', percent: 10, amount: null },
  {
    code: 'FIRSTBUILD5',
    nameTh: 'ส่วนลด 5% สำหรับการจัดสเปกครั้งแรก',
    nameEn: '5% off your first build',
    percent: 5,
    amount: null,
    minSpend: 2_000_000,
    usesPerCustomer: 1,
  },
];

export async function seedDiscountCodes(db: AppDatabase): Promise<number> {
  await db
    .insert(discountCodes)
    .values(seededDiscountCodes)
    .onConflictDoUpdate({ target: discountCodes.code, set: updateFromExcluded(discountCodes, ['code']) });
  return seededDiscountCodes.length;
}
