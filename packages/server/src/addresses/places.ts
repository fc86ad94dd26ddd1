import type { components } from '@probuild/api-client/schema';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/open.ts';
import { districts, provinces, subdistricts } from '../db/schema/index.ts';

export type AddressMatch = components['schemas']['AddressMatch'];
export type AddressPlace = components['schemas']['AddressPlace'];

/** At most this many entries in a search answer. */
export const ADDRESS_SEARCH_LIMIT = 50;
/** A name query shorter than this (after trimming) finds nothing. */
export const ADDRESS_SEARCH_MIN_CHARS = 2;
export const POSTCODE_PATTERN = /^\d{5}$/;

/** How people write the level in front of a name: จังหวัด / อำเภอ / เขต (Bangkok) / ตำบล / แขวง (Bangkok). */
const LEVEL_PREFIXES = [
  'จังหวัด',
  'จ.',
  'อำเภอ',
  'อ.',
  'เขต',
  'ตำบล',
  'ต.',
  'แขวง',
  'changwat ',
  'amphoe ',
  'khet ',
  'tambon ',
  'khwaeng ',
];

const BANGKOK_TH = 'กรุงเทพมหานคร';
const BANGKOK_ALIASES = new Set(['กรุงเทพ', 'กรุงเทพฯ', 'กทม', 'กทม.', 'krung thep', 'krung thep maha nakhon']);

/**
 * The ways a typed name may be stored: as typed (trimmed, single spaces, lower case for English)
 * and without a level prefix. Both are kept because a few real names start like a prefix
 * (the sub-district จ.ป.ร.).
 */
export function nameCandidates(input: string): string[] {
  const typed = input.trim().replace(/\s+/g, ' ').toLowerCase();
  const prefix = LEVEL_PREFIXES.find((candidate) => typed.startsWith(candidate));
  const bare = prefix ? typed.slice(prefix.length).trim() : typed;
  return [...new Set([typed, bare].filter((name) => name.length > 0))];
}

const lower = (column: AnyPgColumn) => sql`lower(${column})`;
/** Bangkok's districts are stored as เขตพระนคร / Khet Phra Nakhon; people also write พระนคร. */
const districtNameTh = sql`regexp_replace(${districts.nameTh}, '^เขต', '')`;
const districtNameEn = sql`regexp_replace(lower(${districts.nameEn}), '^khet ', '')`;

/** A province given by its code, Thai or English name (any case), or a common name of Bangkok. */
export function provinceIs(input: string): SQL {
  const names = nameCandidates(input);
  const thaiNames = names.map((name) => (BANGKOK_ALIASES.has(name) ? BANGKOK_TH : name));
  return or(
    inArray(provinces.code, names),
    inArray(provinces.nameTh, thaiNames),
    inArray(lower(provinces.nameEn), names),
  ) as SQL;
}

/** A district given by its code, or its Thai or English name with or without อำเภอ / เขต / Khet. */
export function districtIs(input: string): SQL {
  const names = nameCandidates(input);
  return or(
    inArray(districts.code, names),
    inArray(districts.nameTh, names),
    inArray(districtNameTh, names),
    inArray(districtNameEn, names),
  ) as SQL;
}

/** A sub-district given by its code, or its Thai or English name with or without ตำบล / แขวง. */
export function tambonIs(input: string): SQL {
  const names = nameCandidates(input);
  return or(
    inArray(subdistricts.code, names),
    inArray(subdistricts.nameTh, names),
    inArray(lower(subdistricts.nameEn), names),
  ) as SQL;
}

export async function listAllProvinces(db: AppDatabase): Promise<AddressPlace[]> {
  const rows = await db.select().from(provinces).orderBy(asc(provinces.thaiOrder));
  return rows.map(toPlace);
}

export async function findProvince(db: AppDatabase, input: string) {
  const [row] = await db.select().from(provinces).where(provinceIs(input)).limit(1);
  return row;
}

/** Districts matching a code or name, within one province when `provinceCode` is given. */
export async function findDistricts(db: AppDatabase, input: string, provinceCode?: string) {
  const inProvince = provinceCode ? eq(districts.provinceCode, provinceCode) : undefined;
  return db
    .select()
    .from(districts)
    .where(and(districtIs(input), inProvince))
    .orderBy(asc(districts.thaiOrder));
}

export async function listDistrictsOf(db: AppDatabase, provinceCode: string): Promise<AddressPlace[]> {
  const rows = await db
    .select()
    .from(districts)
    .where(eq(districts.provinceCode, provinceCode))
    .orderBy(asc(districts.thaiOrder));
  return rows.map(toPlace);
}

