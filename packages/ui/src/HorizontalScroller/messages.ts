import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('horizontalScroller', ['previous', 'next']);
