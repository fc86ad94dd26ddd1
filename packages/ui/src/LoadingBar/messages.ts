import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.loadingBar.label', description: 'Default accessible name of the page loading bar' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
