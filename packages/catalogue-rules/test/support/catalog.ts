import { readFileSync } from 'node:fs';
import type { BuilderCategory, BuilderPart } from '../../src/parts.ts';

/** The seed catalogue kept with the server (packages/server/data/catalog): real parts, real specs. */
const CATALOG = new URL('../../../server/data/catalog/', import.meta.url);

interface CatalogItem {
  sku: string;
  category: BuilderCategory;
  brand: string;
  name: { th: string; en: string };
  priceTHB: number;
  specs: Record<string, unknown>;
}

const loaded = new Map<BuilderCategory, BuilderPart[]>();

export function catalogParts(category: BuilderCategory): BuilderPart[] {
  let parts = loaded.get(category);
  if (!parts) {
    const items = JSON.parse(readFileSync(new URL(`${category}.json`, CATALOG), 'utf8')) as CatalogItem[];
    parts = items.map((item) => ({
      sku: item.sku,
      category: item.category,
      name: item.name,
      price: item.priceTHB * 100,
      brand: item.brand,
      specs: item.specs,
      inStock: true,
    }));
    loaded.set(category, parts);
  }
  return parts;
}

export function part(category: BuilderCategory, sku: string): BuilderPart {
  const found = catalogParts(category).find((p) => p.sku === sku);
  if (!found) throw new Error(`${sku} is not in ${category}.json`);
  return found;
}

/** A real part with some specs changed, for rules the catalogue happens not to break. */
export function withSpecs(original: BuilderPart, specs: Record<string, unknown>): BuilderPart {
  return { ...original, specs: { ...original.specs, ...specs } };
}
