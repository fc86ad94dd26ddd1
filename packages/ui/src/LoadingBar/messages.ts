import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('loadingBar', ['label']);
