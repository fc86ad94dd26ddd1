import {
  BUILDER_CATEGORIES,
  type Build,
  type BuilderCategory,
  isBuilderCategory,
} from '@probuild/catalogue-rules';

export interface SharedPart {
  category: BuilderCategory;
  sku: string;
}

const SKU = /^[A-Z0-9-]{1,80}$/;

/** The build as a compact share string: `cpu=CPU-…&gpu=GPU-…` (URL search parameters). */
export function serializeBuild(build: Build): string {
  const params = new URLSearchParams();
  for (const category of BUILDER_CATEGORIES) {
    const part = build[category];
    if (part) params.set(category, part.sku);
  }
  return params.toString();
}

/** Reads a share string back; unknown categories and malformed SKUs are dropped. */
export function parseSharedBuild(shared: string): SharedPart[] {
  const parts: SharedPart[] = [];
  for (const [category, sku] of new URLSearchParams(shared)) {
    if (isBuilderCategory(category) && SKU.test(sku) && !parts.some((p) => p.category === category)) {
      parts.push({ category, sku });
    }
  }
  return parts;
}
