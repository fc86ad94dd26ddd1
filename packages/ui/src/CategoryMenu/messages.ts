import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.categoryMenu.label', description: 'Accessible name of the category navigation' },
  loading: { id: 'ui.categoryMenu.loading', description: 'Shown while the category tree loads' },
  error: { id: 'ui.categoryMenu.error', description: 'Shown when the category tree failed to load' },
  retry: { id: 'ui.categoryMenu.retry', description: 'Button that loads the category tree again' },
  empty: { id: 'ui.categoryMenu.empty', description: 'Shown when the shop has no categories' },
  viewAll: {
    id: 'ui.categoryMenu.viewAll',
    description: 'Link to a whole top-level category; {name} is its name',
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
