import type { components } from '@probuild/api-client/schema';

type ComsetConfiguration = components['schemas']['ComsetConfiguration'];

/**
 * The units an order takes off the shelves, by SKU in a fixed order (so concurrent orders lock
 * product rows in the same order). A computer set takes one of itself (its case, board, power
 * supply) and one of each part and extra chosen in its configuration, per set.
 */
export function stockUnits(
  lines: { sku: string; quantity: number; configuration: ComsetConfiguration | null }[],
): [sku: string, quantity: number][] {
  const units = new Map<string, number>();
  const take = (sku: string, quantity: number) => units.set(sku, (units.get(sku) ?? 0) + quantity);
  for (const line of lines) {
    take(line.sku, line.quantity);
    for (const component of line.configuration?.components ?? []) take(component.sku, line.quantity);
  }
  return [...units].sort(([a], [b]) => a.localeCompare(b));
}
