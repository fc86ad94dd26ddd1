import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('stepIndicator', ['label']);
