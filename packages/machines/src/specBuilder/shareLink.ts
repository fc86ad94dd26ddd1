import {
  BUILDER_CATEGORIES,
  type Build,
  type BuilderCategory,
  isBuilderCategory,
} from '@probuild/catalogue-rules';

/** Categories a build may hold several of the same part in: memory kits and drives. */
export const QUANTITY_CATEGORIES: readonly BuilderCategory[] = ['ram', 'storage'];

/** The most of one part a build holds (four kits fill the largest boards' slots). */
export const MAX_PART_QUANTITY = 4;

/** How many of each chosen part, where more than one; a category left out holds one. */
export type PartQuantities = Partial<Record<BuilderCategory, number>>;

export interface SharedPart {
  category: BuilderCategory;
  sku: string;
  quantity: number;
}

const SKU = /^[A-Z0-9-]{1,80}$/;
const SHARED_PART = /^([A-Z0-9-]{1,80})(?:\*([1-9]\d?))?$/;

/** The quantity a category may hold: 1 outside the quantity categories, else within 1..MAX_PART_QUANTITY. */
export function allowedQuantity(category: BuilderCategory, quantity: number): number {
  if (!QUANTITY_CATEGORIES.includes(category) || !Number.isInteger(quantity)) return 1;
  return Math.min(MAX_PART_QUANTITY, Math.max(1, quantity));
}

/** The build as a compact share string: `cpu=CPU-…&ram=RAM-…*2` (URL search parameters; `*n` when n > 1). */
export function serializeBuild(build: Build, quantities: PartQuantities = {}): string {
  const params = new URLSearchParams();
  for (const category of BUILDER_CATEGORIES) {
    const part = build[category];
    if (!part) continue;
    const quantity = allowedQuantity(category, quantities[category] ?? 1);
    params.set(category, quantity > 1 ? `${part.sku}*${quantity}` : part.sku);
  }
  return params.toString();
}

/** Reads a share string back; unknown categories, malformed SKUs and repeats are dropped. */
export function parseSharedBuild(shared: string): SharedPart[] {
  const parts: SharedPart[] = [];
  for (const [category, value] of new URLSearchParams(shared)) {
    const match = SHARED_PART.exec(value);
    const sku = match?.[1];
    if (isBuilderCategory(category) && sku && SKU.test(sku) && !parts.some((p) => p.category === category)) {
      parts.push({ category, sku, quantity: allowedQuantity(category, Number(match[2] ?? 1)) });
    }
  }
  return parts;
}
