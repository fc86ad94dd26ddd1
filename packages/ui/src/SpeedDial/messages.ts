import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  title: { id: 'ui.speedDial.title', description: 'Name of the chat button and heading of its menu' },
  loading: { id: 'ui.speedDial.loading', description: 'Shown in the menu while the chat links load' },
  error: { id: 'ui.speedDial.error', description: 'Shown when the chat links failed and no message came' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
