import { componentMessages } from '../componentMessages.ts';

const texts = componentMessages('filterPanel', [
  'title',
  'close',
  'loading',
  'sort',
  'sortPriceDesc',
  'sortPriceAsc',
  'sortNewest',
  'sortOldest',
  'priceRange',
  'priceMin',
  'priceMax',
  'rangeError',
]);

/** The panel's texts; each sort order's text also stands under the order's value. */
export const messages = {
  ...texts,
  price_desc: texts.sortPriceDesc,
  price_asc: texts.sortPriceAsc,
  newest: texts.sortNewest,
  oldest: texts.sortOldest,
};
