import { sessionOf } from '../http/bearer-auth.ts';
import { ok } from '../http/envelope.ts';
import type { OperationHandlers } from '../http/operations.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../shipping-addresses/address-book.ts';
import { addressView } from '../shipping-addresses/address-view.ts';
import type { HandlerContext } from './context.ts';

type AddressOperations =
  | 'listShippingAddresses'
  | 'createShippingAddress'
  | 'updateShippingAddress'
  | 'deleteShippingAddress';

/** The customer's saved addresses (tag `addresses`; the Thai address lookups are in addressLookups.ts). */
export function shippingAddressHandlers({
  database,
}: HandlerContext): Pick<OperationHandlers, AddressOperations> {
  const { db } = database;
  return {
    async listShippingAddresses(request) {
      return ok((await listAddresses(db, sessionOf(request).customerId)).map(addressView));
    },

    async createShippingAddress(request, reply) {
      const created = await createAddress(db, sessionOf(request).customerId, request.body);
      reply.code(201);
      return ok(addressView(created), 'address saved');
    },

    async updateShippingAddress(request) {
      const { customerId } = sessionOf(request);
      const updated = await updateAddress(db, customerId, request.params.addressId, request.body);
      return ok(addressView(updated), 'address edited');
    },

    async deleteShippingAddress(request) {
      await deleteAddress(db, sessionOf(request).customerId, request.params.id);
      return ok(null, 'deleted successfully');
    },
  };
}
