import type { components } from '@probuild/api-client';

export type Order = components['schemas']['Order'];
export type CheckoutSession = components['schemas']['CheckoutSession'];

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;
