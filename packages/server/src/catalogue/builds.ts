import type { components } from '@probuild/api-client/schema';
import type { BuilderCategory } from '@probuild/catalogue-rules';
import {
  type BuildPart,
  buildIssues,
  estimatedDrawW,
  recommendedPsuW,
  worstStatus,
} from '@probuild/catalogue-rules';
import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import { products } from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { ASSEMBLY_FEE, estimateDelivery } from './delivery-estimate.ts';
import { selectProductCardsWithSpecs, toListProduct } from './product-cards.ts';
import { parseSku, type Sku } from './sku.ts';

type Schemas = components['schemas'];
type BuildItemInput = Schemas['BuildItemInput'];

export type BuildProduct = Awaited<ReturnType<typeof loadBuildProducts>>[number];

/** The products of a build's SKUs, with their specifications. */
export async function loadBuildProducts(db: AppDatabase, skus: readonly Sku[]) {
  const wanted = [...new Set(skus)];
  if (wanted.length === 0) return [];
  return selectProductCardsWithSpecs(db).where(inArray(products.sku, wanted));
}

/**
 * The build's items checked against the catalogue: every SKU must exist (404) and be of the
 * category it is listed under (422 CATEGORY_MISMATCH). Items whose product is gone are skipped
 * instead when `skipMissing` (a saved build read after the catalogue changed).
 */
export async function resolveBuild(
  db: AppDatabase,
  items: BuildItemInput[],
  { skipMissing = false } = {},
): Promise<Array<{ item: BuildItemInput; product: BuildProduct }>> {
  // Items come from a request or a kept build: their SKUs are read here, once.
  const skus = items.map((item) => parseSku(item.sku));
  const bySku = new Map((await loadBuildProducts(db, skus)).map((row) => [row.sku, row]));
  return items.flatMap((item, index) => {
    const product = bySku.get(skus[index] as Sku);
    if (!product) {
      if (skipMissing) return [];
      throw new DomainError('notFound', 'PRODUCT_NOT_FOUND', `Product not found: ${item.sku}`, {
        sku: item.sku,
      });
    }
    if (product.categoryKey !== item.category) {
      throw new DomainError(
        'unprocessable',
        'CATEGORY_MISMATCH',
        `${product.sku} is a ${product.categoryKey} product, not ${item.category}`,
        { sku: product.sku },
      );
    }
    return [{ item, product }];
  });
}

export function toBuildParts(resolved: Array<{ item: BuildItemInput; product: BuildProduct }>): BuildPart[] {
  return resolved.map(({ item, product }) => ({
    sku: product.sku,
    category: item.category,
    quantity: item.quantity,
    specs: product.specs,
  }));
}

/**
 * Lines priced from the database (today's sale price), the total, the power estimate, the issues, and
 * the assembly fee and delivery estimate of the assembly choice as of `now`.
 */
export function evaluateBuild(
  resolved: Array<{ item: BuildItemInput; product: BuildProduct }>,
  assembly: Schemas['SaveBuildRequest']['assembly'],
  now: Date,
): Schemas['BuildEvaluation'] {
  const parts = toBuildParts(resolved);
  const items = resolved.map(({ item, product }) => {
    const card = toListProduct(product);
    return {
      category: item.category as BuilderCategory,
      quantity: item.quantity,
      product: card,
      lineTotal: card.salePrice * item.quantity,
    };
  });
  const issues = buildIssues(parts);
  const draw = estimatedDrawW(parts);
  return {
    items,
    total: items.reduce((sum, line) => sum + line.lineTotal, 0),
    estimatedDrawW: draw,
    recommendedPsuW: recommendedPsuW(draw),
    status: worstStatus(issues),
    issues,
    assembly,
    assemblyFee: assembly === 'shop' ? ASSEMBLY_FEE : 0,
    estimatedDelivery: estimateDelivery(
      now,
      assembly,
      items.every((line) => line.product.inStock),
    ),
  };
}
