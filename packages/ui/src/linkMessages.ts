import type { UiMessageId } from './uiMessages.ts';

export const linkMessages = {
  newTab: { id: 'ui.link.newTab', description: 'Read after the name of a link that opens in a new tab' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
