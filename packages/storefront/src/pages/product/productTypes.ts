import type { components } from '@probuild/api-client';

export type ProductDetail = components['schemas']['ProductDetail'];
export type ProductColor = components['schemas']['ProductColor'];
export type BundleItem = components['schemas']['BundleItem'];

/** A colour as the cart takes it. */
export const colourInput = (colour: ProductColor | null | undefined) =>
  colour ? { code: colour.code, name: colour.name } : undefined;
