import { createHash } from 'node:crypto';

/**
 * A number in [0, 1) fixed by the SKU and a purpose: generated catalogue fields (sale prices,
 * stock, dates) are the same on every run and every machine, yet differ between products.
 */
export function fraction(sku: string, purpose: string): number {
  return createHash('sha256').update(`${purpose}:${sku}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** A whole number from min to max inclusive, fixed by the SKU and a purpose. */
export function between(sku: string, purpose: string, min: number, max: number): number {
  return min + Math.floor(fraction(sku, purpose) * (max - min + 1));
}

/** The item of the list picked by the SKU and a purpose. */
export function pick<T>(sku: string, purpose: string, items: readonly T[]): T {
  const item = items[Math.floor(fraction(sku, purpose) * items.length)];
  if (item === undefined) throw new Error('pick needs a non-empty list');
  return item;
}
