import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('imageOrderList', ['main', 'alt', 'earlier', 'later', 'remove']);
