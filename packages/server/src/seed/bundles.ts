import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { productBundles, type products } from '../db/schema/index.ts';
import { fraction } from './deterministic.ts';
import { suggestedPsuForGpu } from './product-content.ts';

type ProductRow = typeof products.$inferInsert;
type BundleRow = typeof productBundles.$inferInsert;

const effectivePrice = (row: ProductRow) => row.salePrice ?? row.price;
const num = (row: ProductRow, key: string) => (typeof row.specs?.[key] === 'number' ? row.specs[key] : 0);

/** Which add-ons a product's page offers: the kind of part and how many of them. */
const addonRules: Record<
  string,
  Array<{ count: number; fits(product: ProductRow, addon: ProductRow): boolean }>
> = {
  cpu: [
    {
      count: 2,
      fits: (cpu, addon) =>
        addon.categoryKey === 'cooling' &&
        // Processors over 125 W want liquid cooling; the rest are well served by a tower cooler.
        addon.specs?.type === (num(cpu, 'tdpW') > 125 ? 'liquid' : 'air'),
    },
  ],
  motherboard: [
    {
      count: 2,
      fits: (board, addon) => addon.categoryKey === 'ram' && addon.memoryType === board.memoryType,
    },
  ],
  gpu: [
    {
      count: 1,
      fits: (gpu, addon) =>
        addon.categoryKey === 'psu' &&
        addon.specs?.formFactor === 'ATX' &&
        num(addon, 'wattage') >= suggestedPsuForGpu(num(gpu, 'tdpW')),
    },
  ],
  case: [
    { count: 2, fits: (_case, addon) => addon.categoryKey === 'fancase' && num(addon, 'sizeMm') === 120 },
  ],
  cooling: [{ count: 1, fits: (_cooler, addon) => addon.categoryKey === 'fancase' }],
  monitor: [
    { count: 1, fits: (_monitor, addon) => addon.categoryKey === 'mouse' },
    { count: 1, fits: (_monitor, addon) => addon.categoryKey === 'keyboard' },
  ],
  keyboard: [{ count: 1, fits: (_keyboard, addon) => addon.categoryKey === 'mouse' }],
  mouse: [{ count: 1, fits: (_mouse, addon) => addon.categoryKey === 'keyboard' }],
  headset: [{ count: 1, fits: (_headset, addon) => addon.categoryKey === 'mouse' }],
};

/** The bundle price: 8 % off the add-on's price in whole hundreds of baht, at least 100 baht off. */
export function bundlePrice(addonPrice: number): number {
  const discount = Math.max(10_000, Math.round((addonPrice * 0.08) / 10_000) * 10_000);
  return addonPrice - discount > 0 ? addonPrice - discount : addonPrice;
}

/** Add-ons chosen among the in-stock candidates, the cheaper half first, varied per product. */
export function bundleRows(productRows: ProductRow[]): BundleRow[] {
  const available = productRows.filter((row) => (row.stock ?? 0) > 0);
  return productRows.flatMap((product) => {
    const chosen: ProductRow[] = [];
    for (const rule of addonRules[product.categoryKey] ?? []) {
      const candidates = available
        .filter((addon) => rule.fits(product, addon))
        .sort((a, b) => effectivePrice(a) - effectivePrice(b) || a.sku.localeCompare(b.sku));
      const cheaperHalf = candidates.slice(0, Math.max(rule.count, Math.ceil(candidates.length / 2)));
      const start = Math.floor(fraction(product.sku, 'bundle') * cheaperHalf.length);
      for (let i = 0; i < Math.min(rule.count, cheaperHalf.length); i++) {
        chosen.push(cheaperHalf[(start + i) % cheaperHalf.length] as ProductRow);
      }
    }
    return chosen.map((addon, index) => ({
      sku: product.sku,
      addonSku: addon.sku,
      sortOrder: index + 1,
      bundlePrice: bundlePrice(effectivePrice(addon)),
      checked: false,
    }));
  });
}

/** Replaces the add-on lists of the seeded products. */
export async function seedBundles(db: AppDatabase, productRows: ProductRow[]): Promise<number> {
  const rows = bundleRows(productRows);
  const skus = productRows.map((row) => row.sku);
  await db.delete(productBundles).where(inArray(productBundles.sku, skus));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(productBundles).values(rows.slice(start, start + 500));
  }
  return rows.length;
}
