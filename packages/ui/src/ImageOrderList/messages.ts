import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  main: { id: 'ui.imageOrderList.main', description: 'Badge on the first picture, the one shown first' },
  alt: { id: 'ui.imageOrderList.alt', description: 'Text of a picture in the list, {number} of {total}' },
  earlier: {
    id: 'ui.imageOrderList.earlier',
    description: 'Button that moves picture {number} one place earlier',
  },
  later: { id: 'ui.imageOrderList.later', description: 'Button that moves picture {number} one place later' },
  remove: { id: 'ui.imageOrderList.remove', description: 'Button that removes picture {number}' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
