import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  previous: { id: 'ui.horizontalScroller.previous', description: 'Button that scrolls the row to the left' },
  next: { id: 'ui.horizontalScroller.next', description: 'Button that scrolls the row to the right' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
