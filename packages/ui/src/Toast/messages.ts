import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('toast', ['notice', 'region', 'dismiss']);
