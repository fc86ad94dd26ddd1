import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  submit: { id: 'ui.searchBox.submit', description: 'Default text of the search button' },
  clear: { id: 'ui.searchBox.clear', description: 'Icon button that empties the search field' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
