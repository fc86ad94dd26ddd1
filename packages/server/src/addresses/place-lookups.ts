import type { AppDatabase } from '../db/open.ts';
import { DomainError } from '../domain-error.ts';
import {
  ADDRESS_SEARCH_MIN_CHARS,
  type AddressMatch,
  type AddressNames,
  type AddressPlace,
  findAddressChain,
  findByPostcode,
  findDistricts,
  findProvince,
  listDistrictsOf,
  listTambonsOf,
  POSTCODE_PATTERN,
  searchByName,
  toAddressMatch,
} from './places.ts';

async function provinceOrFail(db: AppDatabase, name: string) {
  const province = await findProvince(db, name);
  if (!province) throw new DomainError('notFound', 'NOT_FOUND', `No province is called "${name}".`);
  return province;
}

/** The districts of a province named in Thai or English, or by its code. */
export async function districtsOfProvince(db: AppDatabase, provinceName: string): Promise<AddressPlace[]> {
  return listDistrictsOf(db, (await provinceOrFail(db, provinceName)).code);
}

/** The sub-districts of a district; a district name several provinces share needs the province. */
export async function tambonsOfDistrict(
  db: AppDatabase,
  district: string,
  provinceName?: string,
): Promise<AddressPlace[]> {
  const province = provinceName === undefined ? undefined : await provinceOrFail(db, provinceName);
  const found = await findDistricts(db, district, province?.code);
  const [only] = found;
  if (!only) {
    const where = province ? ` in ${province.nameTh} (${province.nameEn})` : '';
    throw new DomainError('notFound', 'NOT_FOUND', `No district is called "${district}"${where}.`);
  }
  if (found.length > 1) {
    throw new DomainError(
      'invalid',
      'AMBIGUOUS_DISTRICT',
      `Several provinces have a district called "${district}": pass its code or the province.`,
    );
  }
  return listTambonsOf(db, only.code);
}

/** The postcodes of a sub-district, district and province that belong together. */
export async function postcodesOf(db: AppDatabase, names: AddressNames): Promise<AddressMatch[]> {
  const rows = await findAddressChain(db, names);
  if (rows.length === 0) {
    throw new DomainError(
      'notFound',
      'NOT_FOUND',
      `No sub-district "${names.tambon}" in district "${names.district}" of province "${names.province}".`,
    );
  }
  return rows.map(toAddressMatch);
}

/** The places of a postcode, or those whose names match a query (a query of five digits is a postcode). */
export async function searchPlaces(
  db: AppDatabase,
  { postcode, q }: { postcode?: string; q?: string },
): Promise<AddressMatch[]> {
  if (postcode !== undefined) return findByPostcode(db, postcode);
  if (q === undefined) {
    throw new DomainError('invalid', 'VALIDATION_FAILED', 'Give a 5-digit postcode or a name query q.');
  }
  const query = q.trim();
  if (POSTCODE_PATTERN.test(query)) return findByPostcode(db, query);
  if (query.length < ADDRESS_SEARCH_MIN_CHARS) return [];
  return searchByName(db, query);
}
