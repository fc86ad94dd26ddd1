import type { ApiError, ApiQueries, Locale } from '@probuild/api-client';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';

/** A call's answer as a loader reads it: its data, or why there is none. */
export type Loaded<Data> = { data: Data; error?: undefined } | { data?: undefined; error: ApiError };

/** What a route's loader is given: the address, and the means to load calls into the query cache. */
export interface LoadContext {
  /** The route's parameters as the address writes them (not decoded), as the page's useParams has them. */
  params: Record<string, string | undefined>;
  path: string;
  /** The query with its `?`, or empty. */
  search: string;
  locale: Locale;
  /** The signed-in customer's id, or null. */
  customerId: string | null;
  /** Builds a call's query options (the pages' own `queries`, or the server's, which carries the session). */
  queries: ApiQueries;
  /** Loads a call into the cache (a fresh answer there is taken as it is). */
  // biome-ignore lint/suspicious/noExplicitAny: the error and key types of any call of the API client
  load<Data>(options: FetchQueryOptions<any, any, Data, any> & { queryKey: QueryKey }): Promise<Loaded<Data>>;
}

/** A text of the head: as the API answered it, or a message of the i18n/pageHead catalogue. */
export type HeadText = string | { id: string; values?: Record<string, string> };

/**
 * A page as search engines and link previews read it, in the language of its address: its name,
 * description and canonical path (without the language), and for a product what its offer is.
 */
export interface PageHead {
  name: HeadText;
  description: HeadText;
  /** The page's own address, as the shop writes it: `/product/CPU-001`, a category by its Thai names. */
  path: string;
  type: 'website' | 'product';
  /** A page search engines are asked not to index (search results): no canonical address either. */
  noindex?: true;
  product?: {
    sku: string;
    images: string[];
    brand: string;
    /** What it sells for now, in satang. */
    price: number;
    inStock: boolean;
  };
}

/** A picture the first view shows, for the head to have fetched at once: `media` as its <source> has it. */
export interface PreloadPicture {
  href: string;
  media?: string;
}

/**
 * A loader's outcome: the page shows nothing the shop has (404), or it does, with its own head or
 * none, and the pictures of its first view.
 */
export type LoadOutcome =
  | { notFound: true }
  | { notFound?: false; head: PageHead | null; pictures?: PreloadPicture[] };

/** Loads the calls a route's page needs for its first view, and says what the page is. */
export type RouteLoader = (context: LoadContext) => Promise<LoadOutcome>;

export const NOT_FOUND: LoadOutcome = { notFound: true };

/** A page with no head of its own: the app's. */
export const OWN_HEAD: LoadOutcome = { head: null };

/** Whether a call was answered 404: what the address names does not exist. */
export const isNotFound = (loaded: Loaded<unknown>) =>
  loaded.error?.kind === 'http' && loaded.error.status === 404;
