import type { components } from '@probuild/api-client/schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

type Schemas = components['schemas'];
type LocalizedText = Schemas['LocalizedText'];

/** The three-level category tree: level 1 groups, level 2 categories, level 3 subcategories. */
export const categories = pgTable(
  'categories',
  {
    key: text('key').primaryKey(),
    parentKey: text('parent_key').references((): AnyPgColumn => categories.key),
    level: smallint('level').notNull(),
    sortOrder: integer('sort_order').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    /** Level 2 only: the spec builder's tab, `part` or `addon`. */
    builderRole: text('builder_role', { enum: ['part', 'addon'] }),
    productCount: integer('product_count').notNull().default(0),
  },
  (table) => [
    check('categories_level_range', sql`${table.level} between 1 and 3`),
    check('categories_root_has_no_parent', sql`(${table.level} = 1) = (${table.parentKey} is null)`),
    check('categories_builder_role', sql`${table.builderRole} in ('part', 'addon')`),
    index('categories_parent_key_idx').on(table.parentKey),
  ],
);

export const brands = pgTable('brands', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** The accent colour of the brand's logo and product pictures. */
  color: text('color').notNull(),
  logo: text('logo').notNull(),
});

/** The catalogue's specifications of one product, per category (see data/catalog/README.md). */
export type ProductSpecs = Record<string, string | number | boolean | string[] | null>;

export type ProductColorValue = Schemas['ProductColor'];
export type ProductTagValue = Schemas['ProductTag'];
export type HighlightValue = Schemas['Highlight'];
export type AttributeGroupValue = Schemas['AttributeGroup'];

