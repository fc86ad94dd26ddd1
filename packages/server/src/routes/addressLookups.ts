import {
  ADDRESS_SEARCH_MIN_CHARS,
  findAddressChain,
  findByPostcode,
  findDistricts,
  findProvince,
  listAllProvinces,
  listDistrictsOf,
  listTambonsOf,
  POSTCODE_PATTERN,
  searchByName,
  toAddressMatch,
} from '../addresses/places.ts';
import { HttpError, ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { HandlerContext } from './context.ts';

type AddressLookupOperations =
  | 'listProvinces'
  | 'listDistricts'
  | 'listTambons'
  | 'findPostcodes'
  | 'searchAddresses';

/** The Thai address lookups of the `addresses` tag (the address picker). */
export function addressLookupHandlers({
  database,
}: HandlerContext): Pick<OperationHandlers, AddressLookupOperations> {
  const { db } = database;

  async function provinceOrFail(name: string) {
    const province = await findProvince(db, name);
    if (!province) throw new HttpError(404, 'NOT_FOUND', `No province is called "${name}".`);
    return province;
  }

  return {
    async listProvinces() {
      return ok(await listAllProvinces(db));
    },

    async listDistricts(request) {
      const province = await provinceOrFail(request.params.province);
      return ok(await listDistrictsOf(db, province.code));
    },

    async listTambons(request) {
      const { district } = request.params;
      const provinceName = request.query.province;
      const province = provinceName === undefined ? undefined : await provinceOrFail(provinceName);
      const found = await findDistricts(db, district, province?.code);
      const [only] = found;
      if (!only) {
        const where = province ? ` in ${province.nameTh} (${province.nameEn})` : '';
        throw new HttpError(404, 'NOT_FOUND', `No district is called "${district}"${where}.`);
      }
      if (found.length > 1) {
        throw new HttpError(
          400,
          'AMBIGUOUS_DISTRICT',
          `Several provinces have a district called "${district}": pass its code or the province.`,
        );
      }
      return ok(await listTambonsOf(db, only.code));
    },

    async findPostcodes(request) {
      const { provinceName, districtName, tambonName } = request.query;
      const rows = await findAddressChain(db, {
        province: provinceName,
        district: districtName,
        tambon: tambonName,
      });
      if (rows.length === 0) {
        throw new HttpError(
          404,
          'NOT_FOUND',
          `No sub-district "${tambonName}" in district "${districtName}" of province "${provinceName}".`,
        );
      }
      return ok(rows.map(toAddressMatch));
    },

    async searchAddresses(request) {
      const { postcode, q } = request.query;
      if (postcode !== undefined) return ok(await findByPostcode(db, postcode));
      if (q === undefined) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Give a 5-digit postcode or a name query q.');
      }
      const query = q.trim();
      if (POSTCODE_PATTERN.test(query)) return ok(await findByPostcode(db, query));
      if (query.length < ADDRESS_SEARCH_MIN_CHARS) return ok([]);
      return ok(await searchByName(db, query));
    },
  };
}
