import { type Locale, type LocalizedText, localize } from '@probuild/api-client';

// The addresses of the route list's pages with parameters, built in one place so every link
// encodes its parts the same way and follows a route's pattern if it changes.

/** The part of the shop a product was opened from, which the product page is told. */
export type ProductSection = 'home' | 'comset';

/** A product's page: `/product/{sku}`, told where it was opened from when that is known. */
export function productLink(sku: string, section?: ProductSection): string {
  const path = `/product/${encodeURIComponent(sku)}`;
  return section ? `${path}?section=${section}` : path;
}

/** A category list by the names of its trail from the top, in the reader's language (as the menu's links). */
export function categoryLink(trail: ReadonlyArray<{ name: LocalizedText }>, locale: Locale): string {
  return `/category/${trail.map((node) => encodeURIComponent(localize(node.name, locale))).join('/')}`;
}

/** A list of one category path given as written: `categoryPathLink(['comset'])` is `/category/comset`. */
export function categoryPathLink(names: readonly string[]): string {
  return `/category/${names.map(encodeURIComponent).join('/')}`;
}

/** A brand's products: `/brand/{name}`. */
export const brandLink = (name: string) => `/brand/${encodeURIComponent(name)}`;

/** A promotion's products: `/promotion/{key}`. */
export const promotionLink = (key: string) => `/promotion/${encodeURIComponent(key)}`;

/** The query parameter of the search results page holding what was typed. */
export const SEARCH_TERM_PARAM = 'q';

/** The search results page for what was typed: `/search?q=…`. */
export const searchLink = (term: string) =>
  `/search?${new URLSearchParams({ [SEARCH_TERM_PARAM]: term.trim() })}`;
