import { componentMessages } from './componentMessages.ts';

export const linkMessages = componentMessages('link', ['newTab']);
