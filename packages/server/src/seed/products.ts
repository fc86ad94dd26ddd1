import type { components } from '@probuild/api-client/schema';
import { sql } from 'drizzle-orm';
import { attributeGroups, capacityLabel } from '../catalogue/spec-labels.ts';
import type { AppDatabase } from '../db/open.ts';
import { type ProductSpecs, productDetails, products } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { drawnProductImages } from '../images/product-images.ts';
import { setStockLevels } from '../stock/stock-ledger.ts';
import {
  type CatalogueBrand,
  type CatalogueItem,
  readCatalogueBrands,
  readCatalogueItems,
} from './catalogue-file.ts';
import { between, fraction } from './deterministic.ts';
import {
  boxContentsOf,
  coloursOf,
  compatibilityNotesOf,
  featuresOf,
  highlightsOf,
  longDescriptionOf,
  warrantyMonthsOf,
  warrantyText,
} from './product-content.ts';
import { serialPatternOf } from './serial-patterns.ts';

type ProductRow = typeof products.$inferInsert;
type DetailRow = typeof productDetails.$inferInsert;
type ProductTag = components['schemas']['ProductTag'];

/** The day the catalogue was taken; generated dates count back from it, so every run agrees. */
const CATALOGUE_DATE = Date.UTC(2025, 6, 23, 3, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

export const productTags = {
  sale: { name: { th: 'ลดราคา', en: 'Sale' }, colorBanner: '#C62828', colorText: '#FFFFFF' },
  new: { name: { th: 'สินค้าใหม่', en: 'New' }, colorBanner: '#B42487', colorText: '#FFFFFF' },
  bestSeller: { name: { th: 'ขายดี', en: 'Best seller' }, colorBanner: '#FFB400', colorText: '#1A1A1A' },
} satisfies Record<string, ProductTag>;

/** The latest generation of processors, graphics cards and chipsets in the catalogue. */
const newestGeneration: Record<string, (item: CatalogueItem) => boolean> = {
  cpu: ({ specs }) => ['Ryzen 9000 Series', 'Core Ultra 200S'].includes(String(specs.generation)),
  gpu: ({ specs }) =>
    ['GeForce RTX 50 Series', 'Radeon RX 9000 Series', 'Arc B-Series'].includes(String(specs.series)),
  motherboard: ({ specs }) => ['X870E', 'X870', 'B850', 'Z890', 'B860'].includes(String(specs.chipset)),
};

export function isNewProduct(item: CatalogueItem): boolean {
  const rule = newestGeneration[item.category];
  // Other categories: about one product in ten is a recent arrival.
  return rule ? rule(item) : fraction(item.sku, 'new') < 0.1;
}

/**
 * A sale price on about a quarter of the catalogue, 5–20 % off and ending in 90 baht like the
 * list prices; null for the rest. Baht in, baht out.
 */
export function salePriceBaht(sku: string, priceBaht: number): number | null {
  if (fraction(sku, 'on-sale') >= 0.25) return null;
  const percentOff = between(sku, 'percent-off', 5, 20);
  const sale = Math.round((priceBaht * (1 - percentOff / 100) - 90) / 100) * 100 + 90;
  const saving = (priceBaht - sale) / priceBaht;
  return sale > 0 && saving >= 0.03 && saving <= 0.25 ? sale : null;
}

/** Stock: about 7 % sold out, 13 % down to the last few, the rest well stocked. */
export function stockOf(sku: string): number {
  const level = fraction(sku, 'stock-level');
  if (level < 0.07) return 0;
  if (level < 0.2) return between(sku, 'stock', 1, 4);
  return between(sku, 'stock', 5, 60);
}

function createdAtOf(item: CatalogueItem, isNew: boolean): Date {
  const daysAgo = isNew ? between(item.sku, 'created', 3, 75) : between(item.sku, 'created', 90, 720);
  return new Date(CATALOGUE_DATE - daysAgo * DAY_MS - between(item.sku, 'created-hour', 0, 23) * 3_600_000);
}

export const productImages = drawnProductImages;

/**
 * What search matches, lower case: the SKU first and the model last (so an exact SKU or model is
 * a cheap prefix or suffix test), the names between, and the brand when the name lacks it.
 */
export function searchTextOf(product: {
  sku: string;
  nameEn: string;
  nameTh: string;
  brandName: string;
  model: string;
}): string {
  const names = [...new Set([product.nameEn, product.nameTh])];
  const brand = names.some((name) => name.toLowerCase().includes(product.brandName.toLowerCase()))
    ? []
    : [product.brandName];
  return [product.sku, ...names, ...brand, product.model].join(' ').toLowerCase();
}

/**
 * The columns taken from a product's specs and names, so list filters and search read plain
 * indexed columns: every writer of `products` sets them with this.
 */
export function derivedColumns(product: {
  sku: string;
  category: string;
  specs: ProductSpecs;
  nameEn: string;
  nameTh: string;
  brandName: string;
  model: string;
}): Pick<ProductRow, 'memoryType' | 'capacity' | 'vramGb' | 'cores' | 'searchText'> {
  const { specs } = product;
  const totalCapacity =
    typeof specs.capacityGB === 'number'
      ? specs.capacityGB
      : typeof specs.totalGB === 'number'
        ? specs.totalGB
        : null;
  return {
    memoryType: typeof specs.memoryType === 'string' ? specs.memoryType : null,
    capacity: totalCapacity === null ? null : capacityLabel(totalCapacity),
    vramGb: typeof specs.memoryGB === 'number' && product.category === 'gpu' ? specs.memoryGB : null,
    cores: typeof specs.cores === 'number' ? specs.cores : null,
    searchText: searchTextOf(product),
  };
}

export function productRow(item: CatalogueItem, brandName: string): ProductRow {
  const { sku, specs } = item;
  const sale = salePriceBaht(sku, item.priceTHB);
  const stock = stockOf(sku);
  const isNew = isNewProduct(item);
  const bestSeller = stock > 0 && fraction(sku, 'best-seller') < 0.12;
  const tags = [
    ...(sale !== null ? [productTags.sale] : []),
    ...(isNew ? [productTags.new] : []),
    ...(bestSeller ? [productTags.bestSeller] : []),
  ];
  return {
    sku,
    productType: 'product',
    categoryKey: item.category,
    subcategoryKey: item.subcategory,
    brandKey: item.brandKey,
    model: item.model,
    nameTh: item.name.th,
    nameEn: item.name.en,
    shortDescTh: item.description.th,
    shortDescEn: item.description.en,
    price: item.priceTHB * 100,
    salePrice: sale === null ? null : sale * 100,
    plannedSalePrice: sale === null ? null : sale * 100,
    stock,
    isNew,
    createdAt: createdAtOf(item, isNew),
    images: productImages(sku),
    colors: coloursOf(item, stock > 0),
    tags,
    highlights: highlightsOf(item),
    warrantyMonths: warrantyMonthsOf(item),
    serialPattern: serialPatternOf(item.brandKey),
    specs,
    ...derivedColumns({
      sku,
      category: item.category,
      specs,
      nameEn: item.name.en,
      nameTh: item.name.th,
      brandName,
      model: item.model,
    }),
  };
}

/** The "General" attributes every product page ends with. */
export function generalAttributes(product: {
  brandName: string;
  model: string;
  sku: string;
  warrantyMonths: number;
}): components['schemas']['AttributeGroup']['list'] {
  const { brandName, model, sku, warrantyMonths } = product;
  return [
    { name: { th: 'ยี่ห้อ', en: 'Brand' }, value: { th: brandName, en: brandName } },
    { name: { th: 'รุ่น', en: 'Model' }, value: { th: model, en: model } },
    { name: { th: 'รหัสสินค้า', en: 'SKU' }, value: { th: sku, en: sku } },
    { name: { th: 'การรับประกัน', en: 'Warranty' }, value: warrantyText(warrantyMonths) },
  ];
}

/** The product page's own text: long description, attribute groups, features, box and fit. */
export function productDetailRow(item: CatalogueItem, brandName: string): DetailRow {
  const { sku } = item;
  const warrantyMonths = warrantyMonthsOf(item);
  const longDescription = longDescriptionOf(item, warrantyMonths);
  return {
    sku,
    longDescTh: longDescription.th,
    longDescEn: longDescription.en,
    attributes: attributeGroups(
      item.category,
      item.specs,
      generalAttributes({ brandName, model: item.model, sku, warrantyMonths }),
    ),
    features: featuresOf(item),
    boxContents: boxContentsOf(item),
    compatibilityNotes: compatibilityNotesOf(item),
  };
}

function withBrandNames<T>(
  make: (item: CatalogueItem, brandName: string) => T,
  items: CatalogueItem[],
  brandList: CatalogueBrand[],
): T[] {
  const brandNames = new Map(brandList.map((brand) => [brand.key, brand.name]));
  return items.map((item) => make(item, brandNames.get(item.brandKey) ?? item.brand));
}

export function productRows(
  items: CatalogueItem[] = readCatalogueItems(),
  brandList: CatalogueBrand[] = readCatalogueBrands(),
): ProductRow[] {
  return withBrandNames(productRow, items, brandList);
}

export function productDetailRows(
  items: CatalogueItem[] = readCatalogueItems(),
  brandList: CatalogueBrand[] = readCatalogueBrands(),
): DetailRow[] {
  return withBrandNames(productDetailRow, items, brandList);
}

/** A new product starts with no stock: its seeded stock arrives as a movement of the ledger. */
export const withoutStock = (row: ProductRow): ProductRow => ({ ...row, stock: 0 });

/** The stock of seeded products set to the seed's levels, each change a `seeded` movement. */
export async function seedStock(db: AppDatabase, rows: ProductRow[]): Promise<void> {
  await setStockLevels(
    db,
    rows.map((row) => ({ sku: row.sku, stock: row.stock ?? 0 })),
    { kind: 'seeded' },
  );
}

/** Rows per insert statement: well under PostgreSQL's 65 535 parameters at ~30 columns a row. */
const BATCH = 200;

export async function seedProducts(
  db: AppDatabase,
  rows: ProductRow[] = productRows(),
  details: DetailRow[] = productDetailRows(),
): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(products)
      .values(rows.slice(start, start + BATCH).map(withoutStock))
      .onConflictDoUpdate({
        target: products.sku,
        set: updateFromExcluded(products, ['sku', 'effective_price', 'stock']),
      });
  }
  await seedStock(db, rows);
  for (let start = 0; start < details.length; start += BATCH) {
    await db
      .insert(productDetails)
      .values(details.slice(start, start + BATCH))
      .onConflictDoUpdate({ target: productDetails.sku, set: updateFromExcluded(productDetails, ['sku']) });
  }
  return rows.length;
}

/** Category counts follow the published products: levels 2 and 3 count theirs, a level-1 group sums its children. */
export async function refreshCategoryCounts(db: AppDatabase): Promise<void> {
  await db.execute(sql`
    update categories c set product_count = (
      select count(*) from products p
      where (p.category_key = c.key or p.subcategory_key = c.key) and p.published
    ) where c.level in (2, 3)`);
  await db.execute(sql`
    update categories c set product_count = (
      select coalesce(sum(child.product_count), 0) from categories child where child.parent_key = c.key
    ) where c.level = 1`);
}
