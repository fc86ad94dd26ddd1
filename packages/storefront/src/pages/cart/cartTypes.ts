import type { components } from '@probuild/api-client';

export type Cart = components['schemas']['Cart'];
export type CartLine = components['schemas']['CartItem'];
export type ShippingAddress = components['schemas']['ShippingAddress'];