export async function listTambonsOf(db: AppDatabase, districtCode: string): Promise<AddressPlace[]> {
  const rows = await db
    .select()
    .from(subdistricts)
    .where(eq(subdistricts.districtCode, districtCode))
    .orderBy(asc(subdistricts.thaiOrder));
  return rows.map(toPlace);
}

function toPlace(row: { code: string; nameTh: string; nameEn: string }): AddressPlace {
  return { code: row.code, name: { th: row.nameTh, en: row.nameEn } };
}

/** A sub-district with its district and province: what an AddressMatch is made of. */
const addressChainColumns = {
  postcode: subdistricts.postcode,
  tambonCode: subdistricts.code,
  tambonTh: subdistricts.nameTh,
  tambonEn: subdistricts.nameEn,
  districtCode: districts.code,
  districtTh: districts.nameTh,
  districtEn: districts.nameEn,
  provinceCode: provinces.code,
  provinceTh: provinces.nameTh,
  provinceEn: provinces.nameEn,
};

export type AddressChainRow = Record<keyof typeof addressChainColumns, string>;

function selectAddressChain(db: AppDatabase) {
  return db
    .select(addressChainColumns)
    .from(subdistricts)
    .innerJoin(districts, eq(subdistricts.districtCode, districts.code))
    .innerJoin(provinces, eq(districts.provinceCode, provinces.code));
}

const chainOrder = [asc(provinces.thaiOrder), asc(districts.thaiOrder), asc(subdistricts.thaiOrder)];

export function toAddressMatch(row: AddressChainRow): AddressMatch {
  return {
    postCodeMain: row.postcode,
    province: { th: row.provinceTh, en: row.provinceEn },
    district: { th: row.districtTh, en: row.districtEn },
    tambon: { th: row.tambonTh, en: row.tambonEn },
  };
}

export interface AddressNames {
  province: string;
  district: string;
  tambon: string;
  /** When given, only a sub-district with this postcode matches. */
  postcode?: string;
}

/** The sub-districts named by a province / district / sub-district triple (codes or names). */
export async function findAddressChain(db: AppDatabase, names: AddressNames): Promise<AddressChainRow[]> {
  return selectAddressChain(db)
    .where(
      and(
        provinceIs(names.province),
        districtIs(names.district),
        tambonIs(names.tambon),
        names.postcode === undefined ? undefined : eq(subdistricts.postcode, names.postcode),
      ),
    )
    .orderBy(...chainOrder);
}

export async function findByPostcode(db: AppDatabase, postcode: string): Promise<AddressMatch[]> {
  const rows = await selectAddressChain(db)
    .where(eq(subdistricts.postcode, postcode))
    .orderBy(...chainOrder)
    .limit(ADDRESS_SEARCH_LIMIT);
  return rows.map(toAddressMatch);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Sub-districts whose own, district or province name (Thai or English) contains the query, best
 * first (see matchRank), then in Thai order. The trigram index on search_text finds the
 * candidates; ranking them here keeps the query simple for the planner.
 */
export async function searchByName(db: AppDatabase, query: string): Promise<AddressMatch[]> {
  const names = nameCandidates(query);
  const rows = await selectAddressChain(db)
    .where(or(...names.map((name) => sql`${subdistricts.searchText} like ${`%${escapeLike(name)}%`}`)))
    .orderBy(...chainOrder);
  return rows
    .map((row) => ({ row, rank: matchRank(row, names) }))
    .sort((a, b) => a.rank - b.rank) // stable: Thai order within a rank
    .slice(0, ADDRESS_SEARCH_LIMIT)
    .map(({ row }) => toAddressMatch(row));
}

/** Bangkok's khet without their prefix, as people often write them (พระนคร, Phra Nakhon). */
const bareDistrictName = (name: string) => name.replace(/^(เขต|Khet )/, '');

/**
 * 0, 1, 2: the sub-district's, district's or province's name is the query; 3, 4, 5: that name
 * starts with it; 6: the query is only part of a name.
 */
function matchRank(row: AddressChainRow, names: string[]): number {
  const levels = [
    [row.tambonTh, row.tambonEn],
    [row.districtTh, row.districtEn].map(bareDistrictName),
    [row.provinceTh, row.provinceEn],
  ].map((level) => level.map((name) => name.toLowerCase()));
  const exact = levels.findIndex((level) => level.some((name) => names.includes(name)));
  if (exact >= 0) return exact;
  const prefix = levels.findIndex((level) =>
    level.some((name) => names.some((typed) => name.startsWith(typed))),
  );
  return prefix >= 0 ? levels.length + prefix : 2 * levels.length;
}
