import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('videoGallery', ['play', 'untitled']);
