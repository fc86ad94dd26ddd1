import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  unavailable: {
    id: 'ui.colourPicker.unavailable',
    description: 'Name of a colour that cannot be chosen; {name}',
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
