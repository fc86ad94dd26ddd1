import type { UiMessageId } from '../i18n/index.ts';

export const messages = {
  label: { id: 'ui.loadingBar.label', description: 'Default accessible name of the page loading bar' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
