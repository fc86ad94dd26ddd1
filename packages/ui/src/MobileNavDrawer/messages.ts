import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  title: { id: 'ui.mobileNavDrawer.title', description: 'Title of the mobile navigation drawer' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
