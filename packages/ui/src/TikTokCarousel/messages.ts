import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('tiktokCarousel', ['video', 'play']);
