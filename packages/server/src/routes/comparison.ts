import { comparisonReads } from '../catalogue/comparison.ts';
import { parseSku } from '../catalogue/sku.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

/** Operations tagged `comparison`. */
export function comparisonHandlers({
  database,
}: HandlerContext): Pick<
  OperationHandlers,
  'filterComparisonProducts' | 'getComparisonMainCategories' | 'getComparisonBrands'
> {
  const comparison = comparisonReads(database.db);
  return {
    filterComparisonProducts: async (request) =>
      ok(await comparison.filterProducts({ ...request.query, skus: request.query.skus?.map(parseSku) })),
    getComparisonMainCategories: async () => ok(await comparison.mainCategories()),
    getComparisonBrands: async () => ok(await comparison.brands()),
  };
}
