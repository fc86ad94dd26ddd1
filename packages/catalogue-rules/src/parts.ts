import type { LocalizedText } from '@probuild/api-client';

export const PART_CATEGORIES = [
  'cpu',
  'gpu',
  'motherboard',
  'ram',
  'cooling',
  'storage',
  'case',
  'psu',
  'fancase',
  'os',
] as const;
export const ADDON_CATEGORIES = ['monitor', 'keyboard', 'mouse', 'headset'] as const;
export const BUILDER_CATEGORIES = [...PART_CATEGORIES, ...ADDON_CATEGORIES] as const;

export type PartCategory = (typeof PART_CATEGORIES)[number];
export type AddonCategory = (typeof ADDON_CATEGORIES)[number];
export type BuilderCategory = (typeof BUILDER_CATEGORIES)[number];

/** A product's catalogue specifications: per-category fields (socket, memoryTypes, tdpW, lengthMm… see the catalogue README). */
export type PartSpecs = Readonly<Record<string, unknown>>;

/** A catalogue product as the builder needs it; price in satang. */
export interface BuilderPart {
  sku: string;
  category: BuilderCategory;
  name: LocalizedText;
  price: number;
  brand?: string;
  specs: PartSpecs;
  /** A part out of stock is shown but cannot be chosen. */
  inStock: boolean;
}

/** At most one part per category, for the whole build. */
export type Build = Partial<Record<BuilderCategory, BuilderPart>>;

export function isBuilderCategory(value: string): value is BuilderCategory {
  return (BUILDER_CATEGORIES as readonly string[]).includes(value);
}

export function specText(part: { specs: PartSpecs }, key: string): string | null {
  const value = part.specs[key];
  return typeof value === 'string' ? value : null;
}

export function specNumber(part: { specs: PartSpecs }, key: string): number | null {
  const value = part.specs[key];
  return typeof value === 'number' ? value : null;
}

export function specList(part: { specs: PartSpecs }, key: string): string[] | null {
  const value = part.specs[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
}
