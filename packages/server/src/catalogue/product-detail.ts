import type { components } from '@probuild/api-client/schema';
import { type BuilderCategory, type BuildPart, isBuilderCategory } from '@probuild/catalogue-rules';
import { and, asc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open.ts';
import {
  brands,
  cartItems,
  categories,
  productBundles,
  productDetails,
  productRelated,
  products,
} from '../db/schema/index.ts';
import { DomainError } from '../domain-error.ts';
import { MAX_UNITS_PER_PRODUCT } from '../orders/holding-limits.ts';
import type { CategoryIndex } from './category-index.ts';
import { judgeCandidate } from './compatibility.ts';
import {
  loadProductCards,
  type ProductCardRow,
  selectProductCards,
  selectProductCardsWithSpecs,
  toListProduct,
} from './product-cards.ts';
import type { Sku } from './sku.ts';

type Schemas = components['schemas'];

/** Related products: at most this many, half of them from the product's own category. */
export const RELATED_LIMIT = 12;

export function productNotFound(): DomainError {
  return new DomainError('notFound', 'PRODUCT_NOT_FOUND', 'Product not found');
}

export async function findProduct(db: AppDatabase, sku: Sku) {
  const [row] = await db
    .select({
      product: products,
      details: productDetails,
      brandName: brands.name,
      categoryNameTh: categories.nameTh,
      categoryNameEn: categories.nameEn,
    })
    .from(products)
    .innerJoin(brands, eq(brands.key, products.brandKey))
    .innerJoin(categories, eq(categories.key, products.categoryKey))
    .leftJoin(productDetails, eq(productDetails.sku, products.sku))
    .where(and(eq(products.sku, sku), eq(products.published, true)));
  if (!row) throw productNotFound();
  return row;
}

interface StockWaiter {
  promise: Promise<number | undefined>;
  resolve(stock: number | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads stock counts by SKU; the SKUs asked for in one turn of the event loop are read in one
 * query, so a busy instance sends one query for many product pages. Undefined for an unknown SKU.
 */
export function stockReader(db: AppDatabase): (sku: Sku) => Promise<number | undefined> {
  let batch: Map<string, StockWaiter> | undefined;
  const read = async (skus: Map<string, StockWaiter>) => {
    try {
      const rows = await db
        .select({ sku: products.sku, stock: products.stock })
        .from(products)
        .where(and(inArray(products.sku, [...skus.keys()]), eq(products.published, true)));
      const stockOf = new Map(rows.map((row) => [row.sku, row.stock]));
      for (const [sku, waiting] of skus) waiting.resolve(stockOf.get(sku));
    } catch (error) {
      for (const waiting of skus.values()) waiting.reject(error);
    }
  };
  return (sku) => {
    if (!batch) {
      const current = new Map<string, StockWaiter>();
      batch = current;
      setImmediate(() => {
        batch = undefined;
        void read(current);
      });
    }
    const key = sku;
    let waiting = batch.get(key);
    if (!waiting) {
      let resolve: StockWaiter['resolve'] = () => {};
      let reject: StockWaiter['reject'] = () => {};
      const promise = new Promise<number | undefined>((resolved, rejected) => {
        resolve = resolved;
        reject = rejected;
      });
      waiting = { promise, resolve, reject };
      batch.set(key, waiting);
    }
    return waiting.promise;
  };
}

/** A product page with the stock count read now. */
export const withStock = (page: Schemas['ProductDetail'], stock: number): Schemas['ProductDetail'] => ({
  ...page,
  inStock: stock > 0,
  stock,
  maxQuantity: Math.min(MAX_UNITS_PER_PRODUCT, stock),
});

export async function productDetail(
  db: AppDatabase,
  index: CategoryIndex,
  sku: Sku,
): Promise<Schemas['ProductDetail']> {
  const { product, details, brandName, categoryNameTh, categoryNameEn } = await findProduct(db, sku);
  const card = toListProduct({ ...product, brandName, categoryNameTh, categoryNameEn });
  const path = index.pathTo(product.subcategoryKey ?? product.categoryKey);
  const selectedColor = product.colors.find((colour) => colour.available) ?? product.colors[0] ?? null;
  return {
    ...card,
    model: product.model,
    desc: { th: product.shortDescTh, en: product.shortDescEn },
    // A product added without its page text (not by the seed) shows its short description.
    detail: {
      description: details
        ? { th: details.longDescTh, en: details.longDescEn }
        : { th: product.shortDescTh, en: product.shortDescEn },
    },
    colors: product.colors,
    selectedColor,
    productType: product.productType,
    categoryPath: path.map((row) => ({
      _id: row.key,
      key: row.key,
      name: { th: row.nameTh, en: row.nameEn },
    })),
    attributes: details?.attributes ?? [],
    features: details?.features ?? [],
    warranty:
      product.warrantyMonths === 0
        ? { th: 'ลิขสิทธิ์ถาวร ไม่มีวันหมดอายุ', en: 'Perpetual licence' }
        : {
            th: `รับประกัน ${product.warrantyMonths / 12} ปี`,
            en: `${product.warrantyMonths / 12} Year Warranty`,
          },
    warrantyMonths: product.warrantyMonths,
    package: details?.boxContents ?? [],
    compatibility: details?.compatibilityNotes ?? [],
    stock: product.stock,
    maxQuantity: Math.min(MAX_UNITS_PER_PRODUCT, product.stock),
  };
}

/** The categories whose parts go with a product of this category, most useful first. */
const companionCategories: Record<string, BuilderCategory[]> = {
  cpu: ['motherboard', 'cooling', 'ram'],
  motherboard: ['cpu', 'ram', 'case'],
  ram: ['motherboard', 'cpu'],
  gpu: ['psu', 'case', 'monitor'],
  psu: ['gpu', 'case'],
  case: ['motherboard', 'fancase', 'psu'],
  cooling: ['cpu', 'fancase'],
  storage: ['motherboard', 'case'],
  fancase: ['case', 'cooling'],
  monitor: ['gpu', 'keyboard', 'mouse'],
  keyboard: ['mouse', 'headset'],
  mouse: ['keyboard', 'headset'],
  headset: ['mouse', 'keyboard'],
  os: ['storage', 'cpu'],
};

/** A computer set is a whole PC: what goes with it is what sits on the desk. */
const SET_COMPANIONS: BuilderCategory[] = ['monitor', 'keyboard', 'mouse', 'headset'];

/** Candidates looked at per companion category before the compatibility check. */
const COMPANION_CANDIDATES = 40;

/** Best sellers first, then nearest in price to `price`, then by SKU so the order is stable. */
const bestSellersNear = (price: number) => [
  sql`${products.tags} @> '[{"name":{"en":"Best seller"}}]'::jsonb desc`,
  sql`abs(${products.effectivePrice} - ${price})`,
  asc(products.sku),
];

/**
 * In-stock parts of `categories` that fit every one of `parts` (the compatibility rules), shared
 * out evenly between the categories; never one of `excluded`.
 */
async function fittingCompanions(
  db: AppDatabase,
  parts: BuildPart[],
  categories: BuilderCategory[],
  { nearPrice, excluded, limit }: { nearPrice: number; excluded: string[]; limit: number },
): Promise<ProductCardRow[]> {
  const perCategory = Math.ceil(limit / Math.max(categories.length, 1));
  const fitting: ProductCardRow[] = [];
  for (const category of categories) {
    const candidates = await selectProductCardsWithSpecs(db)
      .where(
        and(
          eq(products.categoryKey, category),
          gt(products.stock, 0),
          excluded.length > 0 ? notInArray(products.sku, excluded) : undefined,
        ),
      )
      .orderBy(...bestSellersNear(nearPrice))
      .limit(COMPANION_CANDIDATES);
    const fits = candidates.filter(
      (candidate) =>
        judgeCandidate(parts, { sku: candidate.sku, category, quantity: 1, specs: candidate.specs })
          .status !== 'incompatible',
    );
    fitting.push(...fits.slice(0, perCategory));
  }
  return fitting.slice(0, limit);
}

/**
 * 'You might like': the products an editor chose, in their order, then in-stock products of the
 * same category closest in price, then in-stock parts of companion categories that fit it (never
 * the product itself).
 */
export async function relatedProducts(db: AppDatabase, sku: Sku): Promise<Schemas['ListProduct'][]> {
  const { product } = await findProduct(db, sku);
  const chosenSkus = (
    await db
      .select({ sku: productRelated.relatedSku })
      .from(productRelated)
      .where(eq(productRelated.sku, product.sku))
      .orderBy(asc(productRelated.sortOrder))
  ).map((row) => row.sku);
  const chosen = (await loadProductCards(db, chosenSkus)).slice(0, RELATED_LIMIT);
  const closestInPrice = sql`abs(${products.effectivePrice} - ${product.effectivePrice})`;
  const sameCategory = await selectProductCards(db)
    .where(
      and(
        eq(products.categoryKey, product.categoryKey),
        ne(products.sku, product.sku),
        gt(products.stock, 0),
        chosenSkus.length > 0 ? notInArray(products.sku, chosenSkus) : undefined,
      ),
    )
    .orderBy(closestInPrice, asc(products.sku))
    .limit(Math.max(0, RELATED_LIMIT / 2 - chosen.length));
  const self: BuildPart = {
    sku: product.sku,
    category: product.categoryKey as BuilderCategory,
    quantity: 1,
    specs: product.specs,
  };
  const room = RELATED_LIMIT - chosen.length - sameCategory.length;
  const fitting =
    room > 0
      ? await fittingCompanions(db, [self], companionCategories[product.categoryKey] ?? [], {
          nearPrice: product.effectivePrice,
          excluded: [product.sku, ...chosenSkus],
          limit: room,
        })
      : [];
  return [...chosen, ...[...sameCategory, ...fitting].map(toListProduct)];
}

/**
 * What goes with a cart: in-stock parts of the categories that complete its lines and fit all of
 * them together (a board for its CPU and its memory), then best sellers; never a product already in
 * it. Categories the cart already has are not offered again.
 */
export async function cartCompanions(db: AppDatabase, cartId: string): Promise<Schemas['ListProduct'][]> {
  const lines = await db
    .select({
      sku: products.sku,
      productType: products.productType,
      category: products.categoryKey,
      specs: products.specs,
      price: products.effectivePrice,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.sku, cartItems.sku))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt));
  const inCart = lines.map((line) => line.sku);
  const parts: BuildPart[] = lines.flatMap((line) =>
    isBuilderCategory(line.category)
      ? [{ sku: line.sku, category: line.category, quantity: line.quantity, specs: line.specs }]
      : [],
  );
  const present = new Set(lines.map((line) => line.category));
  const wanted = [
    ...new Set(
      lines.flatMap((line) =>
        line.productType === 'comset' ? SET_COMPANIONS : (companionCategories[line.category] ?? []),
      ),
    ),
  ].filter((category) => !present.has(category));
  const nearPrice = lines.length > 0 ? Math.max(...lines.map((line) => line.price)) : 0;
  const fitting = await fittingCompanions(db, parts, wanted, {
    nearPrice,
    excluded: inCart,
    limit: RELATED_LIMIT,
  });
  const taken = [...inCart, ...fitting.map((row) => row.sku)];
  const bestSellers =
    fitting.length < RELATED_LIMIT
      ? await selectProductCards(db)
          .where(
            and(
              gt(products.stock, 0),
              ne(products.productType, 'comset'),
              notInArray(products.sku, taken),
              notInArray(products.categoryKey, [...present]),
            ),
          )
          .orderBy(...bestSellersNear(nearPrice))
          .limit(RELATED_LIMIT - fitting.length)
      : [];
  return [...fitting, ...bestSellers].map(toListProduct);
}

export interface BundleOffer {
  addonSku: string;
  /** What the add-on costs with the product, satang. */
  price: number;
  /** Its price on its own, satang. */
  normalPrice: number;
  checked: boolean;
}

/**
 * The add-ons a product is offered with, at today's prices: the bundle price, or the add-on's own
 * price when that has since dropped lower. Sold-out add-ons are left out.
 */
export async function bundleOffers(db: AppDatabase, sku: Sku): Promise<BundleOffer[]> {
  const rows = await db
    .select({
      addonSku: productBundles.addonSku,
      bundlePrice: productBundles.bundlePrice,
      checked: productBundles.checked,
      normalPrice: products.effectivePrice,
    })
    .from(productBundles)
    .innerJoin(products, eq(products.sku, productBundles.addonSku))
    .where(and(eq(productBundles.sku, sku), gt(products.stock, 0), eq(products.published, true)))
    .orderBy(asc(productBundles.sortOrder));
  return rows.map((row) => ({
    addonSku: row.addonSku,
    price: Math.min(row.bundlePrice, row.normalPrice),
    normalPrice: row.normalPrice,
    checked: row.checked,
  }));
}

export async function bundleItems(db: AppDatabase, sku: Sku): Promise<Schemas['BundleItem'][]> {
  await findProduct(db, sku);
  const offers = await bundleOffers(db, sku);
  if (offers.length === 0) return [];
  const addons = await db
    .select({
      sku: products.sku,
      nameTh: products.nameTh,
      nameEn: products.nameEn,
      images: products.images,
      colors: products.colors,
    })
    .from(products)
    .where(
      inArray(
        products.sku,
        offers.map((offer) => offer.addonSku),
      ),
    );
  const bySku = new Map(addons.map((addon) => [addon.sku, addon]));
  return offers.flatMap((offer) => {
    const addon = bySku.get(offer.addonSku);
    if (!addon) return [];
    const saving = offer.normalPrice - offer.price;
    const baht = new Intl.NumberFormat('en-US').format(saving / 100);
    return [
      {
        id: addon.sku,
        sku: addon.sku,
        name: { th: addon.nameTh, en: addon.nameEn },
        image: addon.images[0] ?? null,
        price: offer.price,
        oldPrice: saving > 0 ? offer.normalPrice : null,
        discountLabel: saving > 0 ? { th: `ลด ${baht} บาท`, en: `${baht} THB off` } : null,
        quantity: 1,
        checked: offer.checked,
        colors: addon.colors,
        selectedColor: addon.colors.find((colour) => colour.available) ?? addon.colors[0] ?? null,
      },
    ];
  });
}
