import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('dialog', ['close']);
