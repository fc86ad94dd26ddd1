import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('textField', ['showPassword', 'hidePassword']);
