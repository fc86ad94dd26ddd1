import type { AppDatabase } from '../db/open.ts';
import { type AddressMatch, findAddressChain, POSTCODE_PATTERN, toAddressMatch } from './places.ts';

export interface ThaiAddressInput {
  /** Province, district and sub-district as codes or Thai or English names (prefixes such as เขต allowed). */
  province: string;
  district: string;
  tambon: string;
  postcode: string;
}

/** The official codes of a valid address, and its names as stored (the Thai ones are what addresses keep). */
export interface ValidatedThaiAddress extends AddressMatch {
  codes: { province: string; district: string; tambon: string };
}

/**
 * Whether the province, district, sub-district and postcode belong together. Returns the address
 * as stored, or null when they do not (callers answer 422 ADDRESS_MISMATCH).
 */
export async function validateThaiAddress(
  db: AppDatabase,
  input: ThaiAddressInput,
): Promise<ValidatedThaiAddress | null> {
  const postcode = input.postcode.trim();
  if (!POSTCODE_PATTERN.test(postcode)) return null;
  const [row] = await findAddressChain(db, { ...input, postcode });
  if (!row) return null;
  return {
    ...toAddressMatch(row),
    codes: { province: row.provinceCode, district: row.districtCode, tambon: row.tambonCode },
  };
}
