import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('cardFields', [
  'legend',
  'name',
  'number',
  'expiry',
  'securityCode',
  'securityCodeHint',
]);
