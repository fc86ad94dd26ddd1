import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  loading: { id: 'ui.spinner.loading', description: 'Default screen-reader text of a spinner' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
