import type { components } from '@probuild/api-client/schema';
import { ASSEMBLY_FEE } from '../catalogue/delivery-estimate.ts';

export type ServiceLine = components['schemas']['ServiceLine'];

/** The shop assembling the build, at `price` (today's fee in a cart, the fee then in an order). */
export const assemblyService = (price: number): ServiceLine => ({
  code: 'assembly',
  name: { th: 'ประกอบโดยร้าน', en: 'Assembled by the shop' },
  price,
});

/** The services a cart holds, at today's prices. */
export const cartServices = (cart: { assembly: boolean }): ServiceLine[] =>
  cart.assembly ? [assemblyService(ASSEMBLY_FEE)] : [];

/** The services an order was placed with. */
export const orderServices = (order: { assemblyFee: number | null }): ServiceLine[] =>
  order.assemblyFee === null ? [] : [assemblyService(order.assemblyFee)];
