import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('productGallery', [
  'label',
  'position',
  'previous',
  'next',
  'thumbnails',
  'noImage',
]);
