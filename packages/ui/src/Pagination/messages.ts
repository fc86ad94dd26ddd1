import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('pagination', [
  'label',
  'showing',
  'previous',
  'next',
  'page',
  'pageSize',
]);
