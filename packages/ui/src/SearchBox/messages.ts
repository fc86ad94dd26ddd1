import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('searchBox', ['submit', 'clear']);
