import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('footer', [
  'contact',
  'loading',
  'error',
  'address',
  'phone',
  'email',
  'social',
  'map',
  'copyright',
]);
