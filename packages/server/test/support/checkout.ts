import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../src/db/open.ts';
import { callSuccessfully } from './contract.ts';
import { lastMessageTo, type SignedIn, signUp } from './customers.ts';
import { chiangMaiPerson } from './shipping-addresses.ts';

/** A signed-in customer with a default address and an (empty) cart. */
export interface Shopper extends SignedIn {
  cartId: string;
  addressId: string;
}

export async function newShopper(app: FastifyInstance): Promise<Shopper> {
  const me = await signUp(app);
  const address = await callSuccessfully(app, 'createShippingAddress', {
    params: { customerId: me.customerId },
    headers: me.headers,
    payload: chiangMaiPerson(),
  });
  const cart = await callSuccessfully(app, 'getCart', {
    params: { customerId: me.customerId },
    headers: me.headers,
  });
  return { ...me, cartId: cart.data._id, addressId: address.data._id };
}

/** A shopper whose email is verified, through the link mailed at registration. */
export async function newVerifiedShopper(app: FastifyInstance, db: AppDatabase): Promise<Shopper> {
  const shopper = await newShopper(app);
  await verifyEmail(app, db, shopper);
  return shopper;
}

/** Opens the verification link of the shopper's registration mail. */
export async function verifyEmail(app: FastifyInstance, db: AppDatabase, shopper: SignedIn): Promise<void> {
  const mail = await lastMessageTo(db, shopper.email);
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`No verification link in the mail to ${shopper.email}`);
  await callSuccessfully(app, 'verifyEmail', { params: { token } });
}

export async function addToCart(app: FastifyInstance, shopper: Shopper, sku: string, quantity: number) {
  await callSuccessfully(app, 'addToCart', {
    params: { customerId: shopper.customerId },
    headers: shopper.headers,
    payload: { sku, quantity },
  });
}

/** An order request for the shopper's cart and default address. */
export function orderRequest(shopper: Shopper, overrides: Record<string, unknown> = {}) {
  return {
    cartId: shopper.cartId,
    shippingMethod: 'normal' as const,
    shippingAddressId: shopper.addressId,
    wantTaxInvoice: false,
    paymentMethod: 'promptpay',
    ...overrides,
  };
}
