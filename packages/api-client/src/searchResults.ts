import type { LocalizedText } from './localize.ts';

/** What the search dropdown shows of a product, whichever shape the server answered in. */
export interface SearchResult {
  id: string;
  sku: string;
  name: LocalizedText;
  /** The first image, or null for the placeholder. */
  image: string | null;
  /** The price and what the shopper pays now, in satang, when the server sent them. */
  price?: number;
  salePrice?: number;
  /** Whether it can be bought now, when the server said. */
  inStock?: boolean;
}

type Candidate = {
  _id?: unknown;
  id?: unknown;
  sku?: unknown;
  name?: unknown;
  image?: unknown;
  images?: unknown;
  price?: unknown;
  salePrice?: unknown;
  inStock?: unknown;
};

function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data.flat();
  if (data && typeof data === 'object') {
    const { products, items } = data as { products?: unknown; items?: unknown };
    if (Array.isArray(products)) return products;
    if (Array.isArray(items)) return items;
  }
  return [];
}

function resultOf(value: unknown): SearchResult | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Candidate;
  const name = item.name as LocalizedText | undefined;
  if (typeof item.sku !== 'string' || typeof name?.th !== 'string') return null;
  const id = typeof item._id === 'string' ? item._id : typeof item.id === 'string' ? item.id : item.sku;
  const firstImage = Array.isArray(item.images)
    ? item.images.find((src) => typeof src === 'string')
    : undefined;
  const image = typeof item.image === 'string' && item.image ? item.image : (firstImage ?? null);
  const satang = (amount: unknown) => (Number.isSafeInteger(amount) ? (amount as number) : undefined);
  const price = satang(item.price);
  const salePrice = satang(item.salePrice);
  return {
    id,
    sku: item.sku,
    name,
    image,
    ...(price !== undefined && { price }),
    ...(salePrice !== undefined && { salePrice }),
    ...(typeof item.inStock === 'boolean' && { inStock: item.inStock }),
  };
}

/**
 * The `data` of GET /web/search-product/search as a flat list. This server sends an array; earlier
 * servers sent a nested array or an object with `products` or `items`, and those keep working.
 * Entries without a sku or a Thai name are dropped rather than shown broken.
 */
export function searchResultsOf(data: unknown): SearchResult[] {
  return listOf(data).flatMap((value) => resultOf(value) ?? []);
}
