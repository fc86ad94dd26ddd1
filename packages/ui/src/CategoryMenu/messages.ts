import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('categoryMenu', [
  'label',
  'loading',
  'error',
  'retry',
  'empty',
  'viewAll',
]);
