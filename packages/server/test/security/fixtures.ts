import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../src/db/open.ts';
import { addToCart, newShopper, orderRequest, type Shopper } from '../support/checkout.ts';
import { callSuccessfully, type OperationCall } from '../support/contract.ts';
import { PASSWORD } from '../support/customers.ts';
import { addTestProduct } from '../support/products.ts';
import { chiangMaiPerson } from '../support/shipping-addresses.ts';

/** A customer with something of everything: an address, a cart line, an order and a checkout. */
export interface Customer extends Shopper {
  sku: string;
  lineId: string;
  orderNumber: string;
  checkoutId: string;
  keptBuildId: string;
}

/** A seed part, for the build every such customer keeps. */
const KEPT_BUILD_ITEMS = [{ category: 'cpu' as const, sku: 'CPU-AMD-R7-9800X3D', quantity: 1 }];

export async function customerWithEverything(app: FastifyInstance, db: AppDatabase): Promise<Customer> {
  const shopper = await newShopper(app);
  const product = await addTestProduct(db, { price: 199000, stock: 20 });
  await addToCart(app, shopper, product.sku, 1);
  const order = await callSuccessfully(app, 'createOrder', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: orderRequest(shopper),
  });
  const checkout = await callSuccessfully(app, 'createCheckout', {
    headers: { ...shopper.headers, 'idempotency-key': randomUUID() },
    payload: { orderNumber: order.data.orderNumber, method: 'promptpay' },
  });
  await addToCart(app, shopper, product.sku, 2);
  const cart = await callSuccessfully(app, 'getCart', {
    params: { customerId: shopper.customerId },
    headers: shopper.headers,
  });
  const kept = await callSuccessfully(app, 'keepBuild', {
    headers: shopper.headers,
    payload: { items: KEPT_BUILD_ITEMS, name: 'Gaming', assembly: 'shop' },
  });
  return {
    ...shopper,
    keptBuildId: kept.data.id,
    sku: product.sku,
    lineId: cart.data.items[0]?._id ?? '',
    orderNumber: order.data.orderNumber,
    checkoutId: checkout.data.checkoutId,
  };
}

/**
 * A well-formed request of every operation that needs a session, aimed at `target`'s own data.
 * Sent with the target's token it would succeed; the security tests send it without a token or
 * with another customer's.
 */
export function requestsAt(target: Customer): Record<string, OperationCall> {
  const line = { cartId: target.cartId, productId: target.lineId };
  return {
    logoutCustomer: {},
    getProfile: {},
    updateProfile: {
      payload: { firstName: 'ผู้บุกรุก', lastName: 'x', email: target.email, phone: '0811111111' },
    },
    changePassword: { payload: { currentPassword: PASSWORD, newPassword: 'taken-over-1' } },
    createEmailVerification: { payload: { email: target.email } },
    createPhoneVerification: { payload: { phone: '0811111111' } },
    verifyPhone: { payload: { phone: '0811111111', code: '123456' } },
    getCartCount: { params: { customerId: target.customerId } },
    getCart: { params: { customerId: target.customerId } },
    getCartRelated: { params: { customerId: target.customerId } },
    addToCart: { params: { customerId: target.customerId }, payload: { sku: target.sku, quantity: 1 } },
    addManyToCart: {
      params: { customerId: target.customerId },
      payload: { items: [{ sku: target.sku, quantity: 1 }] },
    },
    updateCartItemQuantity: { params: line, payload: { quantity: 5 } },
    removeCartItem: { params: line },
    updateCartItemNote: { params: line, payload: { note: 'แก้โดยคนอื่น' } },
    listShippingAddresses: { params: { customerId: target.customerId } },
    createShippingAddress: { params: { customerId: target.customerId }, payload: chiangMaiPerson() },
    updateShippingAddress: {
      params: { addressId: target.addressId },
      payload: chiangMaiPerson({ firstName: 'ผู้บุกรุก' }),
    },
    deleteShippingAddress: { params: { id: target.addressId } },
    draftOrder: { payload: orderRequest(target) },
    createOrder: { headers: { 'idempotency-key': randomUUID() }, payload: orderRequest(target) },
    listOrders: {},
    getOrder: { params: { orderNumber: target.orderNumber } },
    getOrderDocument: { params: { orderNumber: target.orderNumber } },
    createCheckout: {
      headers: { 'idempotency-key': randomUUID() },
      payload: { orderNumber: target.orderNumber, method: 'promptpay' },
    },
    getCheckout: { params: { checkoutId: target.checkoutId } },
    listKeptBuilds: {},
    keepBuild: { payload: { items: KEPT_BUILD_ITEMS, name: 'Taken over', assembly: 'self' } },
    forgetKeptBuild: { params: { id: target.keptBuildId } },
  };
}

/** Everything of a customer that the API shows, read with their own token. */
export async function snapshot(app: FastifyInstance, customer: Customer) {
  const own = { headers: customer.headers };
  const [profile, cart, addresses, history, checkout, keptBuilds] = await Promise.all([
    callSuccessfully(app, 'getProfile', own),
    callSuccessfully(app, 'getCart', { ...own, params: { customerId: customer.customerId } }),
    callSuccessfully(app, 'listShippingAddresses', { ...own, params: { customerId: customer.customerId } }),
    callSuccessfully(app, 'listOrders', own),
    callSuccessfully(app, 'getCheckout', { ...own, params: { checkoutId: customer.checkoutId } }),
    callSuccessfully(app, 'listKeptBuilds', own),
  ]);
  return {
    profile: profile.data,
    cart: cart.data,
    addresses: addresses.data,
    orders: history.data,
    checkout: checkout.data,
    keptBuilds: keptBuilds.data,
  };
}
