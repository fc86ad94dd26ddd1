import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  new: { id: 'ui.productCard.new', description: 'Badge of a new product' },
  selected: {
    id: 'ui.productCard.selected',
    description: "Read with the card's number badge when chosen for comparison; {number}",
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
