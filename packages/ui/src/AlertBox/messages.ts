import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  dismiss: { id: 'ui.alertBox.dismiss', description: 'Icon button that closes a message box' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
