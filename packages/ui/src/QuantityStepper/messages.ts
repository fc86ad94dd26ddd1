import { componentMessages } from '../componentMessages.ts';

export const messages = componentMessages('quantityStepper', ['label', 'decrease', 'increase']);
