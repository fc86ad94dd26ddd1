import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('compareTable', [
  'caption',
  'buy',
  'buyProduct',
  'adding',
  'remove',
  'emptyTitle',
  'emptyHint',
  'differs',
  'allSame',
]);
