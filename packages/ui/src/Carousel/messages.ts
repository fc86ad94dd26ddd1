import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('carousel', [
  'label',
  'roleDescription',
  'slide',
  'position',
  'previous',
  'next',
  'loading',
  'noImage',
  'error',
]);
