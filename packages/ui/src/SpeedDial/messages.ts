import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('speedDial', ['title', 'loading', 'error']);
