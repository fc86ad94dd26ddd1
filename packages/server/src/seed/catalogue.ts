import type { AppDatabase } from '../db/open.ts';
import { seedBrands } from './brands.ts';
import { seedBundles } from './bundles.ts';
import { seedComsets } from './comsets.ts';
import { productRows, refreshCategoryCounts, seedProducts } from './products.ts';
import { seedPromotions } from './promotions.ts';

export interface CatalogueSeedSummary {
  brands: number;
  products: number;
  promotions: number;
  bundles: number;
  comsets: number;
}

/**
 * Brands, products (with what the catalogue lacks generated from each SKU), promotions, add-ons,
 * and the shop's computer sets made of those products.
 */
export async function seedCatalogue(db: AppDatabase): Promise<CatalogueSeedSummary> {
  const rows = productRows();
  const summary = {
    brands: await seedBrands(db),
    products: await seedProducts(db, rows),
    promotions: await seedPromotions(db, rows),
    bundles: await seedBundles(db, rows),
    comsets: await seedComsets(db, rows),
  };
  await refreshCategoryCounts(db);
  return summary;
}
