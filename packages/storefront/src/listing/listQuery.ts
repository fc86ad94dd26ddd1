import { type components, type Locale, type LocalizedText, localize } from '@probuild/api-client';
import type { FilterValue } from '@probuild/ui';
import { SEARCH_TERM_PARAM } from '../routes/links.ts';
import { decodedSegment } from './categoryPath.ts';

type ListProductQuery = components['schemas']['ListProductQuery'];
export type ListSort = 'price_asc' | 'price_desc' | 'newest' | 'oldest';
export type ListSource = Pick<ListProductQuery, 'type' | 'dataFilter'>;

/** The facet groups a shopper can tick, as the server names them in `facets` and takes them back. */
export const FACET_GROUPS = ['categories', 'brands', 'capacity', 'memoryType', 'vram', 'cores'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

/** Everything a list page's address holds besides its path: the filters, the order and the page. */
export interface ListFilters {
  sort: ListSort;
  /** Whole baht, as the shopper types them; null: no limit. */
  priceMin: number | null;
  priceMax: number | null;
  selected: Record<FacetGroup, string[]>;
  page: number;
}

/** Price low to high first, as the shop's filter drawer orders by default. */
export const DEFAULT_SORT: ListSort = 'price_asc';
export const PAGE_SIZE = 20;
const SORTS: readonly ListSort[] = ['price_asc', 'price_desc', 'newest', 'oldest'];
/** The contract's ceiling of a price filter, in whole baht. */
const MAX_PRICE_BAHT = 1_000_000;
const MAX_PAGE = 10_000;

/** The address's name of each facet group. */
const PARAM: Record<FacetGroup, string> = {
  categories: 'category',
  brands: 'brand',
  capacity: 'capacity',
  memoryType: 'ddr',
  vram: 'vram',
  cores: 'cores',
};

/** What the server accepts in each group; anything else in an address is dropped, not sent. */
const VALID: Record<FacetGroup, (value: string) => boolean> = {
  categories: (value) => /^[\p{L}\p{N} ._-]{1,64}$/u.test(value),
  brands: (value) => /^[\p{L}\p{N} ._&+-]{1,64}$/u.test(value),
  capacity: (value) => /^[0-9]+(\.[0-9]+)?(GB|TB)$/.test(value),
  memoryType: (value) => /^DDR[0-9]$/.test(value),
  vram: (value) => wholeIn(value, 1, 128) !== null,
  cores: (value) => wholeIn(value, 1, 256) !== null,
};
const MAX_VALUES: Record<FacetGroup, number> = {
  categories: 50,
  brands: 50,
  capacity: 20,
  memoryType: 5,
  vram: 20,
  cores: 20,
};

function wholeIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

const emptySelection = (): Record<FacetGroup, string[]> =>
  Object.fromEntries(FACET_GROUPS.map((group) => [group, []])) as unknown as Record<FacetGroup, string[]>;

export const EMPTY_FILTERS: ListFilters = {
  sort: DEFAULT_SORT,
  priceMin: null,
  priceMax: null,
  selected: emptySelection(),
  page: 1,
};

/**
 * The filters of an address's query string. A shared or hand-edited link never breaks the page:
 * an unknown sort, a page or price out of range and values the server would refuse are left out.
 */
export function filtersOf(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const selected = emptySelection();
  for (const group of FACET_GROUPS) {
    const values = (params.get(PARAM[group]) ?? '').split(',').filter((value) => VALID[group](value));
    selected[group] = [...new Set(values)].slice(0, MAX_VALUES[group]);
  }
  const sort = params.get('sort');
  return {
    sort: SORTS.includes(sort as ListSort) ? (sort as ListSort) : DEFAULT_SORT,
    priceMin: wholeIn(params.get('min'), 0, MAX_PRICE_BAHT),
    priceMax: wholeIn(params.get('max'), 0, MAX_PRICE_BAHT),
    selected,
    page: wholeIn(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The search's longest query, as the contract takes it. */
export const TERM_MAX_LENGTH = 100;

/** The search term of an address's query string, trimmed ('' for none). */
export const termOf = (search: string) =>
  (new URLSearchParams(search).get(SEARCH_TERM_PARAM) ?? '').trim().slice(0, TERM_MAX_LENGTH);

/** The address of the search results page of a term. */

/**
 * The query string of these filters ('' for none), after the search term of a results page;
 * defaults are left out, so links stay short.
 */
export function searchOf(filters: ListFilters, term = ''): string {
  const params = new URLSearchParams(term ? { [SEARCH_TERM_PARAM]: term } : {});
  for (const group of FACET_GROUPS) {
    if (filters.selected[group].length > 0) params.set(PARAM[group], filters.selected[group].join(','));
  }
  if (filters.priceMin !== null) params.set('min', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('max', String(filters.priceMax));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The server's query for this list and these filters; the price bounds stay whole baht as typed. */
export function listQueryOf(source: ListSource, filters: ListFilters): ListProductQuery {
  const numbers = (values: string[]) => values.map(Number);
  const { selected } = filters;
  return {
    ...source,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
    ...(filters.priceMin !== null ? { priceMin: filters.priceMin } : {}),
    ...(filters.priceMax !== null ? { priceMax: filters.priceMax } : {}),
    ...(selected.brands.length > 0 ? { brands: selected.brands } : {}),
    ...(selected.categories.length > 0 ? { categories: selected.categories } : {}),
    ...(selected.capacity.length > 0 ? { capacity: selected.capacity } : {}),
    ...(selected.memoryType.length > 0 ? { memoryType: selected.memoryType } : {}),
    ...(selected.vram.length > 0 ? { vram: numbers(selected.vram) } : {}),
    ...(selected.cores.length > 0 ? { cores: numbers(selected.cores) } : {}),
  };
}

/** A minimum above the maximum: the panel says so, and nothing is asked of the server. */
export const isPriceRangeInvalid = (filters: Pick<ListFilters, 'priceMin' | 'priceMax'>) =>
  filters.priceMin !== null && filters.priceMax !== null && filters.priceMin > filters.priceMax;

/** Whether any filter narrows the list (the order and the page aside). */
export const isFiltered = (filters: ListFilters) =>
  filters.priceMin !== null ||
  filters.priceMax !== null ||
  FACET_GROUPS.some((group) => filters.selected[group].length > 0);

export type ListKind = 'category' | 'brand' | 'promotion' | 'search';

/**
 * Which list a path shows: a category by its segments (one segment is the main category; two or
 * three are sent joined by '/'), a brand, a promotion by its key, or the matches of a search term.
 */
export function listSourceOf(kind: ListKind, segments: (string | undefined)[]): ListSource | null {
  const parts = segments.filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  if (kind === 'brand') return { type: 'brand', dataFilter: parts[0] as string };
  if (kind === 'promotion') return { type: 'promotion', dataFilter: parts[0] as string };
  if (kind === 'search') return { type: 'search', dataFilter: parts[0] as string };
  return parts.length === 1
    ? { type: 'category', dataFilter: parts[0] as string }
    : { type: 'category_subcategory', dataFilter: parts.join('/') };
}

/**
 * A brand list's brand as the shop spells it: the one brand its products have (the address may be
 * spelt otherwise, `/brand/asus`); empty while the answer is not there or holds no product.
 */
export function brandName(brands: readonly { label: LocalizedText }[] | undefined, locale: Locale): string {
  return brands?.length === 1 ? localize(brands[0]?.label, locale) : '';
}

/** The parameters of the list routes, as the address writes them. */
export interface ListParams {
  category?: string;
  subcategory?: string;
  subsubcategory?: string;
  brand?: string;
  type?: string;
}

/** Which list an address shows. */
export function listKindOf(location: string): ListKind {
  if (location.startsWith('/brand/')) return 'brand';
  if (location.startsWith('/promotion')) return 'promotion';
  if (location === '/search') return 'search';
  return 'category';
}

/** A category list's path segments, decoded. */
export const categorySegmentsOf = (params: ListParams) =>
  [params.category, params.subcategory, params.subsubcategory]
    .filter((segment): segment is string => Boolean(segment))
    .map(decodedSegment);

/**
 * The list a page's address shows: its category, brand or search term, or the promotion its
 * address names (`promotionKey`, which for /promotion alone is the first running one).
 */
export function listSourceOfPage(
  kind: ListKind,
  params: ListParams,
  term: string,
  promotionKey: string | undefined,
): ListSource | null {
  if (kind === 'category') return listSourceOf('category', categorySegmentsOf(params));
  if (kind === 'brand') return listSourceOf('brand', [params.brand && decodedSegment(params.brand)]);
  if (kind === 'search') return listSourceOf('search', [term]);
  return listSourceOf('promotion', [promotionKey]);
}

/** The filter panel's value of the address's filters, and back (any change goes to page 1). */
export const panelValueOf = (filters: ListFilters): FilterValue => ({
  sort: filters.sort,
  priceMin: filters.priceMin,
  priceMax: filters.priceMax,
  selected: filters.selected,
});
export const filtersOfPanel = (value: FilterValue): ListFilters => ({
  sort: value.sort as ListSort,
  priceMin: value.priceMin,
  priceMax: value.priceMax,
  selected: Object.fromEntries(
    FACET_GROUPS.map((group) => [group, value.selected[group] ?? []]),
  ) as ListFilters['selected'],
  page: 1,
});
