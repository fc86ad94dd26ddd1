import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.promotionStrip.label', description: 'Accessible name of the promotion strip' },
  loading: { id: 'ui.promotionStrip.loading', description: 'Shown next to a spinner while promotions load' },
  error: {
    id: 'ui.promotionStrip.error',
    description: 'Shown when promotions failed to load and no message came',
  },
  empty: {
    id: 'ui.promotionStrip.empty',
    description: "Shown when there is no promotion ('special promotion')",
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
