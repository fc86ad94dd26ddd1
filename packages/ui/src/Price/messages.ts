import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  original: {
    id: 'ui.price.original',
    description: 'Screen-reader label before a struck-through regular price',
  },
  free: { id: 'ui.price.free', description: 'A service the shop gives at no charge, in place of ฿0' },
  sale: { id: 'ui.price.sale', description: 'Screen-reader label before the lower sale price' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
