import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

// The configurator of a computer set (a product with productType `comset`). Its own price is the
// fixed part (case, board, power supply, assembly); the chosen parts are priced from their own
// products at the moment of asking, so a set never keeps a stale price.

export const comsetPartGroups = ['cpu', 'gpu', 'ram', 'storage'] as const;
export const comsetLevelKeys = ['default', 'normal', 'hiend'] as const;

/** One choice of a set: a part (`cpu` … `storage`, with a discount inside the set) or an extra. */
export const comsetOptions = pgTable(
  'comset_options',
  {
    setSku: text('set_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    /** Stable within the set; what a client sends back in its selection. */
    optionId: text('option_id').notNull(),
    /** `cpu`, `gpu`, `ram`, `storage`, or the key of an extras group of this set. */
    groupKey: text('group_key').notNull(),
    partSku: text('part_sku')
      .notNull()
      .references(() => products.sku),
    /** Satang off the part's price inside this set (parts only; extras cost their own price). */
    discount: integer('discount').notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.setSku, table.optionId] }),
    check('comset_options_discount', sql`${table.discount} >= 0`),
  ],
);

/** An extras group of a set (monitor, keyboard …): the client adds a "no add" choice. */
export const comsetExtrasGroups = pgTable(
  'comset_extras_groups',
  {
    setSku: text('set_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    labelTh: text('label_th').notNull(),
    labelEn: text('label_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.setSku, table.groupKey] })],
);

/** The preset configurations of a set (default, normal, hiend): an option id per part group. */
export const comsetLevels = pgTable(
  'comset_levels',
  {
    setSku: text('set_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    level: text('level', { enum: comsetLevelKeys }).notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    cpu: text('cpu').notNull(),
    gpu: text('gpu').notNull(),
    ram: text('ram').notNull(),
    storage: text('storage').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.setSku, table.level] }),
    check('comset_levels_level', sql`${table.level} in ('default', 'normal', 'hiend')`),
  ],
);
