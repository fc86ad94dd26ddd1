import { type components, type Locale, localize } from '@probuild/api-client';

export type ProductDetail = components['schemas']['ProductDetail'];
export type ProductColor = components['schemas']['ProductColor'];
export type BundleItem = components['schemas']['BundleItem'];

/** A colour as the cart takes it. */
export const colourInput = (colour: ProductColor | null | undefined) =>
  colour ? { code: colour.code, name: colour.name } : undefined;

/** The colours as the colour picker offers them, named in the shopper's language. */
export const colourOptions = (colours: ProductColor[], locale: Locale) =>
  colours.map((colour) => ({
    value: colour.value,
    name: localize(colour.name, locale),
    code: colour.code,
    available: colour.available,
  }));
