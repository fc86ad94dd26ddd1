import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('statusBadge', [
  'orderSuccess',
  'orderInProgress',
  'orderPreparing',
  'orderWait',
  'orderCancelled',
  'orderUnknown',
  'customerActive',
  'customerInactive',
  'customerSuspended',
  'customerUnknown',
  'emailVerified',
  'emailNotVerified',
]);
