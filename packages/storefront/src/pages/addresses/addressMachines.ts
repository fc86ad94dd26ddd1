import type { components } from '@probuild/api-client';
import {
  type AddressMatch,
  type AddressPayload,
  type AddressPlace,
  type AddressSearchInput,
  addressBookMachine,
  addressPickerMachine,
  type SavedAddress,
} from '@probuild/machines';
import { fromPromise } from 'xstate';
import { api } from '../../api/client.ts';
import { dataOf } from '../../session/apiData.ts';

type ShippingAddressPayload = components['schemas']['ShippingAddressPayload'];
type Prefix = NonNullable<components['schemas']['ShippingAddress']['prefix']>;

/** A place as the server's lookups take it: its official code when known, else its Thai name. */
const placeKey = (place: AddressPlace) => place.code ?? place.name.th;

/**
 * The form's payload as the contract takes it: a person's or a company's fields only, and optional
 * fields left out when empty (the server checks every one it is sent).
 */
export function addressBody(payload: AddressPayload): ShippingAddressPayload {
  const common = {
    phone: payload.phone.trim(),
    address: payload.address,
    isDefault: payload.isDefault,
    addressTypes: payload.addressTypes,
  };
  if (payload.type === 'company') {
    return {
      ...common,
      type: 'company',
      companyName: payload.companyName.trim(),
      branch: payload.branch.trim(),
      taxId: payload.taxId.trim(),
    };
  }
  const idCard = payload.idCard.trim();
  return {
    ...common,
    type: 'person',
    prefix: payload.prefix as Prefix,
    firstName: payload.firstName.trim(),
    lastName: payload.lastName.trim(),
    ...(idCard ? { idCard } : {}),
  };
}

/** The address picker asking the server's Thai address lookups. */
export const addressPickerWithServer = addressPickerMachine.provide({
  actors: {
    fetchProvinces: fromPromise<AddressPlace[], void>(async () =>
      dataOf(await api.GET('/addresses/provinces')),
    ),
    fetchDistricts: fromPromise<AddressPlace[], { province: AddressPlace }>(async ({ input }) =>
      dataOf(
        await api.GET('/addresses/provinces/{province}/districts', {
          params: { path: { province: placeKey(input.province) } },
        }),
      ),
    ),
    fetchTambons: fromPromise<AddressPlace[], { province: AddressPlace; district: AddressPlace }>(
      async ({ input }) =>
        dataOf(
          await api.GET('/addresses/districts/{district}/tambons', {
            params: {
              path: { district: placeKey(input.district) },
              query: { province: placeKey(input.province) },
            },
          }),
        ),
    ),
    fetchPostcode: fromPromise<
      string | null,
      { province: AddressPlace; district: AddressPlace; tambon: AddressPlace }
    >(async ({ input }) => {
      const matches = dataOf(
        await api.GET('/addresses/postcodes', {
          params: {
            query: {
              provinceName: placeKey(input.province),
              districtName: placeKey(input.district),
              tambonName: placeKey(input.tambon),
            },
          },
        }),
      );
      return matches[0]?.postCodeMain ?? null;
    }),
    searchAddresses: fromPromise<AddressMatch[], AddressSearchInput>(async ({ input }) =>
      dataOf(await api.GET('/addresses/search', { params: { query: input } })),
    ),
  },
});

/** The saved addresses of a customer, kept on the server. */
export const addressBookWithServer = addressBookMachine.provide({
  actors: {
    loadAddresses: fromPromise<SavedAddress[], { customerId: string }>(async ({ input }) =>
      dataOf(
        await api.GET('/shipping-addresses/customer/{customerId}', {
          params: { path: { customerId: input.customerId } },
        }),
      ),
    ),
    createAddress: fromPromise<unknown, { customerId: string; address: AddressPayload }>(async ({ input }) =>
      dataOf(
        await api.POST('/shipping-addresses/{customerId}', {
          params: { path: { customerId: input.customerId } },
          body: addressBody(input.address),
        }),
      ),
    ),
    updateAddress: fromPromise<unknown, { addressId: string; address: AddressPayload }>(async ({ input }) =>
      dataOf(
        await api.PUT('/shipping-addresses/{addressId}', {
          params: { path: { addressId: input.addressId } },
          body: addressBody(input.address),
        }),
      ),
    ),
    deleteAddress: fromPromise<unknown, { addressId: string }>(({ input }) =>
      api.DELETE('/shipping-addresses/{id}', { params: { path: { id: input.addressId } } }),
    ),
  },
});
