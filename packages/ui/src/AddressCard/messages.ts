import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('addressCard', [
  'copy',
  'edit',
  'delete',
  'badges',
  'default',
  'shipping',
  'taxInvoice',
  'phone',
]);
