import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('fileField', ['choose', 'chooseMany', 'none']);
