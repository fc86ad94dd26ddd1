import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { categories } from '../db/schema/index.ts';
import { loadPerVersion } from './catalogue-version.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** The level-1 group of the shop's computer sets, whose products are made of other products. */
export const COMSET_ROOT_CATEGORY = 'comset';

const normalise = (text: string) => text.trim().toLowerCase().replaceAll(/\s+/g, ' ');

/** The category tree in memory: lookups by key or by Thai or English name, paths, children. */
export class CategoryIndex {
  private readonly byKey: Map<string, CategoryRow>;

  constructor(readonly rows: CategoryRow[]) {
    this.byKey = new Map(rows.map((row) => [row.key, row]));
  }

  get(key: string | null | undefined): CategoryRow | undefined {
    return key ? this.byKey.get(key) : undefined;
  }

  children(key: string): CategoryRow[] {
    return this.rows.filter((row) => row.parentKey === key);
  }

  /** The category whose key or Thai or English name is `name` (any case), the highest level first. */
  find(name: string, among: CategoryRow[] = this.rows): CategoryRow | undefined {
    const wanted = normalise(name);
    return among.find(
      (row) => row.key === wanted || normalise(row.nameTh) === wanted || normalise(row.nameEn) === wanted,
    );
  }

  /**
   * A storefront route's segments (`main/sub` or `main/sub/leaf`, each a key or a name in either
   * language): the first may be of any level, each next one a child of the one before.
   */
  resolvePath(path: string): CategoryRow | undefined {
    const segments = path
      .split('/')
      .map((segment) => segment.trim())
      .filter(Boolean);
    let current: CategoryRow | undefined;
    for (const segment of segments) {
      current = this.find(segment, current ? this.children(current.key) : this.rows);
      if (!current) return undefined;
    }
    return current;
  }

  /** Level 1 down to this category. */
  pathTo(key: string): CategoryRow[] {
    const path: CategoryRow[] = [];
    for (let row = this.get(key); row; row = this.get(row.parentKey)) path.unshift(row);
    return path;
  }

  /** The level-2 categories of catalogue parts, in menu order; computer sets are not parts. */
  mainCategories(): CategoryRow[] {
    const groupOrder = new Map(
      this.rows.filter((row) => row.level === 1).map((row) => [row.key, row.sortOrder] as const),
    );
    return this.rows
      .filter((row) => row.level === 2 && row.parentKey !== COMSET_ROOT_CATEGORY)
      .sort(
        (a, b) =>
          (groupOrder.get(a.parentKey ?? '') ?? 0) - (groupOrder.get(b.parentKey ?? '') ?? 0) ||
          a.sortOrder - b.sortOrder,
      );
  }
}

/** The category index, read again when the catalogue changes. */
export function categoryIndexLoader(db: AppDatabase): (version?: number) => Promise<CategoryIndex> {
  return loadPerVersion(db, async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.sortOrder));
    return new CategoryIndex(rows);
  });
}
