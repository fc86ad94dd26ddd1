import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products } from '../db/schema/index.ts';
import { productTags } from '../seed/products.ts';

type ProductRow = typeof products.$inferSelect;
type Tag = ProductRow['tags'][number];

/** The planned sale price while its period runs (an open end runs on), otherwise null. */
export function saleInForce(
  plan: { plannedSalePrice: number | null; saleStartsAt: Date | null; saleEndsAt: Date | null },
  now: Date,
): number | null {
  const { plannedSalePrice, saleStartsAt, saleEndsAt } = plan;
  if (plannedSalePrice === null) return null;
  if (saleStartsAt && now < saleStartsAt) return null;
  if (saleEndsAt && now >= saleEndsAt) return null;
  return plannedSalePrice;
}

const isTag = (tag: Tag, kind: keyof typeof productTags) => tag.name.en === productTags[kind].name.en;

/** The product's tags with the sale and new-arrival tags following the product (other tags kept). */
export function tagsFor(tags: Tag[], { onSale, isNew }: { onSale: boolean; isNew: boolean }): Tag[] {
  const others = tags.filter((tag) => !isTag(tag, 'sale') && !isTag(tag, 'new'));
  return [...(onSale ? [productTags.sale] : []), ...(isNew ? [productTags.new] : []), ...others];
}

/**
 * Starts and ends the planned sales whose period opened or closed since the last round: `sale_price`
 * (and so the effective price and the sale tag) follows the plan. Any instance may run it at any
 * time; each change raises the catalogue version (products' trigger). Answers the SKUs changed.
 */
export async function applySalePeriods(db: AppDatabase, now = new Date()): Promise<string[]> {
  const inForce = sql`case when (${products.saleStartsAt} is null or ${products.saleStartsAt} <= ${now})
    and (${products.saleEndsAt} is null or ${products.saleEndsAt} > ${now})
    then ${products.plannedSalePrice} end`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(products)
      .where(
        and(
          or(isNotNull(products.saleStartsAt), isNotNull(products.saleEndsAt)),
          sql`${products.salePrice} is distinct from (${inForce})`,
        ),
      )
      .for('update', { skipLocked: true });
    for (const row of due) {
      const salePrice = saleInForce(row, now);
      await tx
        .update(products)
        .set({ salePrice, tags: tagsFor(row.tags, { onSale: salePrice !== null, isNew: row.isNew }) })
        .where(eq(products.sku, row.sku));
    }
    return due.map((row) => row.sku);
  });
}
