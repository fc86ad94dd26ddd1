import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('productCard', ['new', 'selected']);
