import { HttpResponse } from 'msw';
import type { components } from '../schema';
import { envelope, getHandler, getListVariants, getVariants } from './contractHttp.ts';
import { categoryTree } from './fixtures/categoryTree.ts';
import { comsetBanners, comsetSections } from './fixtures/comset.ts';
import {
  about,
  brandShortcuts,
  chatLinks,
  contentFirst,
  contentSecond,
  homeBanner,
  homeTailSections,
  listBanners,
  mainPictures,
  news,
  productRecommend,
  promotionsByType,
  shortcutMenu,
  socialPresentations,
  topBanners,
} from './fixtures/content.ts';
import { products } from './fixtures/products.ts';
import { productMatches } from './listStandIn.ts';

type SearchProduct = components['schemas']['SearchProduct'];

const SEARCH_PATH = '/web/search-product/search';
export const NO_SEARCH_RESULTS_MESSAGE = 'ไม่พบสินค้าที่ค้นหา';

/** The search's answers at most, as the server's default `limit`. */
const SEARCH_LIMIT = 10;

/** What the search finds in the fixtures: name, SKU, brand or category name (Thai or English) contains the query. */
export function searchFixtures(query: string): SearchProduct[] {
  return products
    .filter((product) => productMatches(product, query))
    .map(({ _id, sku, name, images, price, salePrice, inStock }) => ({
      _id,
      sku,
      name,
      image: images[0] ?? null,
      images,
      price,
      salePrice,
      inStock: inStock ?? true,
    }));
}

type FacetOption = components['schemas']['FacetOption'];

/** How many of `found` fall under each key, as the server's facets: the most first, then by key. */
function facetOf<T>(found: T[], keyOf: (item: T) => { key: string; label: FacetOption['label'] }) {
  const options = new Map<string, FacetOption>();
  for (const item of found) {
    const { key, label } = keyOf(item);
    const option = options.get(key) ?? { value: key, label, count: 0 };
    option.count += 1;
    options.set(key, option);
  }
  return [...options.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * The search's answer for a query: the first results, how many there are in all, and how all of
 * them spread over categories and brands (price bands are left out).
 */
export function searchAnswer(query: string) {
  const found = searchFixtures(query);
  const matched = products.filter((product) => found.some((result) => result.sku === product.sku));
  return {
    ...envelope(found.slice(0, SEARCH_LIMIT), found.length > 0 ? 'OK' : NO_SEARCH_RESULTS_MESSAGE),
    total: found.length,
    facets: {
      categories: facetOf(matched, (product) => ({
        key: product.category.key,
        label: product.category.name,
      })),
      brands: facetOf(matched, (product) => ({
        key: product.brand.key,
        label: { th: product.brand.name, en: product.brand.name },
      })),
      priceBands: [],
    },
  };
}

/**
 * The public GET calls of the shell (category menu, promotion strip, search, news, chat menu,
 * footer, the login popup's providers) and of the home page, each with `ok`, `error`, `networkError` and `loading` variants
 * (lists also `empty`). Use one in a story with `msw.use(handlers.categoryTree.error)`.
 */
export const handlers = {
  categoryTree: getListVariants('/web/categories/tree', envelope(categoryTree), envelope([])),
  topBanners: getListVariants('/pages/home/top-banner', envelope(topBanners), envelope([])),
  promotions: getListVariants(
    '/pages/product-promotion/by-type',
    envelope(promotionsByType),
    envelope({ sub: [] }),
  ),
  news: getListVariants('/pages/home/news', envelope(news), envelope([])),
  search: {
    ...getListVariants(SEARCH_PATH, searchAnswer('RTX'), searchAnswer('')),
    /** Answers what the fixtures hold for the `q` of the request. */
    ok: getHandler(SEARCH_PATH, ({ request }) =>
      HttpResponse.json(searchAnswer(new URL(request.url).searchParams.get('q') ?? '')),
    ),
  },
  chatLinks: getListVariants('/pages/home/chat-with-me', envelope(chatLinks), envelope([])),
  about: getVariants('/web/about', envelope(about)),
  mainPictures: getListVariants('/pages/home/main-picture/active', envelope(mainPictures), envelope([])),
  shortcutMenu: getListVariants('/pages/home/shortcut-menu/active', envelope(shortcutMenu), envelope([])),
  brandShortcuts: getListVariants('/pages/home/brand-shortcut', envelope(brandShortcuts), envelope([])),
  listBanners: getListVariants('/pages/home/list-banner/active', envelope(listBanners), envelope([])),
  contentFirst: getListVariants('/pages/home/content-first', envelope(contentFirst), envelope([])),
  contentSecond: getListVariants('/pages/home/content-second', envelope(contentSecond), envelope([])),
  productRecommend: getListVariants(
    '/pages/home/product-recommend',
    envelope(productRecommend),
    envelope([]),
  ),
  socialPresentations: getListVariants(
    '/pages/home/social-extan/active',
    envelope(socialPresentations),
    envelope([]),
  ),
  homeBanner: getVariants('/pages/home/home-banner', envelope(homeBanner)),
  // The /comset page: its own uses and rows of sets, and the shared sections on its own calls.
  comsetSections: getListVariants('/pages/comset/sections', envelope(comsetSections), envelope([])),
  comsetBanners: getListVariants('/pages/comset/list-banner/active', envelope(comsetBanners), envelope([])),
  comsetMainPictures: getListVariants('/pages/comset/main-picture', envelope(mainPictures), envelope([])),
  comsetSocial: getListVariants('/pages/comset/social-extan', envelope(socialPresentations), envelope([])),
  comsetContentFirst: getListVariants('/pages/comset/content-first', envelope(contentFirst), envelope([])),
  comsetRecommend: getListVariants(
    '/pages/comset/product-recommend',
    envelope(productRecommend),
    envelope([]),
  ),
  homeTailSections: getVariants('/pages/home/tail-sections', envelope(homeTailSections)),
  // The login popup's providers: all three set up.
  socialProviders: getVariants(
    '/customers/social-providers',
    envelope({ providers: ['google', 'facebook', 'line'] }),
  ),
};

/** Every call above answering its fixture: the default for stories (`parameters.msw.handlers`). */
export const defaultHandlers = Object.values(handlers).map((variants) => variants.ok);
