import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Thailand's administrative areas with their official codes (data/thai-address). `thaiOrder` is the
// row's position in Thai dictionary order (Intl.Collator 'th'), which the database's own collation
// cannot be relied on to give: leading vowels such as เ are skipped when Thai words are sorted.

export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  thaiOrder: integer('thai_order').notNull(),
});

/** Amphoe, or khet in Bangkok (their names carry the prefix เขต / Khet). */
export const districts = pgTable(
  'districts',
  {
    code: text('code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    thaiOrder: integer('thai_order').notNull(),
  },
  (table) => [index('districts_province_code_idx').on(table.provinceCode)],
);

/** Tambon, or khwaeng in Bangkok; each has one postcode, and a postcode serves many of them. */
export const subdistricts = pgTable(
  'subdistricts',
  {
    code: text('code').primaryKey(),
    districtCode: text('district_code')
      .notNull()
      .references(() => districts.code),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    postcode: text('postcode').notNull(),
    thaiOrder: integer('thai_order').notNull(),
    /** Lower-case Thai and English names of the sub-district, its district and its province: what name search matches. */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    index('subdistricts_district_code_idx').on(table.districtCode),
    index('subdistricts_postcode_idx').on(table.postcode),
    index('subdistricts_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
