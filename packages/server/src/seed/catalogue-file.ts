import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductSpecs } from '../db/schema/index.ts';
import { seedDataDir } from '../paths.ts';

/** One item of data/catalog/<category>.json (see data/catalog/README.md). */
export interface CatalogueItem {
  sku: string;
  category: string;
  subcategory: string;
  brand: string;
  brandKey: string;
  model: string;
  name: { th: string; en: string };
  description: { th: string; en: string };
  priceTHB: number;
  specs: ProductSpecs;
}

export interface CatalogueBrand {
  key: string;
  name: string;
}

/** The level-2 categories that have a file of products, in menu order. */
export const catalogueCategories = [
  'cpu',
  'motherboard',
  'gpu',
  'ram',
  'storage',
  'psu',
  'case',
  'cooling',
  'fancase',
  'monitor',
  'keyboard',
  'mouse',
  'headset',
  'os',
] as const;

const catalogDir = join(seedDataDir, 'catalog');

export function readCatalogueItems(): CatalogueItem[] {
  return catalogueCategories.flatMap(
    (category) => JSON.parse(readFileSync(join(catalogDir, `${category}.json`), 'utf8')) as CatalogueItem[],
  );
}

export function readCatalogueBrands(): CatalogueBrand[] {
  return JSON.parse(readFileSync(join(catalogDir, 'categories.json'), 'utf8')).brands;
}
