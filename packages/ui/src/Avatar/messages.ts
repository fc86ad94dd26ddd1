import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  anonymous: { id: 'ui.avatar.anonymous', description: 'Accessible name of an avatar without a name' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
