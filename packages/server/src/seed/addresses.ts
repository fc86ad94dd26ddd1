import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDatabase } from '../db/open.ts';
import { districts, provinces, subdistricts } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { seedDataDir } from '../paths.ts';

interface PlaceFileRow {
  code: string;
  nameTh: string;
  nameEn: string;
}

interface DistrictFileRow extends PlaceFileRow {
  provinceCode: string;
}

interface SubdistrictFileRow extends PlaceFileRow {
  districtCode: string;
  postcode: string;
}

function readAddressFile<T>(name: string): T[] {
  return JSON.parse(readFileSync(join(seedDataDir, 'thai-address', name), 'utf8'));
}

const thaiCollator = new Intl.Collator('th');

/** Each row with its position in Thai dictionary order (ties broken by the official code). */
function withThaiOrder<T extends PlaceFileRow>(rows: T[]): (T & { thaiOrder: number })[] {
  const sorted = [...rows].sort(
    (a, b) => thaiCollator.compare(a.nameTh, b.nameTh) || a.code.localeCompare(b.code),
  );
  return sorted.map((row, index) => ({ ...row, thaiOrder: index + 1 }));
}

/** The names of a place and the places above it, lower case, one line each. */
const searchTextOf = (places: PlaceFileRow[]) =>
  places.flatMap((place) => [place.nameTh, place.nameEn.toLowerCase()]).join('\n');

/** Rows per INSERT: well under PostgreSQL's limit of 65,535 parameters per statement. */
const BATCH_SIZE = 2000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE)
    await insert(rows.slice(start, start + BATCH_SIZE));
}

export interface AddressSeedSummary {
  provinces: number;
  districts: number;
  subdistricts: number;
}

/** Loads data/thai-address; running it again updates the rows in place. */
export async function seedAddresses(db: AppDatabase): Promise<AddressSeedSummary> {
  const provinceRows = withThaiOrder(readAddressFile<PlaceFileRow>('provinces.json'));
  const districtRows = withThaiOrder(readAddressFile<DistrictFileRow>('districts.json'));
  const provinceByCode = new Map(provinceRows.map((row) => [row.code, row]));
  const districtByCode = new Map(districtRows.map((row) => [row.code, row]));
  const subdistrictRows = withThaiOrder(readAddressFile<SubdistrictFileRow>('subdistricts.json')).map(
    (row) => {
      const district = districtByCode.get(row.districtCode);
      const province = district && provinceByCode.get(district.provinceCode);
      if (!province) throw new Error(`Sub-district ${row.code} has no district or province in the data.`);
      return { ...row, searchText: searchTextOf([row, district, province]) };
    },
  );
  await inBatches(provinceRows, (batch) =>
    db
      .insert(provinces)
      .values(batch)
      .onConflictDoUpdate({ target: provinces.code, set: updateFromExcluded(provinces, ['code']) }),
  );
  await inBatches(districtRows, (batch) =>
    db
      .insert(districts)
      .values(batch)
      .onConflictDoUpdate({ target: districts.code, set: updateFromExcluded(districts, ['code']) }),
  );
  await inBatches(subdistrictRows, (batch) =>
    db
      .insert(subdistricts)
      .values(batch)
      .onConflictDoUpdate({ target: subdistricts.code, set: updateFromExcluded(subdistricts, ['code']) }),
  );
  return {
    provinces: provinceRows.length,
    districts: districtRows.length,
    subdistricts: subdistrictRows.length,
  };
}
