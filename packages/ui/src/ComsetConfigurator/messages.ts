import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('comsetConfigurator', [
  'title',
  'levels',
  'custom',
  'setDiscount',
  'noExtra',
  'extras',
  'total',
  'normalPrice',
  'saving',
  'pricing',
  'priceError',
  'retry',
]);
