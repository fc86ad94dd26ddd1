import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products, serialNumbers } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { bangkokToday } from '../warranty/serials.ts';
import { addMonths } from '../warranty/warranty-check.ts';

/**
 * Serial numbers of units sold before this shop, so the warranty check can be tried:
 * SN-9800X3D-000001 is in warranty (bought three months before seeding) and SN-7600X-000001 has
 * expired (bought six months more than its warranty ago). Dates follow the seeding day, so the
 * two keep their meaning whenever the shop is seeded.
 */
export const demoSerials = [
  { serial: 'SN-9800X3D-000001', sku: 'CPU-AMD-R7-9800X3D', monthsAgo: () => 3 },
  { serial: 'SN-7600X-000001', sku: 'CPU-AMD-R5-7600X', monthsAgo: (warranty: number) => warranty + 6 },
];

export async function seedWarrantySerials(db: AppDatabase): Promise<number> {
  const rows = await db
    .select({ sku: products.sku, warrantyMonths: products.warrantyMonths })
    .from(products)
    .where(
      inArray(
        products.sku,
        demoSerials.map((demo) => demo.sku),
      ),
    );
  const today = bangkokToday();
  const values = demoSerials.flatMap((demo) => {
    const product = rows.find((row) => row.sku === demo.sku);
    if (!product) return [];
    return [
      {
        serial: demo.serial,
        sku: demo.sku,
        orderItemId: null,
        buyDate: addMonths(today, -demo.monthsAgo(product.warrantyMonths)),
        warrantyMonths: product.warrantyMonths,
      },
    ];
  });
  if (values.length === 0) return 0;
  await db
    .insert(serialNumbers)
    .values(values)
    .onConflictDoUpdate({
      target: serialNumbers.serial,
      set: updateFromExcluded(serialNumbers, ['serial', 'created_at']),
    });
  return values.length;
}
