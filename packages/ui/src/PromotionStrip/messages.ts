import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('promotionStrip', ['label', 'loading', 'error', 'empty']);
