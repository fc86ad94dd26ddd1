import type { components } from '@probuild/api-client';
import { type AddressPayload, addressBookMachine, type SavedAddress } from '@probuild/machines';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { queries } from '../api/client.ts';
import { useQueryAnswers } from '../api/useQueryAnswers.ts';
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

/** A customer's saved addresses, as every part of the shop reads them. */
export const addressesQuery = (customerId: string) =>
  queries.queryOptions('get', '/shipping-addresses/customer/{customerId}', {
    params: { path: { customerId } },
  });

/**
 * The address book machine on the customer's addresses kept on the server: the list is a query whose
 * answers the book is sent, and each write it asks for is a mutation that reads the list again.
 */
export function useAddressBook(customerId: string | null) {
  const queryClient = useQueryClient();
  const [snapshot, send, actor] = useMachine(addressBookMachine, { input: { customerId } });
  const list = useQuery({
    ...addressesQuery(customerId ?? ''),
    enabled: customerId !== null,
    retry: false,
  });
  useQueryAnswers(
    list,
    (answer) => send({ type: 'ANSWERED', addresses: answer.data.map(savedAddressOf) }),
    (error) => send({ type: 'LOAD_FAILED', error }),
  );
  const written = {
    onSuccess: () => {
      if (customerId) void queryClient.invalidateQueries({ queryKey: addressesQuery(customerId).queryKey });
    },
  };
  const create = queries.useMutation('post', '/shipping-addresses/{customerId}', written);
  const update = queries.useMutation('put', '/shipping-addresses/{addressId}', written);
  const remove = queries.useMutation('delete', '/shipping-addresses/{id}', written);
  const { refetch } = list;
  useEffect(() => {
    const done = (call: Promise<unknown>) =>
      call.then(
        () => actor.send({ type: 'WRITTEN' }),
        (error: unknown) => actor.send({ type: 'WRITE_FAILED', error }),
      );
    const requests = [
      actor.on('reload', () => void refetch()),
      actor.on('create', ({ customerId: owner, address }) =>
        done(
          create.mutateAsync({ params: { path: { customerId: owner } }, body: contractPayloadOf(address) }),
        ),
      ),
      actor.on('update', ({ addressId, address }) =>
        done(update.mutateAsync({ params: { path: { addressId } }, body: contractPayloadOf(address) })),
      ),
      actor.on('delete', ({ addressId }) =>
        done(remove.mutateAsync({ params: { path: { id: addressId } } })),
      ),
    ];
    return () => {
      for (const request of requests) request.unsubscribe();
    };
  }, [actor, refetch, create.mutateAsync, update.mutateAsync, remove.mutateAsync]);
  return [snapshot, send] as const;
}
