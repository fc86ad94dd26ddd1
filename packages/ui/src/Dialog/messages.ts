import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  close: { id: 'ui.dialog.close', description: 'Icon button that closes a dialog, drawer or bottom sheet' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
