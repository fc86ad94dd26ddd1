import {
  districtsOfProvince,
  postcodesOf,
  searchPlaces,
  tambonsOfDistrict,
} from '../addresses/place-lookups.ts';
import { listAllProvinces } from '../addresses/places.ts';
import { ok } from '../http/envelope.ts';
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
  return {
    listProvinces: async () => ok(await listAllProvinces(db)),
    listDistricts: async (request) => ok(await districtsOfProvince(db, request.params.province)),
    listTambons: async (request) =>
      ok(await tambonsOfDistrict(db, request.params.district, request.query.province)),
    async findPostcodes(request) {
      const { provinceName, districtName, tambonName } = request.query;
      return ok(
        await postcodesOf(db, { province: provinceName, district: districtName, tambon: tambonName }),
      );
    },
    searchAddresses: async (request) => ok(await searchPlaces(db, request.query)),
  };
}