export const products = pgTable(
  'products',
  {
    /** Upper case; lookups compare upper(input). */
    sku: text('sku').primaryKey(),
    productType: text('product_type', { enum: ['product', 'comset'] })
      .notNull()
      .default('product'),
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key),
    subcategoryKey: text('subcategory_key').references(() => categories.key),
    brandKey: text('brand_key')
      .notNull()
      .references(() => brands.key),
    model: text('model').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    shortDescTh: text('short_desc_th').notNull(),
    shortDescEn: text('short_desc_en').notNull(),
    /** Normal price in satang, VAT included. */
    price: integer('price').notNull(),
    /** Discounted price in satang; null when not on sale. */
    salePrice: integer('sale_price'),
    /** What the shopper pays: the sale price when there is one. Filters and price sorts use it. */
    effectivePrice: integer('effective_price').notNull().generatedAlwaysAs(sql`coalesce(sale_price, price)`),
    /**
     * The sale price the editor planned, in satang, with the period it runs (either end open):
     * `sale_price` holds it while the period runs and is null outside it (catalogue-editing/sale-period.ts).
     */
    plannedSalePrice: integer('planned_sale_price'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true, mode: 'date' }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true, mode: 'date' }),
    /** Shoppers see only published products; a new product stays hidden until it is published. */
    published: boolean('published').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    colors: jsonb('colors').$type<ProductColorValue[]>().notNull(),
    tags: jsonb('tags').$type<ProductTagValue[]>().notNull(),
    highlights: jsonb('highlights').$type<HighlightValue[]>().notNull(),
    warrantyMonths: integer('warranty_months').notNull(),
    /** A regular expression every serial number of the product fits (whole); null when any will do. */
    serialPattern: text('serial_pattern'),
    specs: jsonb('specs').$type<ProductSpecs>().notNull(),
    // Filter columns taken from the specs, so list filters use plain indexed columns.
    /** `DDR4` / `DDR5` for memory kits and motherboards. */
    memoryType: text('memory_type'),
    /** `32GB`, `1TB`: total capacity of a memory kit or a drive, as labelled in the filter. */
    capacity: text('capacity'),
    vramGb: integer('vram_gb'),
    cores: integer('cores'),
    /** Lower-case SKU, names, brand and model: what search matches with trigrams. */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    check('products_price_positive', sql`${table.price} >= 0`),
    check('products_sale_price_below_price', sql`${table.salePrice} between 0 and ${table.price}`),
    check('products_sale_period_order', sql`${table.saleStartsAt} < ${table.saleEndsAt}`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_product_type', sql`${table.productType} in ('product', 'comset')`),
    // Each list (a category, a sub-category, a brand) in each of its sorts: a page reads its first
    // rows in order instead of sorting every product of the list.
    index('products_category_price_idx').on(table.categoryKey, table.effectivePrice),
    index('products_subcategory_price_idx').on(table.subcategoryKey, table.effectivePrice),
    index('products_brand_price_idx').on(table.brandKey, table.effectivePrice),
    index('products_category_created_at_idx').on(table.categoryKey, table.createdAt),
    index('products_subcategory_created_at_idx').on(table.subcategoryKey, table.createdAt),
    index('products_brand_created_at_idx').on(table.brandKey, table.createdAt),
    index('products_category_name_en_idx').on(table.categoryKey, table.nameEn),
    index('products_subcategory_name_en_idx').on(table.subcategoryKey, table.nameEn),
    index('products_brand_name_en_idx').on(table.brandKey, table.nameEn),
    index('products_price_idx').on(table.effectivePrice),
    index('products_created_at_idx').on(table.createdAt),
    index('products_name_en_idx').on(table.nameEn),
    // fastupdate off: a GIN pending list (filled by bulk loads, emptied only by VACUUM) is scanned
    // on every search and made it several times slower.
    index('products_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/**
 * What only the product page shows, kept out of `products` so that the rows search and lists scan
 * stay narrow.
 */
export const productDetails = pgTable('product_details', {
  sku: text('sku')
    .primaryKey()
    .references(() => products.sku, { onDelete: 'cascade' }),
  longDescTh: text('long_desc_th').notNull(),
  longDescEn: text('long_desc_en').notNull(),
  attributes: jsonb('attributes').$type<AttributeGroupValue[]>().notNull(),
  features: jsonb('features').$type<LocalizedText[]>().notNull(),
  boxContents: jsonb('box_contents').$type<LocalizedText[]>().notNull(),
  compatibilityNotes: jsonb('compatibility_notes').$type<LocalizedText[]>().notNull(),
});

export const promotions = pgTable(
  'promotions',
  {
    key: text('key').primaryKey(),
    sortOrder: integer('sort_order').notNull(),
    /** What kind of offer it is: `sale`, `bundle`, `new-arrival`, `clearance`, `shipping`. */
    kind: text('kind').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    subTitleTh: text('sub_title_th').notNull(),
    subTitleEn: text('sub_title_en').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    /** The level-2 categories the promotion is about. */
    categoryKeys: jsonb('category_keys').$type<string[]>().notNull(),
    image: text('image'),
    link: text('link'),
  },
  (table) => [check('promotions_status', sql`${table.status} in ('active', 'inactive')`)],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionKey: text('promotion_key')
      .notNull()
      .references(() => promotions.key, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionKey, table.sku] }),
    index('promotion_products_sku_idx').on(table.sku),
  ],
);

/** Add-ons offered on a product's page, with the price they cost when bought with it. */
export const productBundles = pgTable(
  'product_bundles',
  {
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    addonSku: text('addon_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    /** Satang; below the add-on's own price. */
    bundlePrice: integer('bundle_price').notNull(),
    checked: boolean('checked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.sku, table.addonSku] }),
    check('product_bundles_price_positive', sql`${table.bundlePrice} >= 0`),
  ],
);

/** Products an editor chose to show with another one, in this order. */
export const productRelated = pgTable(
  'product_related',
  {
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    relatedSku: text('related_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sku, table.relatedSku] }),
    check('product_related_not_itself', sql`${table.sku} <> ${table.relatedSku}`),
  ],
);

/**
 * One row whose number goes up in the same transaction as any change a shopper could see in the
 * catalogue or its content (triggers on those tables; a sale only when a product sells out or
 * comes back). Every instance compares it with the number its own copies were read at, so a change
 * made through any instance, or by a re-seed, reaches all of them at their next read.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    only: boolean('only').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.only}`)],
);

/**
 * The SKUs of products added, changed (as the catalogue version counts changes) or removed, in the
 * order written (triggers on `products` and `brands`, drizzle/0031): each instance's search index
 * reads the rows after the last one it applied and re-reads only those products. `*` stands for
 * every product (after a TRUNCATE).
 */
export const productChanges = pgTable('product_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sku: text('sku').notNull(),
});
