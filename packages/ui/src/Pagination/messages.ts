import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.pagination.label', description: 'Name of the pagination navigation' },
  showing: {
    id: 'ui.pagination.showing',
    description: 'Which items the page shows: {from}–{to} of {total}',
  },
  previous: { id: 'ui.pagination.previous', description: 'Button to the previous page' },
  next: { id: 'ui.pagination.next', description: 'Button to the next page' },
  page: {
    id: 'ui.pagination.page',
    description: 'Accessible name of a page number button; {page} is the number',
  },
  pageSize: { id: 'ui.pagination.pageSize', description: 'Label of the items-per-page select' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
