import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  retry: { id: 'ui.errorState.retry', description: 'Default text of the retry button' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
