import { RULE_SPECS } from '@probuild/catalogue-rules';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import type { ProductSpecs } from '../db/schema/index.ts';

/** How a specification is written in its cell. */
export type SpecKind = 'text' | 'number' | 'boolean' | 'list';
type SpecValue = ProductSpecs[string];

/** A list's items in one cell, as `DDR4; DDR5`. */
const LIST_SEPARATOR = '; ';

/** A specification as its cell shows it: yes/no, a number, a list's items, or empty when unknown. */
export function specCellOf(value: SpecValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's specification of `kind`: null when empty, undefined when the cell is not of the kind. */
export function specValueOf(cell: string, kind: SpecKind): SpecValue | undefined {
  const text = cell.trim();
  if (text === '') return null;
  if (kind === 'number') {
    const plain = text.replaceAll(',', '');
    return NUMBER.test(plain) ? Number(plain) : undefined;
  }
  if (kind === 'boolean') {
    const word = text.toLowerCase();
    return word === 'yes' ? true : word === 'no' ? false : undefined;
  }
  if (kind === 'list')
    return text
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return text;
}

export const sameSpec = (a: SpecValue | undefined, b: SpecValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Each specification key's kind: the compatibility rules' for the keys they read, otherwise the
 * kind the catalogue's products give it. Keys are found whatever their case (`spec.tdpw`).
 */
export async function specKinds(db: AppDatabase): Promise<Map<string, { key: string; kind: SpecKind }>> {
  const result = await db.execute(sql`
    select distinct spec.key, jsonb_typeof(spec.value) as kind
    from products, jsonb_each(products.specs) as spec
    where jsonb_typeof(spec.value) <> 'null'`);
  const kinds = new Map<string, { key: string; kind: SpecKind }>();
  const kindOf: Record<string, SpecKind> = {
    string: 'text',
    number: 'number',
    boolean: 'boolean',
    array: 'list',
  };
  for (const { key, kind } of (result as unknown as { rows: { key: string; kind: string }[] }).rows)
    if (kindOf[kind]) kinds.set(key.toLowerCase(), { key, kind: kindOf[kind] });
  for (const specs of Object.values(RULE_SPECS))
    for (const { key, kind } of specs) kinds.set(key.toLowerCase(), { key, kind });
  return kinds;
}
