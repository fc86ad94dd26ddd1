import type { components } from '@probuild/api-client';
import { type AddressPayload, addressBookMachine, type SavedAddress } from '@probuild/machines';
import { fromPromise } from 'xstate';
import { api } from '../api/client.ts';
import { dataOf } from '../session/apiData.ts';
import { HEAD_OFFICE_BRANCH } from './addressSchema.ts';

type ShippingAddress = components['schemas']['ShippingAddress'];
type ShippingAddressPayload = components['schemas']['ShippingAddressPayload'];

/** The contract's payload: a person's fields or a company's, never both. */
function contractPayloadOf(payload: AddressPayload): ShippingAddressPayload {
  const { province, district, tambon, postcode, line, additionalDetails } = payload.address;
  const common = {
    phone: payload.phone.trim(),
    address: {
      province,
      district,
      tambon,
      postcode,
      line: line.trim(),
      additionalDetails: additionalDetails.trim(),
    },
    isDefault: payload.isDefault,
    addressTypes: payload.addressTypes,
  };
  if (payload.type === 'company') {
    return {
      ...common,
      type: 'company',
      companyName: payload.companyName.trim(),
      branch: payload.branch || HEAD_OFFICE_BRANCH,
      taxId: payload.taxId,
    };
  }
  const prefix = payload.prefix as 'mr' | 'ms' | 'mrs' | 'none' | null;
  return {
    ...common,
    type: 'person',
    prefix: prefix ?? 'mr',
    firstName: payload.firstName.trim(),
    lastName: payload.lastName.trim(),
    ...(payload.idCard ? { idCard: payload.idCard } : {}),
  };
}

/** A saved address as the machine reads it: the fields the other kind leaves null are simply absent. */
function savedAddressOf(address: ShippingAddress): SavedAddress {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null));
}

/** The address book machine with the customer's addresses kept on the server. */
export const addressBookWithServer = addressBookMachine.provide({
  actors: {
    loadAddresses: fromPromise<SavedAddress[], { customerId: string }>(async ({ input, signal }) =>
      dataOf(
        await api.GET('/shipping-addresses/customer/{customerId}', {
          params: { path: { customerId: input.customerId } },
          signal,
        }),
      ).map(savedAddressOf),
    ),
    createAddress: fromPromise<unknown, { customerId: string; address: AddressPayload }>(async ({ input }) =>
      dataOf(
        await api.POST('/shipping-addresses/{customerId}', {
          params: { path: { customerId: input.customerId } },
          body: contractPayloadOf(input.address),
        }),
      ),
    ),
    updateAddress: fromPromise<unknown, { addressId: string; address: AddressPayload }>(async ({ input }) =>
      dataOf(
        await api.PUT('/shipping-addresses/{addressId}', {
          params: { path: { addressId: input.addressId } },
          body: contractPayloadOf(input.address),
        }),
      ),
    ),
    deleteAddress: fromPromise<unknown, { addressId: string }>(async ({ input }) => {
      const answer = await api.DELETE('/shipping-addresses/{id}', {
        params: { path: { id: input.addressId } },
      });
      if (!answer.data) throw new Error('The answer had no body');
      return answer.data;
    }),
  },
});
