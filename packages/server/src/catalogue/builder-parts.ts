import type { components, operations } from '@probuild/api-client/schema';
import type { BuilderCategory, BuildPart, CompatibilityStatus } from '@probuild/catalogue-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { loadBuildProducts } from './builds.ts';
import { buildConstraints, judgeCandidate } from './compatibility.ts';
import { selectProductCardsWithSpecs, toListProduct } from './product-cards.ts';
import { escapeLike } from './search.ts';
import type { Sku } from './sku.ts';
import { labelledSpecs } from './spec-labels.ts';

type Schemas = components['schemas'];
type Query = Omit<NonNullable<operations['listBuilderParts']['parameters']['query']>, 'build'> & {
  build?: Sku[];
};

/** Which specification each builder filter reads, by the spec's name on the parts that have it. */
const filterKeys = {
  series: ['series'],
  socket: ['socket', 'sockets'],
  memoryType: ['memoryType', 'memoryTypes'],
  formFactor: ['formFactor', 'supportedFormFactors'],
} as const;

/** Fully compatible parts first, then those with a warning, then the clashing ones. */
const statusRank: Record<CompatibilityStatus, number> = { compatible: 0, warn: 1, incompatible: 2 };

/** The build's chosen parts from SKUs (repeated SKUs add up); unknown SKUs are a 400. */
async function buildFromSkus(db: AppDatabase, skus: readonly Sku[]): Promise<BuildPart[]> {
  const rows = await loadBuildProducts(db, skus);
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const unknown = [...new Set(skus)].filter((sku) => !bySku.has(sku));
  if (unknown.length > 0) {
    throw new DomainError(
      'invalid',
      'VALIDATION_FAILED',
      `query/build has unknown SKUs: ${unknown.join(', ')}`,
    );
  }
  const quantities = new Map<string, number>();
  for (const sku of skus) quantities.set(sku, (quantities.get(sku) ?? 0) + 1);
  return [...quantities].map(([sku, quantity]) => {
    const row = bySku.get(sku) as (typeof rows)[number];
    return { sku, category: row.categoryKey as BuilderCategory, quantity, specs: row.specs };
  });
}

/** Options of a builder filter, counted over the category's parts that match the search. */
function facet(values: Array<string | string[] | undefined>): Schemas['FacetOption'][] {
  const counts = new Map<string, number>();
  for (const value of values.flat()) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, count]) => ({ value, label: { th: value, en: value }, count }));
}

const specText = (specs: Record<string, unknown>, keys: readonly string[]): string | string[] | undefined => {
  for (const key of keys) {
    const value = specs[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  }
  return undefined;
};

export async function builderParts(
  db: AppDatabase,
  category: BuilderCategory,
  query: Query,
): Promise<Schemas['BuilderPartPage']> {
  const build = await buildFromSkus(db, query.build ?? []);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const searched = [
    eq(products.categoryKey, category),
    query.q?.trim()
      ? sql`${products.searchText} like ${`%${escapeLike(query.q.trim().toLowerCase())}%`}`
      : undefined,
  ];
  const rows = await selectProductCardsWithSpecs(db).where(and(...searched));
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const filtered = rows.filter(
    (row) =>
      (!query.brand?.length || query.brand.includes(row.brandKey)) &&
      (['series', 'socket', 'memoryType', 'formFactor'] as const).every((filter) => {
        const wanted = query[filter];
        if (!wanted) return true;
        const spec = specText(row.specs, filterKeys[filter]);
        return Array.isArray(spec)
          ? spec.some((value) => same(value, wanted))
          : spec !== undefined && same(spec, wanted);
      }),
  );

  const sort = query.sort ?? 'price_asc';
  const price = (row: (typeof rows)[number]) => row.salePrice ?? row.price;
  const judged = filtered
    .map((row) => ({
      row,
      verdict: judgeCandidate(build, { sku: row.sku, category, quantity: 1, specs: row.specs }),
    }))
    .filter(({ verdict }) => !query.compatibleOnly || verdict.status !== 'incompatible')
    .sort(
      (a, b) =>
        statusRank[a.verdict.status] - statusRank[b.verdict.status] ||
        (sort === 'price_asc'
          ? price(a.row) - price(b.row)
          : sort === 'price_desc'
            ? price(b.row) - price(a.row)
            : sort === 'name_asc'
              ? a.row.nameEn.localeCompare(b.row.nameEn)
              : b.row.nameEn.localeCompare(a.row.nameEn)) ||
        a.row.sku.localeCompare(b.row.sku),
    );

  const items = judged.slice((page - 1) * pageSize, page * pageSize).map(({ row, verdict }) => ({
    product: toListProduct(row),
    specs: labelledSpecs(category, row.specs).map((spec) => ({
      key: spec.key,
      label: spec.label,
      value: spec.value.en ?? spec.value.th,
    })),
    powerDrawW:
      (category === 'cpu' || category === 'gpu') && typeof row.specs.tdpW === 'number'
        ? row.specs.tdpW
        : null,
    compatibility: verdict,
  }));

  return {
    category,
    items,
    total: judged.length,
    page,
    pageSize,
    facets: {
      brands: [...new Map(rows.map((row) => [row.brandKey, row.brandName]))]
        .map(([value, name]) => ({
          value,
          label: { th: name, en: name },
          count: rows.filter((row) => row.brandKey === value).length,
        }))
        .sort((a, b) => a.label.th.localeCompare(b.label.th)),
      series: facet(rows.map((row) => specText(row.specs, filterKeys.series))),
      sockets: facet(rows.map((row) => specText(row.specs, filterKeys.socket))),
      memoryTypes: facet(rows.map((row) => specText(row.specs, filterKeys.memoryType))),
      formFactors: facet(rows.map((row) => specText(row.specs, filterKeys.formFactor))),
    },
    constraints: buildConstraints(build, category),
  };
}
