import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDatabase } from '../db/open.ts';
import { categories } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { seedDataDir } from '../paths.ts';

/** A node of data/catalog/categories.json. */
interface CategoryFileNode {
  key: string;
  level: number;
  order: number;
  name: { th: string; en: string };
  icon?: string;
  builderRole?: 'part' | 'addon';
  productCount?: number;
  children?: CategoryFileNode[];
}

type CategoryRow = typeof categories.$inferInsert;

export function readCategoryFile(): CategoryFileNode[] {
  const file = JSON.parse(readFileSync(join(seedDataDir, 'catalog', 'categories.json'), 'utf8'));
  return file.categories;
}

/** Rows parents first (the foreign key needs them); a node without a count sums its children's. */
export function categoryRows(nodes: CategoryFileNode[], parentKey: string | null = null): CategoryRow[] {
  return nodes.flatMap((node) => {
    const childRows = categoryRows(node.children ?? [], node.key);
    const directChildren = childRows.filter((row) => row.parentKey === node.key);
    const productCount =
      node.productCount ?? directChildren.reduce((sum, child) => sum + (child.productCount ?? 0), 0);
    const row: CategoryRow = {
      key: node.key,
      parentKey,
      level: node.level,
      sortOrder: node.order,
      nameTh: node.name.th,
      nameEn: node.name.en,
      icon: node.icon ?? null,
      builderRole: node.builderRole ?? null,
      productCount,
    };
    return [row, ...childRows];
  });
}

export async function seedCategories(db: AppDatabase): Promise<number> {
  const rows = categoryRows(readCategoryFile());
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoUpdate({ target: categories.key, set: updateFromExcluded(categories, ['key']) });
  return rows.length;
}
