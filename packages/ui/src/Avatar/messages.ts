import type { UiMessageId } from '../i18n/index.ts';

export const messages = {
  anonymous: { id: 'ui.avatar.anonymous', description: 'Accessible name of an avatar without a name' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
