import type { components } from '@probuild/api-client';
import type { Build, BuilderCategory, BuilderPart, PartQuantities, SharedPart } from '@probuild/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { queries } from '../../api/client.ts';

/** A part as the server lists it: the product card, its building specs and its verdict against the build. */
export type JudgedPart = components['schemas']['BuilderPart'];
export type BuildEvaluation = components['schemas']['BuildEvaluation'];
export type BuildItemInput = components['schemas']['BuildItemInput'];
type BuildInput = components['schemas']['BuildInput'];
type ListProduct = components['schemas']['ListProduct'];

/** The server's largest page of builder parts. */
const PAGE_SIZE = 50;

/** The machine's view of a product: what it searches, filters and sorts on (the price the shopper pays). */
export function toBuilderPart(
  product: ListProduct,
  category: BuilderCategory,
  specs: JudgedPart['specs'] = [],
): BuilderPart {
  return {
    sku: product.sku,
    category,
    name: product.name,
    price: product.salePrice,
    brand: product.brand.name,
    specs: Object.fromEntries(specs.map((spec) => [spec.key, spec.value])),
    inStock: product.inStock,
  };
}

/** The build as the server's calls take it: each chosen part with its quantity, in the builder's category order. */
export function buildItems(build: Build, quantities: PartQuantities): BuildItemInput[] {
  return Object.values(build).map((part) => ({
    category: part.category,
    sku: part.sku,
    quantity: quantities[part.category] ?? 1,
  }));
}

/**
 * Every part of a category, judged by the server against the chosen SKUs (all pages of the list).
 * The verdicts are kept by SKU in `verdicts` for the list to show beside the machine's parts.
 */
export async function loadCategoryParts(
  queryClient: QueryClient,
  category: BuilderCategory,
  build: string[],
  verdicts: Map<string, JudgedPart>,
): Promise<BuilderPart[]> {
  const pageOf = async (page: number) =>
    (
      await queryClient.fetchQuery(
        queries.queryOptions('get', '/spec-builder/parts/{category}', {
          params: { path: { category }, query: { build, page, pageSize: PAGE_SIZE } },
        }),
      )
    ).data;
  const first = await pageOf(1);
  const partsInCategory = first.total;
  const pageCount = Math.ceil(partsInCategory / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => pageOf(index + 2)),
  );
  const items = [first, ...rest].flatMap((page) => page.items);
  for (const item of items) verdicts.set(item.product.sku, item);
  return items.map((item) => toBuilderPart(item.product, category, item.specs));
}

/**
 * The parts of a shared or kept build, priced today by the server (an unknown SKU fails the restore).
 * `evaluate` is the build's evaluation, made afresh (not from the cache the build's figures read).
 */
export async function findBuildParts(
  evaluate: (build: { body: BuildInput }) => Promise<{ data: BuildEvaluation }>,
  parts: SharedPart[],
): Promise<BuilderPart[]> {
  if (parts.length === 0) return [];
  const items = parts.map(({ category, sku }) => ({ category, sku, quantity: 1 }));
  const evaluation = (await evaluate({ body: { items, assembly: 'shop' } })).data;
  return evaluation.items.map((item) => toBuilderPart(item.product, item.category));
}

/** The copy of the share link, the one call of the machine that is not the server's. */
export const copyText = fromPromise<void, { text: string }>(({ input }) =>
  navigator.clipboard.writeText(input.text),
);
