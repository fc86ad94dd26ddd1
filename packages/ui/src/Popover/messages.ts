import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  close: { id: 'ui.popover.close', description: 'Icon button that closes a popover' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
