import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('price', ['original', 'free', 'sale']);
