import type { AppDatabase } from '../db/open.ts';
import { discountCodes } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';

/**
 * The shop's discount codes, each once per customer, with a number of uses in all and a minimum
 * spend above what it takes off (a fixed amount never makes an order free; pricing also keeps every
 * total at 20 baht or more): 1,000 baht off from 10,000 baht, 500 baht off from 3,000 baht, 10 % from
 * 2,000 baht, and a first-build code of 5 % from a 20,000-baht subtotal. Shoppers type them in any
 * letter case at step 3 of checkout. An order that lapses unpaid gives its use back.
 */
export const seededDiscountCodes: (typeof discountCodes.$inferInsert)[] = [
  {
    code: 'PROBUILD1000',
    nameTh: 'ส่วนลด 1,000 บาท',
    nameEn: '1,000 baht off',
    percent: null,
    amount: 100_000,
    minSpend: 1_000_000,
    totalUses: 200,
    usesPerCustomer: 1,
  },
  {
    code: 'PROBUILD500',
    nameTh: 'ส่วนลด 500 บาท',
    nameEn: '500 baht off',
    percent: null,
    amount: 50_000,
    minSpend: 300_000,
    totalUses: 500,
    usesPerCustomer: 1,
  },
  {
    code: 'PROBUILD10',
    nameTh: 'ส่วนลด 10%',
    nameEn: '10% off',
    percent: 10,
    amount: null,
    minSpend: 200_000,
    totalUses: 500,
    usesPerCustomer: 1,
  },
  {
    code: 'FIRSTBUILD5',
    nameTh: 'ส่วนลด 5% สำหรับการจัดสเปกครั้งแรก',
    nameEn: '5% off your first build',
    percent: 5,
    amount: null,
    minSpend: 2_000_000,
    totalUses: 1_000,
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
