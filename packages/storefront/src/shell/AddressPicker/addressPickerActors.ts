import {
  type AddressMatch,
  type AddressPlace,
  type AddressSearchInput,
  addressPickerMachine,
} from '@probuild/machines';
import { fromPromise } from 'xstate';
import { api } from '../../api/client.ts';
import { dataOf } from '../../session/apiData.ts';

/** A place as the server looks it up: its official code when known, else its Thai name. */
const keyOf = (place: AddressPlace) => place.code ?? place.name.th;

/** The address picker with the server's Thai address lookups. */
export const shopAddressPicker = addressPickerMachine.provide({
  actors: {
    fetchProvinces: fromPromise<AddressPlace[], void>(async ({ signal }) =>
      dataOf(await api.GET('/addresses/provinces', { signal })),
    ),
    fetchDistricts: fromPromise<AddressPlace[], { province: AddressPlace }>(async ({ input, signal }) =>
      dataOf(
        await api.GET('/addresses/provinces/{province}/districts', {
          params: { path: { province: keyOf(input.province) } },
          signal,
        }),
      ),
    ),
    fetchTambons: fromPromise<AddressPlace[], { province: AddressPlace; district: AddressPlace }>(
      async ({ input, signal }) =>
        dataOf(
          await api.GET('/addresses/districts/{district}/tambons', {
            params: {
              path: { district: keyOf(input.district) },
              query: { province: keyOf(input.province) },
            },
            signal,
          }),
        ),
    ),
    fetchPostcode: fromPromise<
      string | null,
      { province: AddressPlace; district: AddressPlace; tambon: AddressPlace }
    >(async ({ input, signal }) => {
      const matches = dataOf(
        await api.GET('/addresses/postcodes', {
          params: {
            query: {
              provinceName: keyOf(input.province),
              districtName: keyOf(input.district),
              tambonName: keyOf(input.tambon),
            },
          },
          signal,
        }),
      );
      return matches[0]?.postCodeMain ?? null;
    }),
    searchAddresses: fromPromise<AddressMatch[], AddressSearchInput>(async ({ input, signal }) =>
      dataOf(await api.GET('/addresses/search', { params: { query: input }, signal })),
    ),
  },
});
